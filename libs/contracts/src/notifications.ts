import { z } from 'zod';
import { pagingQuerySchema, positiveIntegerInput } from './api';

/*
 * Notifications and the change log of action plans (spec 2.13, 3, 4, 7.3, 8, 9): query schemas,
 * response shapes and the default failure messages. Read by the SPA and the notifications service.
 * Data requests of the monitoring (issue 9: requests, reminders, status changes of responses) are
 * notifications too, of kind `data-request`, with no action plan.
 */

const positiveId = positiveIntegerInput('The id');
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** GET /notifications: newest first, 10 a page (spec 9), perPage at most 100. */
export const notificationListQuerySchema = pagingQuerySchema.extend({
  unreadOnly: flag.optional().default(false),
  pcId: positiveId.optional(),
  actionPlanId: positiveId.optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** GET /notifications/counts. */
export const notificationCountsQuerySchema = z.object({
  pcId: positiveId.optional(),
  actionPlanId: positiveId.optional(),
});
export type NotificationCountsQuery = z.infer<typeof notificationCountsQuerySchema>;

/**
 * GET /changelog: actionPlanId is required; 10 a page. `viewing_as=pc` shows it as the portfolio
 * company sees it (the investor side's "Viewing as": no internal-note entries, nothing of a draft).
 */
export const changelogQuerySchema = pagingQuerySchema.extend({
  actionPlanId: positiveId,
  viewing_as: z.literal('pc').optional(),
});
export type ChangelogQuery = z.infer<typeof changelogQuerySchema>;

export const notificationKindSchema = z.enum([
  'plan',
  'recommendation',
  'comment',
  'internal-note',
  'deliverable',
  'change-request',
  'data-request',
  'value-comment',
]);

/** A notification as the list and the socket push carry it. */
export const notificationSchema = z.strictObject({
  id: z.string().min(1),
  userId: z.number().int().positive(),
  /** The integration event type it was made from, e.g. action-plans.recommendation.status-changed.v1. */
  eventType: z.string(),
  kind: notificationKindSchema,
  message: z.string(),
  /** Who caused it; null for what the platform did by itself (an automatic reminder). */
  actorId: z.number().int().positive().nullable(),
  /** The plan; null for a `data-request` notification. */
  actionPlanId: z.number().int().positive().nullable(),
  recommendationId: z.number().int().positive().nullable(),
  /** The portfolio company of the plan, or the company asked for data (the list's pcId filter). */
  pcId: z.number().int().positive(),
  /** The plan's GP, or the company that asked for the data. */
  gpCompanyId: z.number().int().positive(),
  /** SPA path of the plan, recommendation or response; null when the plan was deleted. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

/** Counts of the caller's notifications; `pcTotal` / `pcUnread` only when pcId was given. */
export const notificationCountsResponseSchema = z.strictObject({
  total: z.number().int().nonnegative(),
  read: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
  pcTotal: z.number().int().nonnegative().optional(),
  pcUnread: z.number().int().nonnegative().optional(),
});
export type NotificationCountsResponse = z.infer<typeof notificationCountsResponseSchema>;

export const changeSchema = z.strictObject({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** One meaningful change of a plan or one of its recommendations. */
export const changelogEntrySchema = z.strictObject({
  id: z.string(),
  actionPlanId: z.number().int().positive(),
  recommendationId: z.number().int().positive().nullable(),
  recommendationTitle: z.string().nullable(),
  eventType: z.string(),
  summary: z.string(),
  actor: z.strictObject({ id: z.number().int().positive(), name: z.string().nullable() }),
  changes: z.array(changeSchema),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type ChangelogEntryView = z.infer<typeof changelogEntrySchema>;

/** Default messages of spec section 8, in front of the reason of a failure. */
export const NOTIFICATION_ERRORS = {
  markAllRead: 'Failed to mark all notifications as read',
  markRead: 'Failed to mark notification as read',
  counts: 'Failed to fetch notification count',
} as const;
