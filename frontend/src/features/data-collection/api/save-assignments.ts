import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { assignmentSchema, type Assignment } from '@esg/contracts/data-collection/index';
import { apiClient } from '@/lib/api-client';
import { invalidateResponse } from './invalidate';

/** PUT /api/responses/{id}/assignments: contributors ↔ whole sections or single metrics (replaces them all). */
export function useSaveAssignments(responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (assignments: Assignment[]): Promise<Assignment[]> => {
      const { data } = await apiClient.put(
        `/responses/${responseId}/assignments`,
        { assignments },
        { schema: z.array(assignmentSchema) },
      );
      return data;
    },
    onSuccess: () => invalidateResponse(queryClient, responseId),
  });
}
