import { z } from 'zod';

/**
 * The activity feed (spec 2.1 /viewActivities, issue 13): what the user and their company did,
 * built by the gateway from the integration events. Who sees an activity is who the event's live
 * row reaches (live-updates.ts `audience`): its companies. Wording and links are decided here, once.
 */
export const activitySchema = z.strictObject({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  /** What it is about (a plan's or recommendation's title), when the event names it. */
  detail: z.string().nullable(),
  /** A page of the application about the thing that changed, when there is one. */
  link: z.string().nullable(),
  at: z.string(),
  actor: z.strictObject({ id: z.number(), name: z.string() }).nullable(),
  companyId: z.number(),
});
export type Activity = z.infer<typeof activitySchema>;

export const ACTIVITY_PAGE_SIZE = 30;
export const ACTIVITY_SCOPES = ['company', 'mine'] as const;
export type ActivityScope = (typeof ACTIVITY_SCOPES)[number];

/**
 * Events that are not activities of people: the notifications' own bookkeeping, mails sent by the
 * scheduler, recomputed read models, and internal notes (the GP's own, never listed where a
 * portfolio company could read them).
 */
const EXCLUDED = [
  /^notifications\./,
  /^gateway\.announcement\./,
  /^gateway\.user\.sessions-revoked\./,
  /\.digest-sent\./,
  /^reporting\./,
  /^action-plans\.internal-note\./,
  // A one-off move of stored answers between services (ADR 0056), not something a person did then.
  /^scoring\.tcfd-assessment\./,
  // The feed's own bookkeeping (its live refresh).
  /^gateway\.activity\./,
];

export const isActivity = (type: string): boolean => !EXCLUDED.some((pattern) => pattern.test(type));

/** Hand-written wording of the events people do most; any other reads from its type. */
const TITLES: Record<string, string> = {
  'action-plans.plan.created.v1': 'created an action plan',
  'action-plans.plan.updated.v1': 'updated an action plan',
  'action-plans.plan.published.v1': 'published an action plan',
  'action-plans.plan.unpublished.v1': 'unpublished an action plan',
  'action-plans.plan.draft-sent.v1': 'sent a draft action plan to the portfolio company',
  'action-plans.plan.signed-off.v1': 'signed off an action plan',
  'action-plans.plan.deleted.v1': 'deleted an action plan',
  'action-plans.recommendation.created.v1': 'added a recommendation',
  'action-plans.recommendation.status-changed.v1': 'changed the status of a recommendation',
  'action-plans.recommendation.due-date-changed.v1': 'changed the due date of a recommendation',
  'action-plans.recommendation.signed-off.v1': 'signed off a recommendation',
  'action-plans.comment.added.v1': 'commented on a recommendation',
  'action-plans.change-request.created.v1': 'asked to change a due date',
  'action-plans.change-request.approved.v1': 'approved a due-date change',
  'action-plans.change-request.rejected.v1': 'rejected a due-date change',
  'action-plans.deliverable.files-uploaded.v1': 'uploaded deliverable files',
  'action-plans.deliverable.rated.v1': 'rated a deliverable',
  'data-collection.company.registered.v1': 'registered a company',
  'data-collection.company.updated.v1': 'updated the company details',
  'data-collection.fund.created.v1': 'created a fund',
  'data-collection.fund.updated.v1': 'updated a fund',
  'data-collection.fund.closed.v1': 'closed a fund',
  'data-collection.fund.holdings-changed.v1': 'changed the holdings of a fund',
  'data-collection.positions.recorded.v1': 'recorded fund positions',
  'data-collection.response.requested.v1': 'requested ESG data',
  'data-collection.response.value-changed.v1': 'entered ESG data',
  'data-collection.response.values-imported.v1': 'imported ESG data',
  'data-collection.response.status-changed.v1': 'moved ESG data to the next step',
  'data-collection.response.reviewed.v1': 'reviewed ESG data',
  'data-collection.response.pre-approved.v1': 'handed in ESG data under automatic approval',
  'data-collection.response.published.v1': 'published ESG data',
  'data-collection.response.reopened.v1': 'reopened ESG data',
  'data-collection.response.reminder-sent.v1': 'sent a reminder for ESG data',
  'data-collection.response.assignments-changed.v1': 'changed who contributes to ESG data',
  'data-collection.response.evidence-cited.v1': 'showed where a document backs an ESG value',
  'data-collection.response.evidence-citation-removed.v1': 'took back a document backing an ESG value',
  'data-collection.response.evidence-removed.v1': 'removed an evidence document',
  'data-collection.response.contributor-notice-sent.v1': 'told a contributor about ESG data',
  'data-collection.response.comment-posted.v1': 'commented on an ESG value',
  'data-collection.response.thread-resolved.v1': 'resolved the discussion of an ESG value',
  'data-collection.response.thread-reopened.v1': 'reopened the discussion of an ESG value',
  'data-collection.quality-flag.explained.v1': 'explained a flagged ESG value',
  'data-collection.quality-flag.resolved.v1': 'resolved a flagged ESG value',
  'data-collection.quality-settings.changed.v1': 'changed the data quality thresholds',
  'data-collection.value-override.set.v1': "overrode a company's ESG value",
  'data-collection.value-override.removed.v1': "withdrew an override of a company's ESG value",
  'gateway.user.registered.v1': 'invited a user',
  'gateway.user.updated.v1': 'updated a user',
  'gateway.user.removed.v1': 'removed a user',
  'scoring.carbon-calculation.saved.v1': 'saved a carbon calculation',
};

/** "action-plans.recommendation.progress-tag-added.v1" → "recommendation: progress tag added". */
function fromType(type: string): string {
  const [, aggregate = '', fact = ''] = type.split('.');
  return `${aggregate.replace(/-/g, ' ')}: ${fact.replace(/-/g, ' ')}`;
}

export function activityTitle(type: string): string {
  return TITLES[type] ?? fromType(type);
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** What the activity is about, in a few words: a plan's or a recommendation's title when the event names one. */
export function activityDetail(data: unknown): string | null {
  const d = (data ?? {}) as Record<string, unknown>;
  for (const key of ['recommendationTitle', 'title', 'name', 'fundName', 'companyName']) {
    const value = d[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 160);
  }
  return null;
}

/** Where to look at what changed (the pages of spec 2.1), from the event's data. */
export function activityLink(type: string, data: unknown): string | null {
  const d = (data ?? {}) as Record<string, unknown>;
  if (type.startsWith('action-plans.')) {
    const plan = num(d.planId);
    return plan === null || type === 'action-plans.plan.deleted.v1'
      ? '/action-plans'
      : `/action-plans/detail/${plan}`;
  }
  if (type.startsWith('data-collection.response.')) return '/data-responses';
  if (type.startsWith('data-collection.quality-') || type.startsWith('data-collection.value-override.'))
    return '/data-quality';
  if (type.startsWith('data-collection.fund.') || type.startsWith('data-collection.positions.'))
    return '/fundManager';
  if (type.startsWith('data-collection.company.')) return '/company-details';
  if (type.startsWith('gateway.user.')) return '/access-manager';
  if (type.startsWith('scoring.carbon-calculation.')) return '/carbon-emission';
  return null;
}
