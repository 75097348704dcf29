import { edciSubmissionSchema, type EdciExclusionRequest } from '@esg/contracts/edci';
import { apiClient } from '@/lib/api-client';
import { useSubmissionChange } from './submission-cache';

/** PUT /api/edci/submissions/{id}/companies/{companyId}: flags a company another EDCI member reports, or includes it again. */
export const useExcludeEdciCompany = (id: number) =>
  useSubmissionChange(
    id,
    async ({ companyId, request }: { companyId: number; request: EdciExclusionRequest }) =>
      (
        await apiClient.put(`/edci/submissions/${id}/companies/${companyId}`, request, {
          schema: edciSubmissionSchema,
        })
      ).data,
  );
