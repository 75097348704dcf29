import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  positionSetSchema,
  positionsImportRefusalSchema,
  type PositionSet,
  type PositionsImportRefusal,
} from '@esg/contracts/portfolio';
import { queryKeys } from '@esg/contracts/query-keys';
import { ApiError, apiClient } from '@/lib/api-client';

/**
 * POST /api/funds/{id}/positions/{date}/import: the positions of a quarter end from a CSV or an Excel
 * workbook, with the fund's all investments. All or nothing: a refusal (422) lists every refused row.
 */
export async function importPositions(
  fundId: number,
  date: string,
  allInvestments: number,
  file: File,
): Promise<PositionSet> {
  const body = new FormData();
  body.append('allInvestments', String(allInvestments));
  body.append('file', file, file.name);
  const { data } = await apiClient.post(`/funds/${fundId}/positions/${date}/import`, body, {
    schema: positionSetSchema,
  });
  return data;
}

/** The rows a refused import names (nothing was recorded), when the error carries them. */
export function positionsImportRefusalOf(error: unknown): PositionsImportRefusal | null {
  if (!(error instanceof ApiError) || !error.details) return null;
  const parsed = positionsImportRefusalSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

export function useImportPositions(fundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, allInvestments, file }: { date: string; allInvestments: number; file: File }) =>
      importPositions(fundId, date, allInvestments, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.positions(fundId) }),
  });
}
