import {
  activityDetail,
  activityLink,
  activityTitle,
  isActivity,
  liveRuleOf,
  liveTopics,
  type CloudEvent,
} from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc, Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';

const CONSUMER = 'gateway.activity-feed';
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

export async function applyActivity(event: CloudEvent, tx: Transaction): Promise<void> {
  for (const row of activitiesOf(event)) await tx.put<ActivityDoc>(ACTIVITIES, row);
}

/** The activity feed's read model (/viewActivities), from every live integration event. */
export async function startActivityFeed(runtime: ServiceRuntime): Promise<Subscription> {
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: liveTopics(),
    handler: consumeIdempotently(runtime.store, CONSUMER, applyActivity),
  });
}
