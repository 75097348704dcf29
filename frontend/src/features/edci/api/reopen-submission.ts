import { edciSubmissionSchema, type ReopenEdciSubmissionRequest } from '@esg/contracts/edci';
import { apiClient } from '@/lib/api-client';
import { useSubmissionChange } from './submission-cache';

/** POST /api/edci/submissions/{id}/reopen: back to a draft, with the reason. */
export const useReopenEdciSubmission = (id: number) =>
  useSubmissionChange(
    id,
    async (request: ReopenEdciSubmissionRequest) =>
      (await apiClient.post(`/edci/submissions/${id}/reopen`, request, { schema: edciSubmissionSchema }))
        .data,
  );
