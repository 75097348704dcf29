import { queryOptions, useQuery } from '@tanstack/react-query';
import { readResponse } from '@/shared/responses/read-response';
import { climateKeys } from './query-keys';

/**
 * GET /api/responses/{id}: the TCFD questionnaire with its answers, joined with the framework version's
 * definition (its options and scores), read once per version (ADR 0170).
 */
export const tcfdResponseQueryOptions = (responseId: number) =>
  queryOptions({
    queryKey: climateKeys.tcfdResponse(responseId),
    queryFn: ({ client, signal }) => readResponse(client, responseId, signal),
  });

export const useTcfdResponse = (responseId: number | null) =>
  useQuery({ ...tcfdResponseQueryOptions(responseId ?? 0), enabled: responseId !== null });
