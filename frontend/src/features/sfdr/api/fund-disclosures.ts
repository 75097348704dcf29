import { queryOptions, useQuery } from '@tanstack/react-query';
import { sfdr2FundTestSchema, type Sfdr2FundTest } from '@esg/contracts/sfdr-categories';
import { apiClient } from '@/lib/api-client';

/** GET /api/sfdr-categories/funds/{fundId}/{date}: the fund against the SFDR 2.0 categories of the proposal. */
export async function getSfdr2FundTest(fundId: number, date: string): Promise<Sfdr2FundTest> {
  const { data } = await apiClient.get(`/sfdr-categories/funds/${fundId}/${date}`, {
    schema: sfdr2FundTestSchema,
  });
  return data;
}

export const sfdr2FundTestQueryOptions = (fundId: number, date: string) =>
  queryOptions({
    queryKey: ['sfdr-categories', fundId, date] as const,
    queryFn: () => getSfdr2FundTest(fundId, date),
  });

export const useSfdr2FundTest = (fundId: number, date: string) =>
  useQuery(sfdr2FundTestQueryOptions(fundId, date));
