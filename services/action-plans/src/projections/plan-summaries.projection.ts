import { validateEvent, type CloudEvent, type IntegrationEvent } from '@esg/contracts';
import type { Doc, Store, Transaction } from '@esg/persistence';
import type { Subscription, EventBus } from '@esg/messaging';

/**
 * Plan summaries: per plan, its recommendations and which of them are signed off, for the plan list
 * (GET /action-plans) without two count queries per plan. A read model of the service's own events
 * (ARCHITECTURE.md: "plan summaries for lists"): named and versioned, with its own inbox and
 * checkpoint, consumed at least once and idempotently, and rebuilt by replaying the outbox (the
 * service's event log); rebuilt equals live (test/plan-summaries.spec.ts).
 */
export interface PlanSummary extends Doc {
  planId: number;
  recommendationIds: number[];
  signedOffRecommendationIds: number[];
}

export const PLAN_SUMMARIES = 'plan_summaries';
export const PROJECTION_CHECKPOINTS = 'projection_checkpoints';
export const PLAN_SUMMARIES_PROJECTION = { name: 'plan-summaries', version: 1 } as const;
export const PLAN_SUMMARIES_INBOX = `action-plans.${PLAN_SUMMARIES_PROJECTION.name}.v${PLAN_SUMMARIES_PROJECTION.version}`;
const TOPICS = ['action-plans.plan', 'action-plans.recommendation'] as const;

interface Checkpoint extends Doc {
  projection: string;
  version: number;
  lastEventId: string;
  lastEventTime: string;
  updatedAt: string;
}

/** The counts the list shows. */
export const countsOf = (summary: PlanSummary | null) => ({
  recommendationCount: summary?.recommendationIds.length ?? 0,
  signedOffRecommendationCount: summary?.signedOffRecommendationIds.length ?? 0,
});

const without = (ids: readonly number[], id: number) => ids.filter((x) => x !== id);
const withId = (ids: readonly number[], id: number) =>
  ids.includes(id) ? [...ids] : [...ids, id].sort((a, b) => a - b);

/** The event types that change a summary; every other event of the two topics passes by. */
type Relevant =
  | 'action-plans.plan.created.v1'
  | 'action-plans.plan.deleted.v1'
  | 'action-plans.recommendation.created.v1'
  | 'action-plans.recommendation.status-changed.v1'
  | 'action-plans.recommendation.signed-off.v1'
  | 'action-plans.recommendation.deleted.v1';

const APPLY: { [T in Relevant]: (summary: PlanSummary, event: IntegrationEvent<T>) => PlanSummary | null } = {
  'action-plans.plan.created.v1': (summary) => summary,
  'action-plans.plan.deleted.v1': () => null,
  'action-plans.recommendation.created.v1': (s, e) => ({
    ...s,
    recommendationIds: withId(s.recommendationIds, e.data.recommendationId),
    signedOffRecommendationIds:
      e.data.status === 'signed-off'
        ? withId(s.signedOffRecommendationIds, e.data.recommendationId)
        : s.signedOffRecommendationIds,
  }),
  'action-plans.recommendation.status-changed.v1': (s, e) => ({
    ...s,
    signedOffRecommendationIds:
      e.data.after === 'signed-off'
        ? withId(s.signedOffRecommendationIds, e.data.recommendationId)
        : without(s.signedOffRecommendationIds, e.data.recommendationId),
  }),
  'action-plans.recommendation.signed-off.v1': (s, e) => ({
    ...s,
    signedOffRecommendationIds: withId(s.signedOffRecommendationIds, e.data.recommendationId),
  }),
  'action-plans.recommendation.deleted.v1': (s, e) => ({
    ...s,
    recommendationIds: without(s.recommendationIds, e.data.recommendationId),
    signedOffRecommendationIds: without(s.signedOffRecommendationIds, e.data.recommendationId),
  }),
};

const isRelevant = (type: string): type is Relevant => Object.prototype.hasOwnProperty.call(APPLY, type);

/** Applies events not yet in the inbox, then moves the checkpoint, in the caller's transaction. */
export async function applyToPlanSummaries(tx: Transaction, events: readonly CloudEvent[]): Promise<number> {
  let applied = 0;
  let last: CloudEvent | null = null;
  for (const raw of events) {
    if (!isRelevant(raw.type)) continue;
    if (!(await tx.markProcessed(PLAN_SUMMARIES_INBOX, raw.id))) continue;
    const event = validateEvent(raw) as IntegrationEvent<Relevant>;
    const planId = (event.data as { planId: number }).planId;
    const current = (await tx.get<PlanSummary>(PLAN_SUMMARIES, String(planId))) ?? {
      id: String(planId),
      planId,
      recommendationIds: [],
      signedOffRecommendationIds: [],
    };
    const next = (APPLY[event.type] as (s: PlanSummary, e: IntegrationEvent<Relevant>) => PlanSummary | null)(
      current,
      event,
    );
    if (next) await tx.put(PLAN_SUMMARIES, next);
    else await tx.delete(PLAN_SUMMARIES, String(planId));
    applied++;
    last = raw;
  }
  if (last) {
    await tx.put<Checkpoint>(PROJECTION_CHECKPOINTS, {
      id: PLAN_SUMMARIES_PROJECTION.name,
      projection: PLAN_SUMMARIES_PROJECTION.name,
      version: PLAN_SUMMARIES_PROJECTION.version,
      lastEventId: last.id,
      lastEventTime: last.time,
      updatedAt: new Date().toISOString(),
    });
  }
  return applied;
}

/** The live projection: one consumer group per version, so a new version reads the retained log from the start. */
export function startPlanSummaries(store: Store, bus: EventBus): Promise<Subscription> {
  const apply = (events: readonly CloudEvent[]) =>
    store.transaction(async (tx) => {
      await applyToPlanSummaries(tx, events);
    });
  return bus.subscribe({
    group: `action-plans.projections.${PLAN_SUMMARIES_PROJECTION.name}-v${PLAN_SUMMARIES_PROJECTION.version}`,
    topics: [...TOPICS],
    handler: (event) => apply([event]),
    batchHandler: apply,
  });
}

/**
 * Drops the summaries, their inbox and checkpoint, and replays the outbox (the service's event log)
 * in commit order. Stop the service first (`npm run rebuild -- plan-summaries`).
 */
export async function rebuildPlanSummaries(store: Store): Promise<{ events: number }> {
  await store.reset([PLAN_SUMMARIES], PLAN_SUMMARIES_INBOX);
  await store.transaction(async (tx) => tx.delete(PROJECTION_CHECKPOINTS, PLAN_SUMMARIES_PROJECTION.name));
  let after = 0;
  let events = 0;
  for (;;) {
    const page = await store.outbox.read(after, 1_000);
    if (page.length === 0) return { events };
    await store.transaction(async (tx) => {
      events += await applyToPlanSummaries(
        tx,
        page.map((r) => r.event),
      );
    });
    after = page[page.length - 1].seq;
  }
}
