import { z } from 'zod';
import type { Label } from './labels';
import { LIVE_UPDATES, liveRuleOf } from './live-updates';
import { isKnownEventType, type EventType } from './events/registry';

/**
 * Webhooks of the public API (issue 13, docs/webhooks.md): a company subscribes a URL to integration
 * event types and receives each event it may see as a CloudEvent (JSON), signed as the Standard
 * Webhooks specification says. Who may see an event is the event's live audience (live-updates.ts),
 * the same rule as the open pages and the activity feed.
 */

/** The marker of a signing secret: `whsec_` + base64 of the key bytes (Standard Webhooks). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The Standard Webhooks headers of every delivery. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** Subscribes to every event type the company may see, now and later. */
export const WEBHOOK_ALL_EVENTS = '*';

/**
 * Live event types whose audience is people, never a company (a user's own profile): no company's
 * webhook could receive them, so they are not offered.
 */
const PERSONAL_EVENT_TYPES: ReadonlySet<string> = new Set(['gateway.user.updated.v1']);

/**
 * Live event types that only refresh the platform's own pages (the activity feed's bookkeeping,
 * docs/activity-feed.md): the event they follow is offered itself.
 */
const BOOKKEEPING_EVENT_TYPES: ReadonlySet<string> = new Set(['gateway.activity.recorded.v1']);

/**
 * The event types a webhook can receive: those with a live audience of companies. An event that no
 * company is the audience of (notLive: bookkeeping, mails, sign-ins) is never sent.
 */
export const WEBHOOK_EVENT_TYPES: readonly EventType[] = (Object.keys(LIVE_UPDATES) as EventType[])
  .filter(
    (type) =>
      liveRuleOf(type) !== null && !PERSONAL_EVENT_TYPES.has(type) && !BOOKKEEPING_EVENT_TYPES.has(type),
  )
  .sort();

const DELIVERABLE: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);
export const isWebhookEventType = (type: string): boolean => DELIVERABLE.has(type);

/** Whether a webhook subscribed to `events` receives an event of `type`. */
export const webhookWants = (events: readonly string[], type: string): boolean =>
  events.includes(WEBHOOK_ALL_EVENTS) || events.includes(type);

/**
 * The receiver's URL: http or https (production also requires https and a public address; the
 * gateway checks that, it depends on the mode), no credentials (the signature authenticates us).
 */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the URL that receives the events')
  .max(2048, 'At most 2048 characters')
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter a full URL, e.g. https://example.com/hooks/esg' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      ctx.addIssue({ code: 'custom', message: 'The URL must start with https:// (or http://)' });
    else if (url.username || url.password)
      ctx.addIssue({
        code: 'custom',
        message: 'Leave credentials out of the URL; receivers check the webhook-signature header instead',
      });
    else if (url.hash) ctx.addIssue({ code: 'custom', message: 'The URL must not have a #fragment' });
  });

export const webhookEventsSchema = z
  .array(z.string().trim().min(1))
  .min(1, 'Choose at least one event type, or * for all')
  .max(200)
  .superRefine((events, ctx) => {
    if (new Set(events).size !== events.length)
      ctx.addIssue({ code: 'custom', message: 'An event is listed twice' });
    if (events.includes(WEBHOOK_ALL_EVENTS)) {
      if (events.length > 1)
        ctx.addIssue({ code: 'custom', message: 'Use * alone: it already means every event' });
      return;
    }
    for (const type of events) {
      if (!isKnownEventType(type))
        ctx.addIssue({ code: 'custom', message: `Unknown event type ${type} (see /api/docs/asyncapi.json)` });
      else if (!isWebhookEventType(type))
        ctx.addIssue({
          code: 'custom',
          message: `${type} is not sent to webhooks: no company is its audience`,
        });
    }
  });

export const createWebhookRequestSchema = z.strictObject({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;

export const updateWebhookRequestSchema = z
  .strictObject({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    /** false pauses deliveries: no new ones are queued and queued ones wait. */
    active: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Change the URL, the events or active');
export type UpdateWebhookRequest = z.infer<typeof updateWebhookRequestSchema>;

/** The answer to a creation or a secret rotation: the only time `secret` is ever shown. */
export const createdWebhookSchema = z.strictObject({
  id: z.string(),
  secret: z.string(),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookSchema = z.strictObject({
  id: z.string(),
  companyId: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  createdBy: z.number().int(),
  updatedAt: z.string(),
  secretRotatedAt: z.string().nullable(),
  /** Deliveries by status (failed: dead-lettered, waiting for a manual redelivery). */
  deliveries: z.strictObject({ pending: z.number(), delivered: z.number(), failed: z.number() }),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookAttemptSchema = z.strictObject({
  at: z.string(),
  /** The receiver's HTTP status, null when there was no answer (refused, timed out). */
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.strictObject({
  /** The `webhook-id` header: the same for every attempt of this delivery (receivers deduplicate on it). */
  id: z.string(),
  webhookId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** When the next attempt is due; null once delivered or dead-lettered. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The latest attempts, newest last. */
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/**
 * Seconds from a failed attempt to the next (Standard Webhooks' suggested schedule); after the last
 * one the delivery is dead-lettered: it stays in the log as failed until someone redelivers it.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 36000];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
export const WEBHOOK_DELIVERY_PAGE_SIZE = 50;

export const WEBHOOK_DELIVERY_STATUS_LABELS: Readonly<Record<WebhookDeliveryStatus, Label>> = {
  pending: { label: 'Pending', tone: 'info', description: 'Queued or waiting for its next attempt.' },
  delivered: { label: 'Delivered', tone: 'success', description: 'The receiver answered 2xx.' },
  failed: {
    label: 'Failed',
    tone: 'danger',
    description: `Dead-lettered after ${WEBHOOK_MAX_ATTEMPTS} attempts; redeliver it once the receiver works.`,
  },
};

/** The add-webhook form of /apiKeySettings: every event, or the chosen types. Its output is the request body. */
export const createWebhookFormSchema = z
  .strictObject({
    url: webhookUrlSchema,
    scope: z.enum(['all', 'chosen']),
    events: z.array(z.string()),
  })
  .superRefine((form, ctx) => {
    if (form.scope === 'chosen' && form.events.length === 0)
      ctx.addIssue({ code: 'custom', path: ['events'], message: 'Choose at least one event type' });
  })
  .transform(({ url, scope, events }): CreateWebhookRequest => ({
    url,
    events: scope === 'all' ? [WEBHOOK_ALL_EVENTS] : events,
  }));

/** `<service>` of an event type: the groups of the event picker. */
export const eventTypeService = (type: string): string => type.split('.')[0] ?? type;
