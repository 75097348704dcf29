import { useQuery } from '@tanstack/react-query';
import { contractSchema, type Contract } from '@esg/contracts/company-contracts';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/contracts/{companyId}: the company's contract, read here for the standards it allows
 * (`includedStandards`: its own contract's or its parent's; null: any). Same key as the contract screens.
 */
export async function getCompanyContract(companyId: number): Promise<Contract> {
  const { data } = await apiClient.get(`/contracts/${companyId}`, { schema: contractSchema });
  return data;
}

export const useCompanyContract = (companyId: number) =>
  useQuery({
    queryKey: queryKeys.contracts.detail(companyId),
    queryFn: () => getCompanyContract(companyId),
    retry: false,
  });
