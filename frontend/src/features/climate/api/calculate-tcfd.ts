import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tcfdResultSchema, type TcfdAnswer, type TcfdResult } from '@esg/contracts/scoring';
import { apiClient } from '@/lib/api-client';
import { climateKeys } from './query-keys';

/** POST /api/calculations/tcfd: spec 5 scoring of the answers (stateless). */
export async function calculateTcfd(answers: readonly TcfdAnswer[]): Promise<TcfdResult> {
  const { data } = await apiClient.post('/calculations/tcfd', { answers }, { schema: tcfdResultSchema });
  return data;
}

/** The score of a response's current answers; recomputed when they change. */
export function useTcfdScore(responseId: number | null, answers: readonly TcfdAnswer[] | null) {
  const key = JSON.stringify(answers ?? []);
  return useQuery({
    queryKey: climateKeys.tcfdScore(responseId ?? 0, key),
    queryFn: () => calculateTcfd(answers ?? []),
    enabled: responseId !== null && answers !== null,
    placeholderData: keepPreviousData,
  });
}
