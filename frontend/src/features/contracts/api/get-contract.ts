import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, type Contract } from '@esg/contracts/company-contracts';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/contracts/{companyId}: the admin, or whoever may act for the company. */
export async function getContract(companyId: number): Promise<Contract> {
  const { data } = await apiClient.get(`/contracts/${companyId}`, { schema: contractSchema });
  return data;
}

export const contractQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: queryKeys.contracts.detail(companyId), queryFn: () => getContract(companyId) });

export const useContract = (companyId: number | null) =>
  useQuery({ ...contractQueryOptions(companyId ?? 0), enabled: companyId !== null });
