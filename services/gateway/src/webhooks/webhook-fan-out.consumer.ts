import { liveRuleOf, liveTopics, webhookWants, isWebhookEventType, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Transaction } from '@esg/persistence';
import { clockOf, type ServiceRuntime } from '@esg/platform';
import { apiAccessOf } from '../auth/api-keys';
import {
  deliveryBody,
  deliveryIdOf,
  WEBHOOK_DELIVERIES,
  WEBHOOKS,
  type WebhookDeliveryDoc,
  type WebhookDoc,
} from './webhooks.domain';

const CONSUMER = 'gateway.webhooks';

/**
 * Queues one delivery per active webhook that wants the event, among the companies that may see it:
 * the event's live audience (live-updates.ts), the same rule as open pages and the activity feed.
 * A company whose public API the admin closed gets nothing.
 */
export async function queueDeliveries(
  runtime: ServiceRuntime,
  event: CloudEvent,
  tx: Transaction,
): Promise<number> {
  if (!isWebhookEventType(event.type)) return 0;
  const rule = liveRuleOf(event.type);
  if (!rule) return 0;
  // A company's webhooks are its own systems, managed by its team: they receive team-only events too.
  const audience = rule.audience(event.data as never);
  const companyIds = [...new Set([...audience.companyIds, ...(audience.companyTeamIds ?? [])])];
  if (companyIds.length === 0) return 0;
  const hooks = await tx.find<WebhookDoc>(WEBHOOKS, { companyId: { in: companyIds }, active: true });
  const now = clockOf(runtime).now().toISOString();
  let queued = 0;
  const open = new Map<number, boolean>();
  for (const hook of hooks) {
    if (!webhookWants(hook.events, event.type)) continue;
    if (!open.has(hook.companyId))
      open.set(hook.companyId, (await apiAccessOf(runtime, hook.companyId)).enabled);
    if (!open.get(hook.companyId)) continue;
    const delivery: WebhookDeliveryDoc = {
      id: deliveryIdOf(event.id, hook.id),
      webhookId: hook.id,
      companyId: hook.companyId,
      eventId: event.id,
      eventType: event.type,
      body: deliveryBody(event),
      status: 'pending',
      attempts: 0,
      failuresInRow: 0,
      responseStatus: null,
      lastError: null,
      nextAttemptAt: now,
      leaseUntil: null,
      createdAt: now,
      lastAttemptAt: null,
      deliveredAt: null,
      attemptLog: [],
    };
    await tx.put(WEBHOOK_DELIVERIES, delivery);
    queued++;
  }
  return queued;
}

/**
 * The webhooks' consumer group: in cluster and production every gateway replica joins it, so each
 * event is queued once (Redis Streams consumer group, Kafka group), and the inbox makes a redelivered
 * event queue nothing twice. Sending is the dispatcher's (`onQueued` wakes it).
 */
export async function startWebhookFanOut(
  runtime: ServiceRuntime,
  onQueued: () => void,
): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event, tx) => {
    await queueDeliveries(runtime, event, tx);
  });
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: liveTopics(),
    handler: async (event) => {
      await apply(event);
      if (isWebhookEventType(event.type)) onQueued();
    },
  });
}
