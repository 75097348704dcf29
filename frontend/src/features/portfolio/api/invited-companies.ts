import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  childCompanySchema,
  remainingGpCompaniesSchema,
  remainingPortfolioCompaniesSchema,
  type ChildCompany,
  type InviteGpCompanyRequest,
  type InvitePortfolioCompanyRequest,
  type LimitUsage,
} from '@esg/contracts/access-manager';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/*
 * Companies a GP or an LP invites (data-collection): GET company/getRemainingPortfolioCompanies/{id}
 * (a GP) or getRemainingGPCompanies/{id} (an LP), POST company/invitePortfolioCompany/{gpId} or
 * inviteGPCompany/{lpId}. The invited company's contact gets the invitation mail.
 */

export type InvitedKind = 'pc' | 'gp';

export async function getRemainingCompanies(companyId: number, kind: InvitedKind): Promise<LimitUsage> {
  if (kind === 'pc') {
    const { data } = await apiClient.get(`/company/getRemainingPortfolioCompanies/${companyId}`, {
      schema: remainingPortfolioCompaniesSchema,
    });
    return data.portfolioCompanies;
  }
  const { data } = await apiClient.get(`/company/getRemainingGPCompanies/${companyId}`, {
    schema: remainingGpCompaniesSchema,
  });
  return data.gpCompanies;
}

export const remainingCompaniesQueryOptions = (companyId: number, kind: InvitedKind) =>
  queryOptions({
    queryKey: [...queryKeys.portfolio.remaining(companyId), kind],
    queryFn: () => getRemainingCompanies(companyId, kind),
  });

export const useRemainingCompanies = (companyId: number, kind: InvitedKind) =>
  useQuery(remainingCompaniesQueryOptions(companyId, kind));

export function useInviteCompany(companyId: number, kind: InvitedKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      request: InvitePortfolioCompanyRequest | InviteGpCompanyRequest,
    ): Promise<ChildCompany> => {
      const path = kind === 'pc' ? 'invitePortfolioCompany' : 'inviteGPCompany';
      const { data } = await apiClient.post(`/company/${path}/${companyId}`, request, {
        schema: childCompanySchema,
      });
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.children(companyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.remaining(companyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.funds(companyId) }),
      ]),
  });
}
