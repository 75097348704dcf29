import { z } from 'zod';
import { notificationCountsResponseSchema, notificationSchema } from '../notifications';

/*
 * Integration events of the notifications service, on topic `notifications.notification`, keyed
 * (subject) by the recipient's user id so a user's events keep their order. Each carries the user's
 * counts after the change, so the gateway pushes fresh counts without a read model of its own.
 */
const counts = notificationCountsResponseSchema.pick({ total: true, read: true, unread: true });

export const notificationCreatedV1 = z.object({
  userId: z.number().int().positive(),
  notification: notificationSchema,
  counts,
});

/** Notifications were marked read (one, or all): the user's counts now. */
export const notificationCountsChangedV1 = z.object({
  userId: z.number().int().positive(),
  counts,
});

/**
 * A change-log entry was written (topic `notifications.changelog`, keyed by plan): open plan pages
 * refetch the log then, never before the entry exists. `visibleToPortfolioCompany` is false for
 * internal-note entries and while the plan is a draft.
 */
export const changelogEntryAddedV1 = z.object({
  entryId: z.string().min(1),
  actionPlanId: z.number().int().positive(),
  recommendationId: z.number().int().positive().nullable(),
  gpCompanyId: z.number().int().positive(),
  portfolioCompanyId: z.number().int().positive(),
  visibleToPortfolioCompany: z.boolean(),
});

export const notificationsEvents = {
  'notifications.notification.created.v1': notificationCreatedV1,
  'notifications.notification.counts-changed.v1': notificationCountsChangedV1,
  'notifications.changelog.entry-added.v1': changelogEntryAddedV1,
} as const;
