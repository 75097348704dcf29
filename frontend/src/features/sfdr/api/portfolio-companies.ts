import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { childCompanySchema } from '@esg/contracts/access-manager';
import { apiClient } from '@/lib/api-client';

/** GET /api/company/getChildCompanies/{id}: the GP's portfolio companies, to name the companies of a figure. */
export async function getPortfolioCompanies(
  gpCompanyId: number,
): Promise<Array<{ id: number; name: string }>> {
  const { data } = await apiClient.get(`/company/getChildCompanies/${gpCompanyId}`, {
    schema: z.array(childCompanySchema),
  });
  return data.map(({ id, name }) => ({ id, name }));
}

export const portfolioCompaniesQueryOptions = (gpCompanyId: number) =>
  queryOptions({
    queryKey: ['pai', 'portfolio-companies', gpCompanyId] as const,
    queryFn: () => getPortfolioCompanies(gpCompanyId),
    staleTime: 5 * 60_000,
  });
