import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  feedbackSchema,
  type AnswerFeedbackRequest,
  type Feedback,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@esg/contracts/support';
import { queryKeys } from '@esg/contracts/query-keys';
import { apiClient, apiDownload } from '@/lib/api-client';

/** GET /api/feedback: the company's messages (the admin: everyone's), newest first. */
export async function listFeedback(status?: FeedbackStatus): Promise<Feedback[]> {
  const { data } = await apiClient.get(status ? `/feedback?status=${status}` : '/feedback', {
    schema: z.array(feedbackSchema),
  });
  return data;
}

export const feedbackQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.support.feedback(), queryFn: () => listFeedback() });

export const useFeedbackList = () => useQuery(feedbackQueryOptions());

export interface FeedbackDraft {
  category: FeedbackCategory;
  message: string;
  page?: string;
  screenshot?: File | null;
}

/** POST /api/feedback as multipart (the screenshot is optional). */
export async function sendFeedback(draft: FeedbackDraft): Promise<{ feedback: Feedback; message?: string }> {
  const form = new FormData();
  form.append('category', draft.category);
  form.append('message', draft.message);
  if (draft.page) form.append('page', draft.page);
  if (draft.screenshot) form.append('screenshot', draft.screenshot, draft.screenshot.name);
  const { data, message } = await apiClient.post('/feedback', form, { schema: feedbackSchema });
  return { feedback: data, message };
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.support.feedback() }),
  });
}

/** PATCH /api/feedback/{id} (admin): status and/or a reply. */
export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...request }: AnswerFeedbackRequest & { id: string }) => {
      const { data } = await apiClient.patch(`/feedback/${id}`, request, { schema: feedbackSchema });
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.support.feedback() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.support.messages() }),
      ]),
  });
}

/** GET /api/feedback/{id}/screenshot, opened in a new tab from a local object URL. */
export async function openScreenshot(id: string): Promise<void> {
  const blob = await apiDownload(`/feedback/${id}/screenshot`);
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
