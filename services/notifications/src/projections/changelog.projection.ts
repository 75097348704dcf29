import {
  ACTION_PLAN_EVENT_RULES,
  isActionPlanEvent,
  isInvestorOnly,
  type ChangeDescription,
  type PlanEventRef,
} from '../domain/action-plan-events';
import { ACTION_PLAN_TOPICS } from '../domain/topics';
import { CHANGELOG } from '../infrastructure/migrations';
import type { ChangelogRecord } from '../infrastructure/records';
import type { Projection } from './projection';

/** One change-log entry per action-plans event (id = event id): who, what, when, before and after. */
export const changelogProjection: Projection = {
  name: 'changelog',
  version: 1,
  topics: ACTION_PLAN_TOPICS,
  collections: [CHANGELOG],
  apply: async (event, tx) => {
    if (!isActionPlanEvent(event.type)) return;
    const ref = event.data as PlanEventRef;
    const rule = ACTION_PLAN_EVENT_RULES[event.type];
    const described = (rule.change as (data: unknown) => ChangeDescription)(event.data);
    await tx.put<ChangelogRecord>(CHANGELOG, {
      id: event.id,
      actionPlanId: ref.planId,
      recommendationId: ref.recommendationId ?? null,
      recommendationTitle: ref.recommendationTitle ?? null,
      eventType: event.type,
      summary: described.summary,
      actorId: ref.actorId,
      changes: described.changes,
      details: described.details,
      at: event.time,
      investorOnly: isInvestorOnly(event.type),
    });
  },
};
