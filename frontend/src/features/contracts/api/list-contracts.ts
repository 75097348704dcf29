import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contractSchema, type Contract } from '@esg/contracts/company-contracts';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/contracts (platform admin): every company's contract. */
export async function listContracts(): Promise<Contract[]> {
  const { data } = await apiClient.get('/contracts', { schema: z.array(contractSchema) });
  return data;
}

export const contractsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.contracts.list(), queryFn: listContracts });

export const useContracts = () => useQuery(contractsQueryOptions());
