import { queryOptions, useQuery } from '@tanstack/react-query';
import { paiStatementSchema, type PaiStatement } from '@esg/contracts/reporting';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** The statement a page shows: one fund's, or the whole entity's (all funds of the GP). */
export type PaiScope = { kind: 'entity'; companyId: number } | { kind: 'fund'; fundId: number };

/** GET /api/pai/funds/{fundId}/{year} or /api/pai/entities/{companyId}/{year}: the read model's figures. */
export async function getPaiStatement(scope: PaiScope, year: number): Promise<PaiStatement> {
  const path =
    scope.kind === 'fund' ? `/pai/funds/${scope.fundId}/${year}` : `/pai/entities/${scope.companyId}/${year}`;
  const { data } = await apiClient.get(path, { schema: paiStatementSchema });
  return data;
}

export const paiStatementQueryOptions = (scope: PaiScope, year: number) =>
  queryOptions({
    queryKey:
      scope.kind === 'fund'
        ? queryKeys.pai.fundStatement(scope.fundId, year)
        : queryKeys.pai.entityStatement(scope.companyId, year),
    queryFn: () => getPaiStatement(scope, year),
  });

export const usePaiStatement = (scope: PaiScope, year: number) =>
  useQuery(paiStatementQueryOptions(scope, year));
