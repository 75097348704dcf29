import { z } from 'zod';
import { reportingCycleSchema } from '../data-collection';
import { responseStatusSchema } from '../data-collection/responses';
import { reminderReasonSchema } from '../monitoring';
import { periodSchema } from '../period';

/*
 * Reminders of the monitoring of portfolio companies (issue 9, topic `data-collection.response`).
 * Each event names its recipients with their e-mail and names, so the gateway mails them and the
 * notifications service tells them without calling back. Written once per reason (ADR 0065): the
 * reminder's key is stored in the transaction that appends the event.
 */

const id = z.number().int().positive();
const recipientSchema = z.object({ userId: id, email: z.string(), name: z.string() });

/** A company was reminded of a response it owes (by hand, or some days before or after the due date). */
export const responseReminderSentV1 = z.object({
  responseId: id,
  companyId: id,
  companyName: z.string(),
  requesterCompanyId: id,
  requesterName: z.string(),
  standardId: id,
  standardName: z.string(),
  period: periodSchema,
  cycle: reportingCycleSchema,
  status: responseStatusSchema,
  dueDate: z.string(),
  reason: reminderReasonSchema,
  /** Days before (before_due) or after (after_due) the due date the reminder is for; null by hand. */
  days: z.number().int().nonnegative().nullable(),
  /** The key that makes the reminder once only. */
  key: z.string(),
  sentAt: z.string(),
  sentBy: z.number().int().nonnegative(),
  /** Free text of a manual reminder. */
  note: z.string().nullable(),
  recipients: z.array(recipientSchema),
});

/** The weekly digest of one user: what waits for them (responses to complete, to review). */
export const responseDigestSentV1 = z.object({
  userId: id,
  email: z.string(),
  name: z.string(),
  companyId: id,
  /** ISO week, e.g. 2026-W48: one digest per user and week. */
  week: z.string().regex(/^\d{4}-W\d{2}$/),
  key: z.string(),
  sentAt: z.string(),
  items: z.array(
    z.object({
      responseId: id,
      companyId: id,
      companyName: z.string(),
      standardName: z.string(),
      period: periodSchema,
      status: responseStatusSchema,
      dueDate: z.string(),
      overdueDays: z.number().int().nonnegative(),
      /** What the user is to do: complete (the company's own response) or review (a GP's portfolio). */
      action: z.enum(['complete', 'review']),
    }),
  ),
});

/**
 * A contributor was told of work on a response (issue 21, finding 7): sections or metrics newly
 * assigned to it, or values of its assignment the reviewer returned (with the comments). One event per
 * contributor, naming it with its e-mail, so the gateway mails it and the notifications service puts it
 * in its bell without calling back.
 */
export const responseContributorNoticeSentV1 = z.object({
  responseId: id,
  companyId: id,
  companyName: z.string(),
  requesterCompanyId: id,
  requesterName: z.string(),
  standardId: id,
  standardName: z.string(),
  period: periodSchema,
  dueDate: z.string(),
  reason: z.enum(['assigned', 'returned']),
  contributor: recipientSchema,
  /** assigned: the titles of the sections newly assigned (with their sub-sections). */
  sections: z.array(z.string()),
  /** assigned: single metrics newly assigned; returned: the values returned, with the reviewer's comment. */
  metrics: z.array(z.object({ code: z.string(), label: z.string(), comment: z.string().nullable() })),
  actorId: z.number().int().nonnegative(),
  actorName: z.string().nullable(),
  at: z.string(),
});

export const monitoringEvents = {
  'data-collection.response.reminder-sent.v1': responseReminderSentV1,
  'data-collection.response.digest-sent.v1': responseDigestSentV1,
  'data-collection.response.contributor-notice-sent.v1': responseContributorNoticeSentV1,
} as const;
