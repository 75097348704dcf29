import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMemberSchema, type TeamMember } from '@esg/contracts/access-manager';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/team-members/{userId}/resend-invitation for the contact of a company the caller's company
 * invited (the gateway allows the parent's primary user and admins): a new set-password link, the old
 * one spent. Refreshes the portfolio's lists, which show when the new link expires and who signed in.
 */
export async function resendContactInvitation(userId: number): Promise<TeamMember> {
  const { data } = await apiClient.post(`/team-members/${userId}/resend-invitation`, undefined, {
    schema: teamMemberSchema,
  });
  return data;
}

export function useResendContactInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendContactInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.all() }),
  });
}
