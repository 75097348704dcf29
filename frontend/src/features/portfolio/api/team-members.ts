import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  remainingTeamMembersSchema,
  teamMemberSchema,
  type InviteTeamMemberRequest,
  type RemainingTeamMembers,
  type TeamMember,
} from '@esg/contracts/access-manager';
import type { Permission } from '@esg/contracts/auth';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/*
 * The gateway's team-member calls of the access manager (docs/portfolio.md "Access manager"):
 * GET company/getInvitedTeamMembers/{id}, GET company/getRemainingTeamMembers/{id}, POST team-members,
 * POST team-members/{id}/resend-invitation, DELETE team-members/{id}/invitation, PATCH and DELETE
 * team-members/{id}. Every change refreshes the company's team and its remaining counts.
 */

export async function getTeamMembers(companyId: number): Promise<TeamMember[]> {
  const { data } = await apiClient.get(`/company/getInvitedTeamMembers/${companyId}`, {
    schema: z.array(teamMemberSchema),
  });
  return data;
}

export async function getRemainingTeamMembers(companyId: number): Promise<RemainingTeamMembers> {
  const { data } = await apiClient.get(`/company/getRemainingTeamMembers/${companyId}`, {
    schema: remainingTeamMembersSchema,
  });
  return data;
}

export const teamMembersQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.portfolio.team(companyId), queryFn: () => getTeamMembers(companyId) });

export const remainingTeamMembersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...queryKeys.portfolio.team(companyId), 'remaining'],
    queryFn: () => getRemainingTeamMembers(companyId),
  });

export const useTeamMembers = (companyId: number) => useQuery(teamMembersQueryOptions(companyId));
export const useRemainingTeamMembers = (companyId: number) =>
  useQuery(remainingTeamMembersQueryOptions(companyId));

function useTeamMutation<V>(companyId: number, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.team(companyId) }),
  });
}

export const useInviteTeamMember = (companyId: number) =>
  useTeamMutation(companyId, async (request: InviteTeamMemberRequest) => {
    const { data } = await apiClient.post('/team-members', request, { schema: teamMemberSchema });
    return data;
  });

export const useResendInvitation = (companyId: number) =>
  useTeamMutation(companyId, (userId: number) =>
    apiClient.post(`/team-members/${userId}/resend-invitation`, undefined, { schema: teamMemberSchema }),
  );

export const useRevokeInvitation = (companyId: number) =>
  useTeamMutation(companyId, (userId: number) => apiClient.delete(`/team-members/${userId}/invitation`));

export const useChangePermission = (companyId: number) =>
  useTeamMutation(companyId, ({ userId, permission }: { userId: number; permission: Permission | null }) =>
    apiClient.patch(`/team-members/${userId}`, { permission }, { schema: teamMemberSchema }),
  );

export const useRemoveTeamMember = (companyId: number) =>
  useTeamMutation(companyId, (userId: number) => apiClient.delete(`/team-members/${userId}`));
