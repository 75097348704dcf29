import { z } from 'zod';
import { cleanDisplayText } from './text';

/**
 * Feedback and Get Help (spec 2.3, issue 13) and the customer-specific messages (spec 2.1 "a
 * customer-specific message route"): what users send to the platform team, and what the platform
 * team writes to a customer company. Owned by the gateway (it knows users and sends mail).
 */
export const FEEDBACK_CATEGORIES = ['question', 'problem', 'idea', 'data', 'other'] as const;
export const feedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;

export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** Screenshots attached to feedback: images only, checked by content. */
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_MESSAGE_MAX = 4000;

/** The text fields of POST /api/feedback (multipart; the optional file part is `screenshot`). */
export const sendFeedbackRequestSchema = z.strictObject({
  category: feedbackCategorySchema,
  message: z
    .string()
    .trim()
    .min(10, 'Please describe it in at least 10 characters')
    .max(FEEDBACK_MESSAGE_MAX, `At most ${FEEDBACK_MESSAGE_MAX} characters`),
  /** The page the user was on (a path of the application), for context. */
  page: z
    .string()
    .max(300)
    .regex(/^\/[\w\-/.?=&%]*$/, 'page must be a path of the application')
    .optional(),
});
export type SendFeedbackRequest = z.infer<typeof sendFeedbackRequestSchema>;

export const answerFeedbackRequestSchema = z
  .strictObject({
    status: feedbackStatusSchema.optional(),
    /** A reply to the sender: mailed to them and shown among their company's messages. */
    reply: z.string().trim().min(1).max(FEEDBACK_MESSAGE_MAX).optional(),
  })
  .refine((v) => v.status !== undefined || v.reply !== undefined, 'Give a status, a reply or both');
export type AnswerFeedbackRequest = z.infer<typeof answerFeedbackRequestSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  /** 'help' when sent from Get Help (spec 2.3: the one customer and its children). */
  kind: z.enum(['feedback', 'help']),
  category: feedbackCategorySchema,
  message: z.string(),
  page: z.string().nullable(),
  status: feedbackStatusSchema,
  sender: z.object({ userId: z.number(), name: z.string(), email: z.string() }),
  company: z.object({ id: z.number().nullable(), name: z.string().nullable() }),
  screenshot: z.object({ name: z.string(), mediaType: z.string(), size: z.number() }).nullable(),
  replies: z.array(z.object({ text: z.string(), at: z.string(), by: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const sendCustomerMessageRequestSchema = z.strictObject({
  companyId: z.number().int().positive(),
  subject: z.string().trim().min(1).max(160).transform(cleanDisplayText),
  body: z.string().trim().min(1).max(FEEDBACK_MESSAGE_MAX),
});
export type SendCustomerMessageRequest = z.infer<typeof sendCustomerMessageRequestSchema>;

export const customerMessageSchema = z.object({
  id: z.string(),
  companyId: z.number(),
  companyName: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  from: z.string(),
  /** The feedback this message answers, when it is a reply. */
  feedbackId: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerMessage = z.infer<typeof customerMessageSchema>;
