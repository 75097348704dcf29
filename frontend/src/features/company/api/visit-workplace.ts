import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface VisitWorkplaceRequest {
  userId: number;
  companyId: number;
}

/**
 * PATCH /api/user/{id} { companyId }: an admin enters a company's workplace (spec 2.3); 'Back To
 * Admin' leaves it again with companyId null.
 */
export async function visitWorkplace({ userId, companyId }: VisitWorkplaceRequest): Promise<void> {
  await apiClient.patch(`/user/${userId}`, { companyId });
}

export function useVisitWorkplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: visitWorkplace,
    // Everything loaded so far belonged to the admin's own view; wait for the visited one.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
