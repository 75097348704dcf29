import { edciSubmissionSchema, type SubmitEdciSubmissionRequest } from '@esg/contracts/edci';
import { apiClient } from '@/lib/api-client';
import { useSubmissionChange } from './submission-cache';

/** POST /api/edci/submissions/{id}/submit: freezes the figures as submitted. */
export const useSubmitEdciSubmission = (id: number) =>
  useSubmissionChange(
    id,
    async (request: SubmitEdciSubmissionRequest) =>
      (await apiClient.post(`/edci/submissions/${id}/submit`, request, { schema: edciSubmissionSchema }))
        .data,
  );
