import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  reminderOutcomeSchema,
  type ReminderOutcome,
  type SendRemindersRequest,
} from '@esg/contracts/monitoring';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/monitoring/reminders: remind the companies of these responses now; an outcome each. */
export async function sendReminders(
  request: SendRemindersRequest,
): Promise<{ outcomes: ReminderOutcome[]; message: string | undefined }> {
  const { data, message } = await apiClient.post('/monitoring/reminders', request, {
    schema: z.array(reminderOutcomeSchema),
  });
  return { outcomes: data, message };
}

export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portfolio.all() }),
  });
}
