import { createEvent } from '@esg/contracts';
import {
  ACTION_PLAN_EVENT_RULES,
  isActionPlanEvent,
  isInvestorOnly,
  type ChangeDescription,
  type PlanEventRef,
} from '../domain/action-plan-events';
import { ACTION_PLAN_TOPICS } from '../domain/topics';
import { CHANGELOG, PLANS } from '../infrastructure/migrations';
import type { ChangelogRecord, PlanRecord } from '../infrastructure/records';
import type { Projection } from './projection';

/**
 * One change-log entry per action-plans event (id = event id): who, what, when, before and after.
 * Live, each entry is announced by `notifications.changelog.entry-added.v1` (an open plan page
 * refetches its log then); the plan's status in the directory, applied earlier in the same batch,
 * says whether the portfolio company may see it.
 */
export const changelogProjection: Projection = {
  name: 'changelog',
  version: 1,
  topics: ACTION_PLAN_TOPICS,
  collections: [CHANGELOG],
  apply: async (event, tx, options) => {
    if (!isActionPlanEvent(event.type)) return;
    const ref = event.data as PlanEventRef;
    const rule = ACTION_PLAN_EVENT_RULES[event.type];
    const described = (rule.change as (data: unknown) => ChangeDescription)(event.data);
    const investorOnly = isInvestorOnly(event.type);
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
      investorOnly,
    });
    if (!options.emit) return;
    const plan = await tx.get<PlanRecord>(PLANS, String(ref.planId));
    await tx.append([
      createEvent({
        type: 'notifications.changelog.entry-added.v1',
        source: 'notifications',
        subject: ref.planId,
        actorId: ref.actorId,
        companyId: ref.portfolioCompanyId,
        correlationId: event.correlationid,
        causationId: event.id,
        data: {
          entryId: event.id,
          actionPlanId: ref.planId,
          recommendationId: ref.recommendationId ?? null,
          gpCompanyId: ref.gpCompanyId,
          portfolioCompanyId: ref.portfolioCompanyId,
          visibleToPortfolioCompany:
            !investorOnly && plan !== null && !plan.deleted && plan.status !== 'draft',
        },
      }),
    ]);
  },
};
