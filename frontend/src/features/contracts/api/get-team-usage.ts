import { queryOptions, useQuery } from '@tanstack/react-query';
import { remainingTeamMembersSchema, type RemainingTeamMembers } from '@esg/contracts/access-manager';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET company/getRemainingTeamMembers/{id}: the team places in use against the contract. The access
 * manager's query key, so both pages share one cache entry and its invalidations.
 */
export async function getTeamUsage(companyId: number): Promise<RemainingTeamMembers> {
  const { data } = await apiClient.get(`/company/getRemainingTeamMembers/${companyId}`, {
    schema: remainingTeamMembersSchema,
  });
  return data;
}

export const useTeamUsage = (companyId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...queryKeys.portfolio.team(companyId), 'remaining'],
      queryFn: () => getTeamUsage(companyId),
      retry: false,
    }),
  );
