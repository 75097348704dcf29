import { z } from 'zod';
import type { EventData, EventType } from './events/registry';
import { queryKeys, type QueryKey } from './query-keys';

/*
 * Live updates (issue 15, docs/adr/0006-live-updates.md): what every integration event does to the
 * pages people have open. One row per event type of the registry:
 *
 * - `audience`: the Socket.IO rooms the gateway pushes to (company rooms `company:<id>` and user
 *   rooms `user:<id>`), only people who may see the change;
 * - `refs`: the ids the browser needs to find its cached data (never content: a push says *what*
 *   changed, the page refetches it through the API with the same access rules as ever);
 * - `keys`: the SPA's query keys (query-keys.ts) the change makes stale; open pages refetch them.
 *
 * The gateway turns each event into one small `entity:changed` socket event { type, refs, at }; the
 * SPA looks the type up here and invalidates `keys(refs)`. An event that no open page shows is
 * `notLive(why)`. The mapped type below makes a new event type a compile error until it has a row,
 * and test/live-updates.spec.ts checks every row against hand-written expectations.
 *
 * A read model that pushes its own changes (PAI aggregates, trends, ...) publishes an integration
 * event when its rows change (e.g. `reporting.pai-aggregate.recomputed.v1`) and adds one row here:
 *
 *   'reporting.pai-aggregate.recomputed.v1': live({
 *     audience: (d) => ({ companyIds: [d.companyId], userIds: [] }),
 *     refs: (d) => ({ companyId: d.companyId }),
 *     keys: () => [queryKeys.pai.report()],
 *   }),
 */

export type LiveRefs = Readonly<Record<string, number | string | null>>;

export interface LiveAudience {
  /** Everyone signed in for these companies (their sockets join `company:<id>`). */
  companyIds: readonly number[];
  /**
   * Only the own team of these companies: their users without a permission, so not Contributors nor
   * the outside parties, Coinvestor and Consultant (their sockets join `company-team:<id>`; rule 46,
   * internal notes). Their webhooks receive it (the company's own systems); their activity feeds do not.
   */
  companyTeamIds?: readonly number[];
  /** These users, wherever they are (`user:<id>`). */
  userIds: readonly number[];
}

export interface LiveRule<T extends EventType> {
  readonly live: true;
  audience(data: EventData<T>): LiveAudience;
  refs(data: EventData<T>): LiveRefs;
  keys(refs: LiveRefs): QueryKey[];
}

export interface NotLive {
  readonly live: false;
  /** Why no open page needs this event (kept, so a reader knows it was considered). */
  readonly why: string;
}

/** A row: refs typed by what `refs` returns, so `keys` reads them without casts. */
export function live<T extends EventType, R extends LiveRefs>(rule: {
  audience: (data: EventData<T>) => LiveAudience;
  refs: (data: EventData<T>) => R;
  keys: (refs: R) => QueryKey[];
}): LiveRule<T> {
  return { live: true, ...rule } as unknown as LiveRule<T>;
}

export const notLive = (why: string): NotLive => ({ live: false, why });

/** The socket event every live row becomes (gateway → SPA). */
export const LIVE_SOCKET_EVENT = 'entity:changed';
export const liveChangeSchema = z.object({
  type: z.string().min(1),
  refs: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  /** When the change happened (the event's time). */
  at: z.string(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/* ------------------------------------------------------------------------------------------------
 * Action plans. Every event names the plan's GP company (the whole investor side may see a plan
 * of its company) and `concernedUserIds`, the audience action-plans decided in the transaction of
 * the change: the portfolio company's users are in it only when they may see it (not while the
 * plan is a draft, never for internal notes). So the rooms are the GP company, the concerned users
 * and the actor (their other tabs).
 * ---------------------------------------------------------------------------------------------- */

interface PlanRefData {
  planId: number;
  gpCompanyId: number;
  actorId: number;
  concernedUserIds: number[];
}
interface RecommendationRefData extends PlanRefData {
  recommendationId: number;
}

const planAudience = (d: PlanRefData): LiveAudience => ({
  companyIds: [d.gpCompanyId],
  userIds: [...new Set([...d.concernedUserIds, d.actorId])],
});

/**
 * Internal notes are the GP team's own deliberation (rule 46): its own team's room, never the whole GP
 * company's (where its Coinvestors, Consultants and Contributors are too; issue 23, finding 9). The
 * concerned users are not consulted at all (a wrong payload cannot leak a note's existence).
 */
const investorAudience = (d: PlanRefData): LiveAudience => ({
  companyIds: [],
  companyTeamIds: [d.gpCompanyId],
  userIds: [d.actorId],
});

const ap = queryKeys.actionPlans;

/** A change to a plan itself: the lists (tabs, counts), the plan page, the start page. */
const planChange = <T extends EventType>(extra: (planId: number) => QueryKey[] = () => []) =>
  live<T, { planId: number }>({
    audience: (d) => planAudience(d as unknown as PlanRefData),
    refs: (d) => ({ planId: (d as unknown as PlanRefData).planId }),
    keys: ({ planId }) => [ap.lists(), ap.detail(planId), queryKeys.home(), ...extra(planId)],
  });

/** A change inside a recommendation: its page and the plan page that lists it, plus `extra`. */
const recommendationChange = <T extends EventType>(
  extra: (refs: { planId: number; recommendationId: number }) => QueryKey[] = () => [],
  audience: (d: PlanRefData) => LiveAudience = planAudience,
) =>
  live<T, { planId: number; recommendationId: number }>({
    audience: (d) => audience(d as unknown as RecommendationRefData),
    refs: (d) => {
      const r = d as unknown as RecommendationRefData;
      return { planId: r.planId, recommendationId: r.recommendationId };
    },
    keys: (refs) => [ap.recommendation(refs.recommendationId), ap.detail(refs.planId), ...extra(refs)],
  });

/**
 * What changes the counts and pills shown in lists, the performance page and the start page, and the
 * PAI report's list of linked actions (ap.paiActions(): title, status, due date, indicators).
 */
const progressKeys = () => [ap.lists(), ap.performanceStandards(), queryKeys.home(), ap.paiActions()];

/** The ids every data-collection response event carries (docs/data-collection.md, "Events"). */
interface ResponseRefData {
  responseId: number;
  companyId: number;
  requesterCompanyId: number;
}
const dc = queryKeys.dataCollection;
const responseChange = <T extends EventType>() =>
  live<T, { responseId: number; companyId: number }>({
    audience: (d) => {
      const r = d as unknown as ResponseRefData;
      return { companyIds: [...new Set([r.companyId, r.requesterCompanyId])], userIds: [] };
    },
    refs: (d) => {
      const r = d as unknown as ResponseRefData;
      return { responseId: r.responseId, companyId: r.companyId };
    },
    keys: ({ responseId, companyId }) => [
      dc.responseLists(),
      dc.response(responseId),
      dc.responseHistories(responseId),
      queryKeys.home(),
      // /analytics reads TCFD responses under its own keys; a new one may carry kept answers (ADR 0086).
      queryKeys.climate.tcfdResponses(companyId),
      queryKeys.climate.tcfdResponse(responseId),
      queryKeys.climate.tcfdHandovers(companyId),
      // A changed value changes the portfolio's quality flags (issue 27).
      dc.quality(),
    ],
  });

/**
 * A value's thread changed (ADR 0213): both companies' rooms (the page refetches through the API, which
 * shows a contributor only its own values' threads); the counts and that thread refresh.
 */
const threadChange = <T extends EventType>() =>
  live<T, { responseId: number; metricCode: string }>({
    audience: (d) => {
      const r = d as unknown as ResponseRefData;
      return { companyIds: [...new Set([r.companyId, r.requesterCompanyId])], userIds: [] };
    },
    refs: (d) => {
      const r = d as unknown as ResponseRefData & { metricCode: string };
      return { responseId: r.responseId, metricCode: r.metricCode };
    },
    keys: ({ responseId }) => [dc.threads(responseId)],
  });

export const LIVE_UPDATES: { readonly [T in EventType]: LiveRule<T> | NotLive } = {
  // --- action-plans: plans --------------------------------------------------------------------
  'action-plans.plan.created.v1': planChange(),
  'action-plans.plan.updated.v1': planChange(() => [ap.paiActions()]),
  'action-plans.plan.draft-sent.v1': planChange(),
  'action-plans.plan.published.v1': planChange(),
  'action-plans.plan.unpublished.v1': planChange(),
  'action-plans.plan.signed-off.v1': planChange(),
  // Its recommendations go with it: every cached action-plan query is stale.
  'action-plans.plan.deleted.v1': planChange(() => [ap.all()]),
  'action-plans.plan.es-advisor-transferred.v1': planChange(),
  'action-plans.plan.users-assigned.v1': planChange(),
  'action-plans.plan.users-removed.v1': planChange(),

  // --- action-plans: recommendations ----------------------------------------------------------
  'action-plans.recommendation.created.v1': recommendationChange(progressKeys),
  'action-plans.recommendation.updated.v1': recommendationChange(progressKeys),
  'action-plans.recommendation.status-changed.v1': recommendationChange(progressKeys),
  'action-plans.recommendation.signed-off.v1': recommendationChange(progressKeys),
  'action-plans.recommendation.deleted.v1': recommendationChange(progressKeys),
  'action-plans.recommendation.progress-tag-added.v1': recommendationChange(() => [queryKeys.home()]),
  'action-plans.recommendation.additional-commentary-set.v1': recommendationChange(),
  'action-plans.recommendation.verify-document-set.v1': recommendationChange(),
  'action-plans.recommendation.due-date-changed.v1': recommendationChange(progressKeys),

  // --- action-plans: comments and internal notes (the latter reach investor-side rooms only) ---
  'action-plans.comment.added.v1': recommendationChange((r) => [ap.comments(r.recommendationId)]),
  'action-plans.comment.edited.v1': recommendationChange((r) => [ap.comments(r.recommendationId)]),
  'action-plans.comment.deleted.v1': recommendationChange((r) => [ap.comments(r.recommendationId)]),
  'action-plans.internal-note.added.v1': recommendationChange(
    (r) => [ap.internalNotes(r.recommendationId)],
    investorAudience,
  ),
  'action-plans.internal-note.updated.v1': recommendationChange(
    (r) => [ap.internalNotes(r.recommendationId)],
    investorAudience,
  ),

  // --- action-plans: deliverables and change requests -----------------------------------------
  'action-plans.deliverable.files-uploaded.v1': recommendationChange(),
  'action-plans.deliverable.rated.v1': recommendationChange(),
  'action-plans.change-request.created.v1': recommendationChange(() => [queryKeys.home()]),
  'action-plans.change-request.approved.v1': recommendationChange(() => [queryKeys.home()]),
  'action-plans.change-request.rejected.v1': recommendationChange(() => [queryKeys.home()]),

  // --- notifications --------------------------------------------------------------------------
  'notifications.notification.created.v1': notLive(
    "pushed with its payload to its recipient as 'notification:created' (gateway notification-push)",
  ),
  'notifications.notification.counts-changed.v1': notLive(
    "pushed with its payload to its owner as 'notification:counts' (gateway notification-push)",
  ),
  // The change log is a read model of notifications: it says when its rows exist, so a page never
  // refetches before the entry is there. The portfolio company's room only for what it may see.
  'notifications.changelog.entry-added.v1': live<
    'notifications.changelog.entry-added.v1',
    { actionPlanId: number }
  >({
    audience: (d) => ({
      companyIds: d.visibleToPortfolioCompany ? [d.gpCompanyId, d.portfolioCompanyId] : [d.gpCompanyId],
      userIds: [],
    }),
    refs: (d) => ({ actionPlanId: d.actionPlanId }),
    keys: ({ actionPlanId }) => [queryKeys.notifications.changelog(actionPlanId)],
  }),

  // --- gateway --------------------------------------------------------------------------------
  'gateway.user.registered.v1': notLive('no open page lists a company’s users yet'),
  'gateway.user.updated.v1': live<'gateway.user.updated.v1', { userId: number }>({
    audience: (d) => ({ companyIds: [], userIds: [d.userId] }),
    refs: (d) => ({ userId: d.userId }),
    keys: () => [queryKeys.user.me()],
  }),
  'gateway.user.password-changed.v1': notLive("ended sessions are told through 'session:revoked'"),
  'gateway.user.sessions-revoked.v1': notLive(
    "the sessions' sockets are told through 'session:revoked' and disconnected (gateway session-revocation)",
  ),
  'gateway.user.registration-confirmed.v1': notLive(
    'the company is created by data-collection, which announces it as company.registered',
  ),
  'gateway.announcement.changed.v1': notLive(
    "pushed with its payload to everyone as 'announcement:changed' (gateway announcement-push)",
  ),

  // --- data-collection ------------------------------------------------------------------------
  'data-collection.company.registered.v1': live<
    'data-collection.company.registered.v1',
    { companyId: number }
  >({
    // The parent's people see a new child in their company pickers.
    audience: (d) => ({ companyIds: d.parentId === null ? [] : [d.parentId], userIds: [] }),
    refs: (d) => ({ companyId: d.companyId }),
    keys: () => [ap.portfolioCompanies(), queryKeys.companies.list()],
  }),
  'data-collection.company.registration-requested.v1': notLive(
    'a registration waits for its address to be confirmed: nobody signed in sees it',
  ),
  'data-collection.company.updated.v1': live<'data-collection.company.updated.v1', { companyId: number }>({
    audience: (d) => ({ companyIds: [d.companyId], userIds: [] }),
    refs: (d) => ({ companyId: d.companyId }),
    keys: ({ companyId }) => [queryKeys.companies.detail(companyId)],
  }),

  // --- portfolio, access, ESG data, climate and PAI (issues 8-11) -------------------------------
  // Their screens come with the screens of those issues; each replaces its notLive row with a live
  // rule when a page shows the change.
  'gateway.user.removed.v1': notLive('the access manager screen (issue 9) is not built yet'),
  'gateway.user.invitation-resent.v1': notLive('the access manager screen (issue 9) is not built yet'),
  'data-collection.fund.created.v1': notLive('the fund manager screen (issue 9) is not built yet'),
  'data-collection.fund.updated.v1': notLive('the fund manager screen (issue 9) is not built yet'),
  'data-collection.fund.holdings-changed.v1': notLive('the fund manager screen (issue 9) is not built yet'),
  'data-collection.fund.closed.v1': notLive('the fund manager screen (issue 9) is not built yet'),
  'data-collection.positions.recorded.v1': notLive('the fund manager screen (issue 9) is not built yet'),
  // Responses (issue 8): both sides of a response see every change to it: the reporting company
  // (its users and contributors, who refetch through the API and see only their assignment) and the
  // requester (the GP, or the company itself for its own data). Lists, the response, its value
  // histories and the start page are stale.
  'data-collection.response.requested.v1': responseChange<'data-collection.response.requested.v1'>(),
  'data-collection.response.status-changed.v1':
    responseChange<'data-collection.response.status-changed.v1'>(),
  'data-collection.response.value-changed.v1': responseChange<'data-collection.response.value-changed.v1'>(),
  'data-collection.response.values-imported.v1':
    responseChange<'data-collection.response.values-imported.v1'>(),
  'data-collection.response.assignments-changed.v1':
    responseChange<'data-collection.response.assignments-changed.v1'>(),
  'data-collection.response.evidence-cited.v1':
    responseChange<'data-collection.response.evidence-cited.v1'>(),
  'data-collection.response.evidence-citation-removed.v1':
    responseChange<'data-collection.response.evidence-citation-removed.v1'>(),
  'data-collection.response.evidence-removed.v1':
    responseChange<'data-collection.response.evidence-removed.v1'>(),
  'data-collection.response.reviewed.v1': responseChange<'data-collection.response.reviewed.v1'>(),
  'data-collection.response.pre-approved.v1': responseChange<'data-collection.response.pre-approved.v1'>(),
  'data-collection.response.published.v1': responseChange<'data-collection.response.published.v1'>(),
  'data-collection.response.reopened.v1': responseChange<'data-collection.response.reopened.v1'>(),
  'data-collection.response.comment-posted.v1': threadChange<'data-collection.response.comment-posted.v1'>(),
  'data-collection.response.thread-resolved.v1':
    threadChange<'data-collection.response.thread-resolved.v1'>(),
  'data-collection.response.thread-reopened.v1':
    threadChange<'data-collection.response.thread-reopened.v1'>(),
  'data-collection.response.reminder-sent.v1': notLive(
    'the sender refetches its monitoring page; the reminded users get a notification (which is pushed) and a mail',
  ),
  'data-collection.response.digest-sent.v1': notLive('a mail and a notification; no page shows digests'),
  'data-collection.response.contributor-notice-sent.v1': notLive(
    'the contributor gets a notification (which is pushed) and a mail; assignments-changed and reviewed refresh the pages',
  ),
  // The investor's country figures (ADR 0096): another open PCAF scorecard of the year shows them; the PAI
  // statements they change push their own reporting.pai-statement.recomputed.v1.
  'data-collection.country-figures.saved.v1': live({
    audience: (d) => ({ companyIds: [d.investorId], userIds: [] }),
    refs: (d) => ({ investorId: d.investorId, year: d.year }),
    keys: ({ investorId, year }) => [queryKeys.climate.pcafCountryFigures(investorId, year)],
  }),
  'data-collection.country-figures.removed.v1': live({
    audience: (d) => ({ companyIds: [d.investorId], userIds: [] }),
    refs: (d) => ({ investorId: d.investorId, year: d.year }),
    keys: ({ investorId, year }) => [queryKeys.climate.pcafCountryFigures(investorId, year)],
  }),
  // Data quality (issue 27): the company and its investor see an explanation or a resolution at once.
  'data-collection.quality-flag.explained.v1': live<
    'data-collection.quality-flag.explained.v1',
    { companyId: number | null }
  >({
    audience: (d) => ({
      companyIds: [d.companyId, d.investorId].filter((id): id is number => id !== null),
      userIds: [],
    }),
    refs: (d) => ({ companyId: d.companyId }),
    keys: () => [dc.quality()],
  }),
  'data-collection.quality-flag.resolved.v1': live<
    'data-collection.quality-flag.resolved.v1',
    { companyId: number | null }
  >({
    audience: (d) => ({
      companyIds: [d.companyId, d.investorId].filter((id): id is number => id !== null),
      userIds: [],
    }),
    refs: (d) => ({ companyId: d.companyId }),
    keys: () => [dc.quality()],
  }),
  'data-collection.quality-settings.changed.v1': live<
    'data-collection.quality-settings.changed.v1',
    { companyId: number }
  >({
    audience: (d) => ({ companyIds: [d.companyId], userIds: [] }),
    refs: (d) => ({ companyId: d.companyId }),
    keys: () => [dc.quality()],
  }),
  // GP overrides (ADR 0181): the company sees the override of its value, the investor's team its own.
  'data-collection.value-override.set.v1': live({
    audience: (d) => ({ companyIds: [d.companyId, d.investorId], userIds: [] }),
    refs: (d) => ({ companyId: d.companyId, responseId: d.responseId }),
    keys: () => [dc.quality()],
  }),
  'data-collection.value-override.removed.v1': live({
    audience: (d) => ({ companyIds: [d.companyId, d.investorId], userIds: [] }),
    refs: (d) => ({ companyId: d.companyId, responseId: d.responseId }),
    keys: () => [dc.quality()],
  }),
  // The optional PAI indicators: the company's open PAI screens and the menu's count follow the selection.
  'data-collection.company.pai-indicators-selected.v1': live({
    audience: (d) => ({ companyIds: [d.companyId], userIds: [] }),
    refs: (d) => ({ companyId: d.companyId }),
    keys: ({ companyId }) => [
      queryKeys.pai.optionalIndicators(companyId),
      ['indicators', 'optional-count', companyId] as const,
    ],
  }),
  // A saved inventory: the company's users (another tab, a colleague on the calculator or on
  // /calculations) see the new version and its Emissions summary.
  'scoring.carbon-calculation.saved.v1': live({
    audience: (d) => ({ companyIds: [d.companyId], userIds: [] }),
    refs: (d) => ({ companyId: d.companyId, period: d.period }),
    keys: ({ companyId, period }) => [
      queryKeys.climate.calculations(companyId),
      queryKeys.climate.emissionsSummary(companyId, period),
    ],
  }),
  'scoring.tcfd-assessment.handed-over.v1': notLive(
    'a one-off move of stored answers into data collection (ADR 0056); the response events that follow are live',
  ),
  'reporting.pai-text.changed.v1': live({
    audience: (d) => ({ companyIds: [d.companyId], userIds: [] }),
    refs: (d) => ({ companyId: d.companyId, year: d.year }),
    keys: ({ companyId, year }) => [queryKeys.pai.texts(companyId, year)],
  }),
  'reporting.pai-statement.recomputed.v1': live({
    audience: (d) => ({ companyIds: [d.companyId], userIds: [] }),
    refs: (d) => ({ companyId: d.companyId, fundId: d.fundId, year: d.year }),
    keys: ({ companyId, fundId, year }) => [
      fundId === null
        ? queryKeys.pai.entityStatement(companyId, year)
        : queryKeys.pai.fundStatement(fundId, year),
    ],
  }),
  // Analysis (issue 12): every analysis page of these companies refetches (dashboards, trends, benchmarks).
  'reporting.analysis.changed.v1': live({
    audience: (d) => ({ companyIds: d.companyIds, userIds: [] }),
    refs: (d) => ({ periods: d.periods.join(',') }),
    keys: () => [queryKeys.analysis.all()],
  }),
  'reporting.analysis.highlights-ready.v1': notLive(
    'mailed to the investor’s users by the gateway (highlights-mails); no page shows it',
  ),
  // The activity feed's own rows (written after the event they describe): its pages refetch.
  'gateway.activity.recorded.v1': live({
    audience: (d) => ({ companyIds: d.companyIds, userIds: [] }),
    refs: (d) => ({ sourceType: d.sourceType }),
    keys: () => [queryKeys.activitiesAll()],
  }),
};

export function isLiveEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(LIVE_UPDATES, type);
}

/** The rule of an event type, or null when it is unknown or not live. */
export function liveRuleOf(type: string): LiveRule<EventType> | null {
  if (!isLiveEventType(type)) return null;
  const rule = LIVE_UPDATES[type];
  return rule.live ? rule : null;
}

/** What the SPA invalidates for a pushed change; nothing for an unknown type (a newer server). */
export function keysOfLiveChange(change: LiveChange): QueryKey[] {
  return liveRuleOf(change.type)?.keys(change.refs) ?? [];
}

/** `<service>.<aggregate>` of every live event type: the streams the gateway's live push reads. */
export function liveTopics(): string[] {
  const topics = new Set<string>();
  for (const type of Object.keys(LIVE_UPDATES)) {
    if (!liveRuleOf(type)) continue;
    const [service, aggregate] = type.split('.');
    topics.add(`${service}.${aggregate}`);
  }
  return [...topics].sort();
}
