import { z } from 'zod';
import { metricCodeSchema } from './metrics';

/*
 * Comment threads per value (issue 27 item 4, ADR 0213): one thread per value of a response (response,
 * metric code) between the investor that asked for the data and the company (and a contributor assigned
 * the value). Comments are kept as written: a correction is a new comment; the thread is resolved and
 * reopened by either side, each step an event.
 */

/** Which side of the data request wrote: the investor's team, the company's users, an assigned contributor. */
export const threadSideSchema = z.enum(['investor', 'company', 'contributor']);
export type ThreadSide = z.infer<typeof threadSideSchema>;

const commentId = z.uuid({ error: 'replyTo: answer a comment of this thread' });

/** POST /responses/{id}/values/{metricCode}/comments. */
export const postValueCommentRequestSchema = z
  .object({
    text: z
      .string({ error: 'text: write a comment' })
      .trim()
      .min(1, { error: 'text: write a comment' })
      .max(4000, { error: 'text: a comment has at most 4000 characters' }),
    /** The comment this one answers (one level: a reply to a reply answers the first comment). */
    replyTo: commentId.optional(),
    /** The people the comment mentions (`@name` in the text): each must be allowed to read the value. */
    mentions: z
      .array(z.number().int().positive().max(2_147_483_647), { error: 'mentions: list the people mentioned' })
      .max(20, { error: 'mentions: mention at most 20 people' })
      .optional(),
  })
  .strict();
export type PostValueCommentRequest = z.infer<typeof postValueCommentRequestSchema>;

/** A person named in a comment, or one who may be. */
export const threadPersonSchema = z.object({
  userId: z.number().int().positive(),
  name: z.string(),
  side: threadSideSchema,
});
export type ThreadPerson = z.infer<typeof threadPersonSchema>;

export const valueCommentSchema = z.object({
  commentId: z.string(),
  /** The comment it answers; null for a comment that opens a line of the discussion. */
  replyTo: z.string().nullable(),
  text: z.string(),
  mentions: z.array(threadPersonSchema),
  byId: z.number().int().positive(),
  byName: z.string().nullable(),
  side: threadSideSchema,
  at: z.string(),
});
export type ValueComment = z.infer<typeof valueCommentSchema>;

export const threadStatusSchema = z.enum(['open', 'resolved']);
export type ThreadStatus = z.infer<typeof threadStatusSchema>;

/** A resolution or reopening, kept in the order it happened. */
export const threadStepSchema = z.object({
  kind: z.enum(['resolved', 'reopened']),
  byId: z.number().int().positive(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type ThreadStep = z.infer<typeof threadStepSchema>;

/** GET /responses/{id}/values/{metricCode}/thread: the comments, oldest first, and who may be mentioned. */
export const valueThreadSchema = z.object({
  responseId: z.number().int().positive(),
  metricCode: metricCodeSchema,
  status: threadStatusSchema,
  comments: z.array(valueCommentSchema),
  steps: z.array(threadStepSchema),
  /** The people who may read this value (and so be mentioned), the caller aside. */
  mentionable: z.array(threadPersonSchema),
  /** May the caller write here (comment, resolve, reopen)? */
  canWrite: z.boolean(),
});
export type ValueThread = z.infer<typeof valueThreadSchema>;

/** GET /responses/{id}/threads: one line per value with a thread, for the counts beside the values. */
export const responseThreadsSchema = z.object({
  responseId: z.number().int().positive(),
  threads: z.array(
    z.object({
      metricCode: metricCodeSchema,
      status: threadStatusSchema,
      comments: z.number().int().nonnegative(),
      lastAt: z.string(),
      lastByName: z.string().nullable(),
    }),
  ),
});
export type ResponseThreads = z.infer<typeof responseThreadsSchema>;
