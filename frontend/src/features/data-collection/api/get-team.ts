import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { teamMemberSchema, type TeamMember } from '@esg/contracts/access-manager';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/company/getInvitedTeamMembers/{id}: the reporting company's team, to pick contributors
 * from. Cached under the access manager's key, so an invitation there shows here at once.
 */
export function useCompanyTeam(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.portfolio.team(companyId),
    queryFn: async (): Promise<TeamMember[]> => {
      const { data } = await apiClient.get(`/company/getInvitedTeamMembers/${companyId}`, {
        schema: z.array(teamMemberSchema),
      });
      return data;
    },
    enabled,
  });
}
