import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { DISCUSSION_PANEL_SIZE } from './get-comments';
import { actionPlanKeys } from './query-keys';
import { listedInternalNoteSchema as internalNoteSchema } from '@esg/contracts/action-plans';
import type { InternalNote } from './schemas';

/** GET /api/action-plan-recommendations-internal-notes/{recommendationId}: investor side only. */
export async function getInternalNotes(recommendationId: number): Promise<InternalNote[]> {
  const path = `/action-plan-recommendations-internal-notes/${recommendationId}?perPage=${DISCUSSION_PANEL_SIZE}`;
  const { data } = await apiClient.get(path, {
    schema: z.array(internalNoteSchema),
  });
  return data;
}

export const internalNotesQueryOptions = (recommendationId: number) =>
  queryOptions({
    queryKey: actionPlanKeys.internalNotes(recommendationId),
    queryFn: () => getInternalNotes(recommendationId),
  });

export function useInternalNotes(recommendationId: number, enabled: boolean) {
  return useQuery({ ...internalNotesQueryOptions(recommendationId), enabled });
}
