import type {
  CloudEvent,
  Webhook,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryStatus,
} from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import type { SealedSecret } from './webhook-secrets';

/** Collections of the gateway's webhooks (migration 71). */
export const WEBHOOKS = 'webhooks';
export const WEBHOOK_DELIVERIES = 'webhook_deliveries';

export interface WebhookDoc extends Doc {
  companyId: number;
  url: string;
  events: string[];
  active: boolean;
  secret: SealedSecret;
  createdAt: string;
  createdBy: number;
  updatedAt: string;
  secretRotatedAt: string | null;
}

/**
 * One event for one webhook: the persisted retry schedule. `body` is the exact JSON that is signed
 * and sent, so every attempt sends the same bytes under the same `webhook-id` (the doc id).
 */
export interface WebhookDeliveryDoc extends Doc {
  webhookId: string;
  companyId: number;
  eventId: string;
  eventType: string;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** Failed attempts since the delivery was queued or last redelivered: the position in the retry schedule. */
  failuresInRow: number;
  responseStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  /** A dispatcher holds the delivery until then (one sender at a time across gateway replicas). */
  leaseUntil: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  attemptLog: WebhookAttempt[];
}

/** Attempts kept in a delivery's log. */
export const ATTEMPT_LOG_LENGTH = 20;

/** The body of a delivery: the CloudEvent in the JSON event format (CloudEvents structured mode). */
export const deliveryBody = (event: CloudEvent): string => JSON.stringify(event);

export const deliveryIdOf = (eventId: string, webhookId: string): string => `msg_${eventId}_${webhookId}`;

export function toWebhook(doc: WebhookDoc, deliveries: Webhook['deliveries']): Webhook {
  return {
    id: doc.id,
    companyId: doc.companyId,
    url: doc.url,
    events: doc.events,
    active: doc.active,
    createdAt: doc.createdAt,
    createdBy: doc.createdBy,
    updatedAt: doc.updatedAt,
    secretRotatedAt: doc.secretRotatedAt,
    deliveries,
  };
}

export function toDelivery(doc: WebhookDeliveryDoc): WebhookDelivery {
  return {
    id: doc.id,
    webhookId: doc.webhookId,
    eventId: doc.eventId,
    eventType: doc.eventType,
    status: doc.status,
    attempts: doc.attempts,
    responseStatus: doc.responseStatus,
    lastError: doc.lastError,
    nextAttemptAt: doc.nextAttemptAt,
    createdAt: doc.createdAt,
    lastAttemptAt: doc.lastAttemptAt,
    deliveredAt: doc.deliveredAt,
    attemptLog: doc.attemptLog,
  };
}
