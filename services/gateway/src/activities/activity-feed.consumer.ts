import {
  activityDetail,
  activityLink,
  activityTitle,
  createEvent,
  isActivity,
  liveRuleOf,
  liveTopics,
  type CloudEvent,
} from '@esg/contracts';
import { consumeIdempotently, replayInBatches, type Subscription } from '@esg/messaging';
import type { Doc, Store, Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';

export const ACTIVITY_FEED_CONSUMER = 'gateway.activity-feed';
export const ACTIVITIES = 'activities';

/** One activity as one company sees it (an event reaching two companies is two rows). */
export interface ActivityDoc extends Doc {
  eventId: string;
  type: string;
  title: string;
  detail: string | null;
  link: string | null;
  at: string;
  actorId: number | null;
  companyId: number;
}

const actorOf = (event: CloudEvent): number | null => {
  const fromEnvelope = Number(event.actorid);
  if (Number.isInteger(fromEnvelope) && fromEnvelope > 0) return fromEnvelope;
  const fromData = (event.data as { actorId?: unknown } | null)?.actorId;
  return typeof fromData === 'number' && Number.isInteger(fromData) && fromData > 0 ? fromData : null;
};

/**
 * The activity rows of an event: one per company its live row reaches (live-updates.ts `audience`,
 * the companies that may see it), or none when it is not a person's activity.
 */
export function activitiesOf(event: CloudEvent): ActivityDoc[] {
  if (!isActivity(event.type)) return [];
  const rule = liveRuleOf(event.type);
  if (!rule) return [];
  const companies = new Set(rule.audience(event.data as never).companyIds);
  return [...companies].map((companyId) => ({
    id: `${event.id}:${companyId}`,
    eventId: event.id,
    type: event.type,
    title: activityTitle(event.type),
    detail: activityDetail(event.data),
    link: activityLink(event.type, event.data),
    at: event.time,
    actorId: actorOf(event),
    companyId,
  }));
}

/**
 * Writes the event's rows. Live consumption (`emit`) also publishes gateway.activity.recorded.v1 in the
 * same transaction: the live-update path pushes it to the companies' rooms once the rows exist, and
 * their open feeds refetch. A rebuild replays silently.
 */
export async function applyActivity(
  event: CloudEvent,
  tx: Transaction,
  options: { emit: boolean } = { emit: true },
): Promise<void> {
  const rows = activitiesOf(event);
  for (const row of rows) await tx.put<ActivityDoc>(ACTIVITIES, row);
  if (!options.emit || rows.length === 0) return;
  await tx.append([
    createEvent({
      type: 'gateway.activity.recorded.v1',
      source: 'gateway',
      subject: event.id,
      correlationId: event.correlationid,
      causationId: event.id,
      data: {
        companyIds: rows.map((r) => r.companyId),
        sourceEventId: event.id,
        sourceType: event.type,
        at: event.time,
      },
    }),
  ]);
}

/** The activity feed's read model (/viewActivities), from every live integration event. */
export async function startActivityFeed(runtime: ServiceRuntime): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: ACTIVITY_FEED_CONSUMER,
    topics: liveTopics(),
    handler: consumeIdempotently(runtime.store, ACTIVITY_FEED_CONSUMER, (event, tx) =>
      applyActivity(event, tx),
    ),
  });
}

/** The services whose events can be activities (the live topics, less the excluded ones). */
export const ACTIVITY_SOURCES = ['gateway', 'data-collection', 'action-plans', 'scoring'] as const;

/**
 * Rebuilds the feed (`npm run rebuild -- activities`): drops the rows and the consumer's inbox, then
 * replays the services' event logs (merged by time) silently, marking each event processed as live
 * consumption would, so the consumer started afterwards skips what the rebuild applied.
 */
export async function replayActivities(
  target: Store,
  events: AsyncIterable<CloudEvent> | Iterable<CloudEvent>,
): Promise<{ events: number; seconds: number }> {
  const start = performance.now();
  await target.reset([ACTIVITIES], ACTIVITY_FEED_CONSUMER);
  const topics = new Set(liveTopics());
  const count = await replayInBatches(events, (batch) =>
    target.transaction(async (tx) => {
      for (const event of batch) {
        const [service, aggregate] = event.type.split('.');
        if (!topics.has(`${service}.${aggregate}`)) continue;
        if (await tx.markProcessed(ACTIVITY_FEED_CONSUMER, event.id))
          await applyActivity(event, tx, { emit: false });
      }
    }),
  );
  return { events: count, seconds: (performance.now() - start) / 1000 };
}
