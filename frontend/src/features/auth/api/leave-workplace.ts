import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * PATCH /api/user/{id} with companyId null: an admin leaves the company workplace they were
 * visiting (spec 2.3 'Back To Admin', and the first step of logout, spec 4).
 */
export async function leaveWorkplace(userId: number): Promise<void> {
  await apiClient.patch(`/user/${userId}`, { companyId: null });
}

export function useLeaveWorkplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWorkplace,
    // Everything loaded so far belonged to the visited company.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
