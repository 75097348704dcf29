import { queryOptions, useQuery } from '@tanstack/react-query';
import { paiStatementSchema, type PaiStatement } from '@esg/contracts/reporting';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/pai/entities/{companyId}/{year} or /api/pai/funds/{fundId}/{year}: the PAI read model's figures
 * (issue 10), which the SFDR scorecard reads as they are — nothing is recomputed here.
 */
export async function getPaiStatement(
  scope: { companyId: number; fundId: number | null },
  year: number,
): Promise<PaiStatement> {
  const path =
    scope.fundId !== null
      ? `/pai/funds/${scope.fundId}/${year}?provenance=false`
      : `/pai/entities/${scope.companyId}/${year}?provenance=false`;
  const { data } = await apiClient.get(path, { schema: paiStatementSchema });
  return data;
}

export const paiStatementQueryOptions = (scope: { companyId: number; fundId: number | null }, year: number) =>
  queryOptions({
    queryKey: [
      ...(scope.fundId !== null
        ? queryKeys.pai.fundStatement(scope.fundId, year)
        : queryKeys.pai.entityStatement(scope.companyId, year)),
      'summary',
    ],
    queryFn: () => getPaiStatement(scope, year),
  });

export const usePaiStatement = (scope: { companyId: number; fundId: number | null }, year: number) =>
  useQuery(paiStatementQueryOptions(scope, year));
