import {
  eventCatalogue,
  keysOfLiveChange,
  LIVE_UPDATES,
  liveChangeSchema,
  liveRuleOf,
  liveTopics,
  type EventType,
} from '@esg/contracts';

/*
 * One expectation per integration event type, written by hand: which rooms the gateway pushes
 * 'entity:changed' to, which ids it carries, and which query keys the SPA refreshes. A new event in
 * the registry without a row here fails "every event type has an expectation" (and without a row in
 * LIVE_UPDATES it does not compile).
 *
 * The plan of the samples: plan 7 of GP company 1 for portfolio company 2, recommendation 70; the
 * actor is user 2 (GP); concerned users 4 (the portfolio company's user) and 7 (ES advisor).
 */

const planRef = { planId: 7, portfolioCompanyId: 2, gpCompanyId: 1, actorId: 2, concernedUserIds: [4, 7] };
const recRef = { ...planRef, recommendationId: 70, recommendationTitle: 'Noise monitoring' };
/** Internal notes: the contract says concernedUserIds lists investor-side users only. */
const noteRef = { ...recRef, concernedUserIds: [7] };
const file = { fileId: 'f-1', name: 'report.pdf', mediaType: 'application/pdf', size: 10 };
const request = {
  ...recRef,
  changeRequestId: 3,
  type: 'due-date',
  currentDueDate: '2030-01-31',
  requestedDueDate: '2030-03-31',
  requestedBy: 4,
};

const PLAN_ROOMS = { companies: [1], users: [4, 7, 2] };
/** Internal notes: the GP's own team's room (rule 46), not the whole GP company's. */
const NOTE_ROOMS = { companies: [], teams: [1], users: [2] };
const LISTS = ['action-plans', 'list'];
const DETAIL = ['action-plans', 'detail', 7];
const HOME = ['home'];
const REC = ['action-plans', 'recommendation', 70];
const PERF = ['action-plans', 'performance-standards'];
const PLAN_KEYS = [LISTS, DETAIL, HOME];
/** The PAI report's linked actions (ADR 0055): a recommendation's title, status or indicators changed. */
const PAI_ACTIONS = ['action-plans', 'pai-actions'];
const PROGRESS_KEYS = [REC, DETAIL, LISTS, PERF, HOME, PAI_ACTIONS];

interface Expectation {
  data: Record<string, unknown>;
  /** null: not pushed (notLive). */
  rooms: { companies: number[]; teams?: number[]; users: number[] } | null;
  refs?: Record<string, number | string | null>;
  keys?: unknown[][];
}

const at = '2026-01-01T00:00:00.000Z';
const fund = {
  fundId: 3,
  companyId: 1,
  name: 'Fund I',
  currency: 'EUR',
  vintage: 2024,
  sfdrClassification: 'article_8',
  strategy: null,
  portfolioCompanyIds: [2],
  gpFundIds: [],
  status: 'open',
  closedOn: null,
};
const response = {
  responseId: 13,
  companyId: 2,
  requesterCompanyId: 1,
  standardId: 1,
  frameworkVersion: '1.0.0',
  period: '2025',
  year: 2025,
  cycle: 'annually',
};
const completion = { required: 10, answered: 5, percent: 50 };
const threadContext = {
  ...response,
  metricCode: 'ghg.scope1',
  metricLabel: 'Scope 1 GHG emissions',
  companyName: 'Northwind Renewables',
  requesterName: 'Evergreen Capital Partners',
  actorId: 2,
  actorName: 'Grace Parker',
  at,
  notify: [{ userId: 4, email: 'pc@demo.test', name: 'Priya Chen', side: 'company', mentioned: true }],
};
/** A response event reaches the reporting company (2) and the requester (1), never anyone else. */
const RESPONSE_PUSH = {
  rooms: { companies: [2, 1], users: [] },
  refs: { responseId: 13, companyId: 2 },
  keys: [
    ['data-collection', 'responses', 'list'],
    ['data-collection', 'responses', 'detail', 13],
    ['data-collection', 'responses', 'history', 13],
    ['home'],
    // /analytics's own keys of the company's TCFD responses and handovers (ADR 0086).
    ['climate', 'tcfd-responses', 2],
    ['climate', 'tcfd-response', 13],
    ['climate', 'tcfd-handovers', 2],
    // A changed value changes the portfolio's quality flags (issue 27).
    ['data-collection', 'quality'],
  ],
};

const THREAD_PUSH = {
  rooms: { companies: [2, 1], users: [] },
  refs: { responseId: 13, metricCode: 'ghg.scope1' },
  keys: [['data-collection', 'threads', 13]],
};

const planTitle = { title: 'Hollowmere ESAP' };
const flagRef = {
  flagId: '2:2025:ghg.scope1:year_on_year',
  companyId: 2,
  investorId: 1,
  period: '2025',
  metricCode: 'ghg.scope1',
  check: 'year_on_year',
  valueVersionId: 'v-1',
  actorId: 4,
  at,
};
const QUALITY_KEYS = [['data-collection', 'quality']];
const EXPECTED: Record<EventType, Expectation> = {
  'action-plans.plan.created.v1': {
    data: {
      ...planRef,
      ...planTitle,
      status: 'draft',
      reportingCycle: 'annually',
      year: 2025,
      esAdvisorUserId: 7,
      assignedUserIds: [],
      relatedPlanId: null,
      // A draft: action-plans leaves the portfolio company's users out of the audience.
      concernedUserIds: [7],
    },
    rooms: { companies: [1], users: [7, 2] },
    refs: { planId: 7 },
    keys: PLAN_KEYS,
  },
  'action-plans.plan.updated.v1': {
    data: { ...planRef, ...planTitle, changes: { title: { before: 'Old', after: 'New' } } },
    rooms: PLAN_ROOMS,
    refs: { planId: 7 },
    keys: [...PLAN_KEYS, PAI_ACTIONS],
  },
  'action-plans.plan.draft-sent.v1': {
    data: { ...planRef, ...planTitle, before: 'draft', after: 'sent' },
    rooms: PLAN_ROOMS,
    refs: { planId: 7 },
    keys: PLAN_KEYS,
  },
  'action-plans.plan.published.v1': {
    data: { ...planRef, ...planTitle, before: 'sent', after: 'published', isPublished: true },
    rooms: PLAN_ROOMS,
    refs: { planId: 7 },
    keys: PLAN_KEYS,
  },
  'action-plans.plan.unpublished.v1': {
    data: { ...planRef, ...planTitle, before: 'published', after: 'sent', isPublished: false },
    rooms: PLAN_ROOMS,
    refs: { planId: 7 },
    keys: PLAN_KEYS,
  },
  'action-plans.plan.signed-off.v1': {
    data: { ...planRef, ...planTitle, before: 'published', signOffMessage: 'Done' },
    rooms: PLAN_ROOMS,
    refs: { planId: 7 },
    keys: PLAN_KEYS,
  },
  'action-plans.plan.deleted.v1': {
    data: { ...planRef, ...planTitle, status: 'sent', recommendationIds: [70] },
    rooms: PLAN_ROOMS,
    refs: { planId: 7 },
    keys: [...PLAN_KEYS, ['action-plans']],
  },
  'action-plans.plan.es-advisor-transferred.v1': {
    data: { ...planRef, ...planTitle, before: 7, after: 6 },
    rooms: PLAN_ROOMS,
    refs: { planId: 7 },
    keys: PLAN_KEYS,
  },
  'action-plans.plan.users-assigned.v1': {
    data: { ...planRef, ...planTitle, userIds: [6], before: [], after: [6] },
    rooms: PLAN_ROOMS,
    refs: { planId: 7 },
    keys: PLAN_KEYS,
  },
  'action-plans.plan.users-removed.v1': {
    data: { ...planRef, ...planTitle, userIds: [6], before: [6], after: [] },
    rooms: PLAN_ROOMS,
    refs: { planId: 7 },
    keys: PLAN_KEYS,
  },
  'action-plans.recommendation.created.v1': {
    data: {
      ...recRef,
      performanceStandardId: 3,
      priority: 'high',
      dueDate: '2030-01-31',
      status: 'not-started',
    },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: PROGRESS_KEYS,
  },
  'action-plans.recommendation.updated.v1': {
    data: { ...recRef, changes: { priority: { before: 'medium', after: 'high' } } },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: PROGRESS_KEYS,
  },
  'action-plans.recommendation.status-changed.v1': {
    data: { ...recRef, before: 'in-progress', after: 'submitted' },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: PROGRESS_KEYS,
  },
  'action-plans.recommendation.signed-off.v1': {
    data: { ...recRef, before: 'submitted', signOffMessage: null },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: PROGRESS_KEYS,
  },
  'action-plans.recommendation.deleted.v1': {
    data: { ...recRef, status: 'not-started' },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: PROGRESS_KEYS,
  },
  'action-plans.recommendation.progress-tag-added.v1': {
    data: { ...recRef, tag: 'at-risk', note: null },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL, HOME],
  },
  'action-plans.recommendation.additional-commentary-set.v1': {
    data: { ...recRef, before: null, after: 'See annex', advisorDocument: null },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL],
  },
  'action-plans.recommendation.verify-document-set.v1': {
    data: { ...recRef, before: null, after: file },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL],
  },
  'action-plans.recommendation.due-date-changed.v1': {
    data: { ...recRef, before: '2030-01-31', after: '2030-03-31', changeRequestId: 3 },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: PROGRESS_KEYS,
  },
  'action-plans.comment.added.v1': {
    data: { ...recRef, commentId: 1, comment: 'Looks good' },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL, ['action-plans', 'comments', 70]],
  },
  'action-plans.comment.edited.v1': {
    data: { ...recRef, commentId: 1, before: 'Looks good', after: 'Looks great' },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL, ['action-plans', 'comments', 70]],
  },
  'action-plans.comment.deleted.v1': {
    data: { ...recRef, commentId: 1, comment: 'Looks great' },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL, ['action-plans', 'comments', 70]],
  },
  'action-plans.internal-note.added.v1': {
    data: { ...noteRef, noteId: 1, note: 'Watch the contractor' },
    rooms: NOTE_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL, ['action-plans', 'internal-notes', 70]],
  },
  'action-plans.internal-note.updated.v1': {
    data: { ...noteRef, noteId: 1, before: 'Watch', after: 'Watch the contractor' },
    rooms: NOTE_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL, ['action-plans', 'internal-notes', 70]],
  },
  'action-plans.deliverable.files-uploaded.v1': {
    data: { ...recRef, deliverableId: 70, files: [file] },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL],
  },
  'action-plans.deliverable.rated.v1': {
    data: { ...recRef, deliverableId: 70, before: null, after: 4 },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL],
  },
  'action-plans.change-request.created.v1': {
    data: { ...request, reason: 'Supplier delay' },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL, HOME],
  },
  'action-plans.change-request.approved.v1': {
    data: { ...request, comment: null },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL, HOME],
  },
  'action-plans.change-request.rejected.v1': {
    data: { ...request, comment: 'No' },
    rooms: PLAN_ROOMS,
    refs: { planId: 7, recommendationId: 70 },
    keys: [REC, DETAIL, HOME],
  },
  'notifications.notification.created.v1': {
    data: {
      userId: 4,
      notification: {
        id: 'e-1:4',
        userId: 4,
        eventType: 'action-plans.comment.added.v1',
        kind: 'comment',
        message: 'New comment',
        actorId: 2,
        actionPlanId: 7,
        recommendationId: 70,
        pcId: 2,
        gpCompanyId: 1,
        link: '/action-plans/detail/7/recommendation/70',
        read: false,
        readAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      counts: { total: 1, read: 0, unread: 1 },
    },
    rooms: null,
  },
  'notifications.notification.counts-changed.v1': {
    data: { userId: 4, counts: { total: 1, read: 1, unread: 0 } },
    rooms: null,
  },
  'notifications.changelog.entry-added.v1': {
    data: {
      entryId: 'e-1',
      actionPlanId: 7,
      recommendationId: 70,
      gpCompanyId: 1,
      portfolioCompanyId: 2,
      visibleToPortfolioCompany: true,
    },
    rooms: { companies: [1, 2], users: [] },
    refs: { actionPlanId: 7 },
    keys: [['changelog', 7]],
  },
  'gateway.user.registered.v1': {
    data: { userId: 9, companyId: 2, role: 'pc', permission: null, email: 'new@pc.test', name: 'New' },
    rooms: null,
  },
  'gateway.user.updated.v1': {
    data: {
      userId: 9,
      companyId: 2,
      visitingCompanyId: null,
      role: 'pc',
      permission: null,
      email: 'new@pc.test',
      name: 'Renamed',
      twoFactorEnabled: false,
      changes: ['name'],
    },
    rooms: { companies: [], users: [9] },
    refs: { userId: 9 },
    keys: [['user', 'me']],
  },
  'gateway.user.password-changed.v1': {
    data: { userId: 9, reason: 'change', revokedSessions: 1 },
    rooms: null,
  },
  'gateway.user.sessions-revoked.v1': {
    data: { userId: 9, sessionIds: ['a'.repeat(64)], reason: 'member-removed' },
    rooms: null,
  },
  'gateway.user.registration-confirmed.v1': {
    data: { userId: 9, companyId: 12, email: 'new@gp.test' },
    rooms: null,
  },
  'gateway.announcement.changed.v1': {
    data: { docId: 'deployed', enabled: true, type: 'alert-info', text: 'New version', deleted: false },
    rooms: null,
  },
  'data-collection.company.registered.v1': {
    data: { companyId: 9, name: 'New PC', type: 'pc', parentId: 1 },
    rooms: { companies: [1], users: [] },
    refs: { companyId: 9 },
    keys: [
      ['action-plans', 'portfolio-companies'],
      ['company', 'list'],
    ],
  },
  'data-collection.company.registration-requested.v1': {
    data: { companyId: 12, companyType: 'gp', contact: { name: 'New', email: 'new@gp.test' } },
    rooms: null,
  },
  'data-collection.company.updated.v1': {
    data: { companyId: 2, changes: { data_collection_duration: 'annually' } },
    rooms: { companies: [2], users: [] },
    refs: { companyId: 2 },
    keys: [['company', 2]],
  },
  'data-collection.country-figures.saved.v1': {
    data: {
      investorId: 1,
      year: 2025,
      country: 'DE',
      values: { 'sov.gdp': 4_100_000_000_000, 'sov.social_violations': false },
      source: 'Eurostat 2025',
      savedBy: 2,
      savedAt: at,
    },
    rooms: { companies: [1], users: [] },
    refs: { investorId: 1, year: 2025 },
    keys: [['climate', 'pcaf-country-figures', 1, 2025]],
  },
  'data-collection.country-figures.removed.v1': {
    data: { investorId: 1, year: 2025, country: 'DE', removedBy: 2, removedAt: at },
    rooms: { companies: [1], users: [] },
    refs: { investorId: 1, year: 2025 },
    keys: [['climate', 'pcaf-country-figures', 1, 2025]],
  },
  'data-collection.company.pai-indicators-selected.v1': {
    data: {
      companyId: 1,
      indicatorIds: ['T2-4', 'T3-9'],
      added: ['T3-9'],
      removed: ['T3-1'],
      selectedBy: 2,
      selectedAt: at,
    },
    rooms: { companies: [1], users: [] },
    refs: { companyId: 1 },
    keys: [
      ['pai', 'optional-indicators', 1],
      ['indicators', 'optional-count', 1],
    ],
  },

  // Issues 8-11: not pushed until their screens exist.
  'gateway.user.removed.v1': {
    data: {
      userId: 9,
      companyId: 2,
      email: 'gone@pc.test',
      name: 'Gone',
      reason: 'removed',
      revokedSessions: 1,
    },
    rooms: null,
  },
  'gateway.user.invitation-resent.v1': {
    data: { userId: 9, companyId: 2, email: 'new@pc.test', expiresAt: '2026-01-08T00:00:00.000Z' },
    rooms: null,
  },
  'data-collection.fund.created.v1': { data: fund, rooms: null },
  'data-collection.fund.updated.v1': { data: { ...fund, changes: ['name'] }, rooms: null },
  'data-collection.fund.holdings-changed.v1': {
    data: {
      fundId: 3,
      companyId: 1,
      portfolioCompanyIds: [2],
      gpFundIds: [],
      added: { portfolioCompanyIds: [2], gpFundIds: [] },
      removed: { portfolioCompanyIds: [], gpFundIds: [] },
    },
    rooms: null,
  },
  'data-collection.fund.closed.v1': {
    data: { ...fund, status: 'closed', closedOn: '2026-01-01' },
    rooms: null,
  },
  'data-collection.positions.recorded.v1': {
    data: {
      fundId: 3,
      companyId: 1,
      date: '2025-12-31',
      currency: 'EUR',
      allInvestments: 100,
      positions: [
        { companyId: 2, country: null, instrument: 'unlisted_equity', value: 80, outstanding: null },
      ],
      version: 1,
    },
    rooms: null,
  },
  'data-collection.response.requested.v1': {
    data: {
      ...response,
      status: 'requested',
      dueDate: '2026-03-31',
      requestedBy: 2,
      requestedAt: at,
      completion,
    },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.status-changed.v1': {
    data: {
      ...response,
      before: 'in_progress',
      after: 'submitted',
      actorId: 4,
      at,
      reason: null,
      dueDate: '2026-03-31',
      completion,
      assignedUserIds: [],
    },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.value-changed.v1': {
    data: {
      ...response,
      metricCode: 'company.fte',
      valueVersionId: 'v-1',
      version: 1,
      status: 'provided',
      actorId: 4,
      at,
      completion,
    },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.values-imported.v1': {
    data: {
      ...response,
      importId: 'i-1',
      format: 'template',
      metricCodes: ['company.fte'],
      actorId: 4,
      at,
      completion,
    },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.assignments-changed.v1': {
    data: { ...response, assignments: [{ userId: 5, sectionIds: ['s-1'], metricCodes: [] }], actorId: 4, at },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.evidence-cited.v1': {
    data: {
      ...response,
      metricCode: 'ghg.scope1',
      citationId: 'c-1',
      fileId: 'f-1',
      fileName: 'annual-report.pdf',
      page: 3,
      cell: null,
      quote: 'Scope 1: 787 t',
      actorId: 4,
      at,
    },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.evidence-citation-removed.v1': {
    data: { ...response, metricCode: 'ghg.scope1', citationId: 'c-1', fileId: 'f-1', actorId: 4, at },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.evidence-removed.v1': {
    data: {
      ...response,
      metricCode: 'ghg.scope1',
      fileId: 'f-1',
      fileName: 'annual-report.pdf',
      citationIds: ['c-1'],
      overriddenMetricCodes: [],
      actorId: 4,
      at,
    },
    ...RESPONSE_PUSH,
  },
  // A value's discussion (ADR 0213): both companies' rooms; the counts and the thread refetch.
  'data-collection.response.comment-posted.v1': {
    data: {
      ...threadContext,
      commentId: 'c-1',
      replyTo: null,
      text: 'Is this the audited figure?',
      side: 'investor',
      mentions: [{ userId: 4, name: 'Priya Chen', side: 'company' }],
      reopened: false,
    },
    ...THREAD_PUSH,
  },
  'data-collection.response.thread-resolved.v1': { data: threadContext, ...THREAD_PUSH },
  'data-collection.response.thread-reopened.v1': { data: threadContext, ...THREAD_PUSH },
  'data-collection.response.reviewed.v1': {
    data: {
      ...response,
      reviewerId: 2,
      at,
      decisions: [{ metricCode: 'company.fte', valueVersionId: 'v-1', verdict: 'accepted', comment: null }],
      statusAfter: 'accepted',
    },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.pre-approved.v1': {
    data: {
      ...response,
      at,
      samplePercent: 20,
      seed: '1/2/1/2025',
      unflagged: 1,
      sampleSize: 1,
      decisions: [
        {
          metricCode: 'company.fte',
          valueVersionId: 'v-1',
          outcome: 'sampled',
          reason: "Drawn for a person's check",
        },
      ],
      statusAfter: 'submitted',
    },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.published.v1': {
    data: {
      ...response,
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      publicationNumber: 1,
      publishedAt: at,
      publishedBy: 2,
      values: [],
      unansweredMetricCodes: [],
    },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.reopened.v1': {
    data: { ...response, publicationNumber: 1, reason: 'A correction', reopenedBy: 2, reopenedAt: at },
    ...RESPONSE_PUSH,
  },
  'data-collection.response.reminder-sent.v1': {
    data: {
      responseId: 13,
      companyId: 2,
      companyName: 'Northwind Renewables',
      requesterCompanyId: 1,
      requesterName: 'Evergreen Capital Partners',
      standardId: 1,
      standardName: 'ESG',
      period: '2025',
      cycle: 'annually',
      status: 'in_progress',
      dueDate: '2026-03-31',
      reason: 'manual',
      days: null,
      key: 'manual|13|2026-03-01T00:00:00.000Z|1',
      sentAt: at,
      sentBy: 1,
      note: null,
      recipients: [{ userId: 3, email: 'pc@demo.test', name: 'Pat Chen' }],
    },
    rooms: null,
  },
  'data-collection.response.digest-sent.v1': {
    data: {
      userId: 3,
      email: 'pc@demo.test',
      name: 'Pat Chen',
      companyId: 2,
      week: '2026-W10',
      key: 'digest|3|2026-W10',
      sentAt: at,
      items: [],
    },
    rooms: null,
  },
  // Data quality (issue 27): the flagged company and its investor; the GP alone for its thresholds.
  'data-collection.quality-flag.explained.v1': {
    data: { ...flagRef, text: 'A new plant opened' },
    rooms: { companies: [2, 1], users: [] },
    refs: { companyId: 2 },
    keys: QUALITY_KEYS,
  },
  'data-collection.quality-flag.resolved.v1': {
    data: { ...flagRef, actorId: 2, action: 'accepted', comment: null },
    rooms: { companies: [2, 1], users: [] },
    refs: { companyId: 2 },
    keys: QUALITY_KEYS,
  },
  'data-collection.quality-settings.changed.v1': {
    data: {
      companyId: 1,
      thresholds: null,
      preApproval: { enabled: false, samplePercent: 20 },
      actorId: 2,
      at,
    },
    rooms: { companies: [1], users: [] },
    refs: { companyId: 1 },
    keys: QUALITY_KEYS,
  },
  'data-collection.value-override.set.v1': {
    data: {
      responseId: 13,
      companyId: 2,
      investorId: 1,
      period: '2025',
      metricCode: 'ghg.scope1',
      value: 900,
      unit: 'tCO2e',
      reason: 'The invoices show 900 t',
      evidenceIds: [],
      original: { value: 787, unit: 'tCO2e', valueVersionId: 'v-1' },
      actorId: 2,
      at,
    },
    rooms: { companies: [2, 1], users: [] },
    refs: { companyId: 2, responseId: 13 },
    keys: QUALITY_KEYS,
  },
  'data-collection.value-override.removed.v1': {
    data: {
      responseId: 13,
      companyId: 2,
      investorId: 1,
      period: '2025',
      metricCode: 'ghg.scope1',
      value: 900,
      unit: 'tCO2e',
      actorId: 2,
      at,
    },
    rooms: { companies: [2, 1], users: [] },
    refs: { companyId: 2, responseId: 13 },
    keys: QUALITY_KEYS,
  },
  'data-collection.response.contributor-notice-sent.v1': {
    data: {
      responseId: 13,
      companyId: 2,
      companyName: 'Northwind Renewables',
      requesterCompanyId: 1,
      requesterName: 'Evergreen Capital Partners',
      standardId: 1,
      standardName: 'ESG',
      period: '2025',
      dueDate: '2026-03-31',
      reason: 'assigned',
      contributor: { userId: 7, email: 'contributor@demo.test', name: 'Carlos Ortega' },
      sections: ['Environment'],
      metrics: [],
      actorId: 4,
      actorName: 'Priya Chen',
      at,
    },
    rooms: null,
  },
  'scoring.tcfd-assessment.handed-over.v1': {
    data: {
      companyId: 2,
      period: '2023',
      year: 2023,
      reportingCycle: 'annually',
      answers: [{ code: 'TCFD-AA-110a.2', selected: ['At least quarterly'] }],
      version: 2,
      assessedBy: 4,
      assessedAt: at,
    },
    rooms: null,
  },
  'scoring.carbon-calculation.saved.v1': {
    data: {
      calculationId: 1,
      companyId: 2,
      period: '2025',
      year: 2025,
      reportingCycle: 'annually',
      calculationVersion: 1,
      factorLibraries: [],
      values: [{ metric: 'ghg.scope1', value: 1.5, unit: 'tCO2e', lines: 1 }],
      link: '/carbon-emission',
      savedBy: 4,
      savedAt: at,
    },
    rooms: { companies: [2], users: [] },
    refs: { companyId: 2, period: '2025' },
    keys: [
      ['climate', 'calculations', 2],
      ['climate', 'emissions-summary', 2, '2025'],
    ],
  },
  'reporting.pai-text.changed.v1': {
    data: {
      companyId: 1,
      fundId: null,
      year: 2025,
      indicatorId: 'pai-1',
      version: 1,
      actorId: 2,
      changes: { explanation: { before: '', after: 'Text' } },
    },
    rooms: { companies: [1], users: [] },
    refs: { companyId: 1, year: 2025 },
    keys: [['pai', 'texts', 1, 2025]],
  },
  'reporting.pai-statement.recomputed.v1': {
    data: { companyId: 1, fundId: 1, year: 2025, computedAt: at, changedIndicatorIds: ['T1-1a'] },
    rooms: { companies: [1], users: [] },
    refs: { companyId: 1, fundId: 1, year: 2025 },
    keys: [['pai', 'statement', 'fund', 1, 2025]],
  },
  'reporting.analysis.changed.v1': {
    data: { companyIds: [1, 2], periods: ['2024', '2025'], at },
    rooms: { companies: [1, 2], users: [] },
    refs: { periods: '2024,2025' },
    keys: [['analysis']],
  },
  'reporting.analysis.highlights-ready.v1': {
    data: {
      key: 'highlights|1|9|1',
      investorCompanyId: 1,
      companyId: 2,
      companyName: 'Atlas',
      responseId: 9,
      publicationNumber: 1,
      period: '2025',
      previousPeriod: '2024',
      moves: [],
      improved: 0,
      worsened: 0,
      rank: null,
      ranked: 0,
      portfolio: [],
    },
    rooms: null,
  },
  'gateway.activity.recorded.v1': {
    data: { companyIds: [1, 2], sourceEventId: 'e-1', sourceType: 'data-collection.company.updated.v1', at },
    rooms: { companies: [1, 2], users: [] },
    refs: { sourceType: 'data-collection.company.updated.v1' },
    keys: [['activities']],
  },
};

describe('live updates: integration event → rooms and query keys (issue 15)', () => {
  it('every event type of the registry has a row and an expectation', () => {
    const registered = Object.keys(eventCatalogue).sort();
    expect(Object.keys(LIVE_UPDATES).sort()).toEqual(registered);
    expect(Object.keys(EXPECTED).sort()).toEqual(registered);
  });

  for (const type of Object.keys(EXPECTED) as EventType[]) {
    const expected = EXPECTED[type];
    it(`${type}: ${expected.rooms ? 'pushes to the rooms of those who may see it' : 'is not pushed'}`, () => {
      // The sample is a valid payload of the event (so the rule runs on real shapes).
      const parsed = eventCatalogue[type].safeParse(expected.data);
      expect(parsed.error?.issues ?? []).toEqual([]);
      const rule = liveRuleOf(type);
      if (!expected.rooms) {
        expect(rule).toBeNull();
        const row = LIVE_UPDATES[type];
        expect(row.live ? '' : row.why).not.toBe('');
        return;
      }
      expect(rule).not.toBeNull();
      const audience = rule!.audience(parsed.data as never);
      const teams = audience.companyTeamIds ?? [];
      expect({
        companies: [...audience.companyIds],
        ...(teams.length > 0 ? { teams: [...teams] } : {}),
        users: [...audience.userIds],
      }).toEqual(expected.rooms);
      const refs = rule!.refs(parsed.data as never);
      expect(refs).toEqual(expected.refs);
      // What the SPA does with the socket payload it receives.
      const change = liveChangeSchema.parse({ type, refs, at: '2026-01-01T00:00:00.000Z' });
      expect(keysOfLiveChange(change)).toEqual(expected.keys);
    });
  }

  it('never puts the portfolio company in the rooms of an internal note, whatever its payload says', () => {
    const rule = liveRuleOf('action-plans.internal-note.added.v1')!;
    // A payload that (wrongly) names the portfolio company's user 4 and its company.
    const audience = rule.audience({ ...recRef, noteId: 1, note: 'x' });
    expect(audience.companyIds).toEqual([]);
    expect(audience.companyTeamIds).toEqual([1]);
    expect(audience.userIds).toEqual([2]);
  });

  it('keeps the portfolio company out of a change-log entry it may not see', () => {
    const rule = liveRuleOf('notifications.changelog.entry-added.v1')!;
    const audience = rule.audience({
      entryId: 'e-2',
      actionPlanId: 7,
      recommendationId: null,
      gpCompanyId: 1,
      portfolioCompanyId: 2,
      visibleToPortfolioCompany: false,
    });
    expect(audience.companyIds).toEqual([1]);
  });

  it('ignores a pushed type it does not know (a newer server) instead of failing', () => {
    expect(keysOfLiveChange({ type: 'reporting.thing.happened.v1', refs: {}, at: '' })).toEqual([]);
  });

  it('reads the streams of the live types only', () => {
    expect(liveTopics()).toEqual([
      'action-plans.change-request',
      'action-plans.comment',
      'action-plans.deliverable',
      'action-plans.internal-note',
      'action-plans.plan',
      'action-plans.recommendation',
      'data-collection.company',
      'data-collection.country-figures',
      'data-collection.quality-flag',
      'data-collection.quality-settings',
      'data-collection.response',
      'data-collection.value-override',
      'gateway.activity',
      'gateway.user',
      'notifications.changelog',
      'reporting.analysis',
      'reporting.pai-statement',
      'reporting.pai-text',
      'scoring.carbon-calculation',
    ]);
  });
});
