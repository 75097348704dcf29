import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { childCompanySchema } from '@esg/contracts/access-manager';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** GET /api/company/getChildCompanies/{id}: the portfolio companies an investor picks on the climate screens. */
export async function getPortfolioCompanies(
  gpCompanyId: number,
): Promise<Array<{ id: number; name: string }>> {
  const { data } = await apiClient.get(`/company/getChildCompanies/${gpCompanyId}`, {
    schema: z.array(childCompanySchema),
  });
  return data.map(({ id, name }) => ({ id, name }));
}

export const usePortfolioCompanies = (gpCompanyId: number | null) =>
  useQuery({
    queryKey: climateKeys.portfolioCompanies(gpCompanyId ?? 0),
    queryFn: () => getPortfolioCompanies(gpCompanyId ?? 0),
    enabled: gpCompanyId !== null,
    staleTime: 5 * 60_000,
  });
