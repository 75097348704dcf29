import { createEvent, type actionPlansEvents, type CloudEvent } from '@esg/contracts';
import { DEMO_COMPANIES, DEMO_USERS } from '@esg/platform';

export type ActionPlanEventType = keyof typeof actionPlansEvents;

/** Demo users by role: 2 GP, 6 Coinvestor and 7 Consultant (GP company 1), 4 pc of Northwind (2). */
export const GP = 2;
export const LP = 3;
export const PC = 4;
export const OTHER_PC = 5; // Contributor of Helios Foods (4): another portfolio company
export const COINVESTOR = 6;
export const CONSULTANT = 7;
export const ADMIN = 1;

const file = { fileId: 'f-1', name: 'report.pdf', mediaType: 'application/pdf', size: 10 };

/** The type-specific part of a valid payload of every action-plans event type. */
export const SPECIFIC: { [T in ActionPlanEventType]: Record<string, unknown> } = {
  'action-plans.plan.created.v1': {
    title: 'Hollowmere ESAP',
    status: 'draft',
    reportingCycle: 'annually',
    year: 2025,
    esAdvisorUserId: CONSULTANT,
    assignedUserIds: [PC],
    relatedPlanId: null,
  },
  'action-plans.plan.updated.v1': {
    title: 'Hollowmere ESAP',
    changes: { title: { before: 'Old', after: 'Hollowmere ESAP' } },
  },
  'action-plans.plan.draft-sent.v1': { title: 'Hollowmere ESAP', before: 'draft', after: 'sent' },
  'action-plans.plan.published.v1': {
    title: 'Hollowmere ESAP',
    before: 'sent',
    after: 'published',
    isPublished: true,
  },
  'action-plans.plan.unpublished.v1': {
    title: 'Hollowmere ESAP',
    before: 'published',
    after: 'sent',
    isPublished: false,
  },
  'action-plans.plan.signed-off.v1': {
    title: 'Hollowmere ESAP',
    before: 'published',
    signOffMessage: 'Done',
  },
  'action-plans.plan.deleted.v1': { title: 'Hollowmere ESAP', status: 'sent', recommendationIds: [10] },
  'action-plans.plan.es-advisor-transferred.v1': {
    title: 'Hollowmere ESAP',
    before: CONSULTANT,
    after: COINVESTOR,
  },
  'action-plans.plan.users-assigned.v1': { title: 'Hollowmere ESAP', userIds: [PC], before: [], after: [PC] },
  'action-plans.plan.users-removed.v1': { title: 'Hollowmere ESAP', userIds: [PC], before: [PC], after: [] },
  'action-plans.recommendation.created.v1': {
    performanceStandardId: 3,
    priority: 'high',
    dueDate: '2030-01-31',
    status: 'not-started',
  },
  'action-plans.recommendation.updated.v1': { changes: { priority: { before: 'low', after: 'high' } } },
  'action-plans.recommendation.status-changed.v1': { before: 'in-progress', after: 'submitted' },
  'action-plans.recommendation.signed-off.v1': { before: 'submitted', signOffMessage: null },
  'action-plans.recommendation.deleted.v1': { status: 'not-started' },
  'action-plans.recommendation.progress-tag-added.v1': { tag: 'on-track', note: null },
  'action-plans.recommendation.additional-commentary-set.v1': {
    before: null,
    after: 'See annex',
    advisorDocument: null,
  },
  'action-plans.recommendation.verify-document-set.v1': { before: null, after: file },
  'action-plans.recommendation.due-date-changed.v1': {
    before: '2030-01-31',
    after: '2030-03-31',
    changeRequestId: 3,
  },
  'action-plans.comment.added.v1': { commentId: 1, comment: 'Looks good' },
  'action-plans.comment.edited.v1': { commentId: 1, before: 'Looks good', after: 'Looks great' },
  'action-plans.comment.deleted.v1': { commentId: 1, comment: 'Looks great' },
  'action-plans.internal-note.added.v1': { noteId: 1, note: 'Watch the contractor' },
  'action-plans.internal-note.updated.v1': { noteId: 1, before: 'Watch', after: 'Watch the contractor' },
  'action-plans.deliverable.files-uploaded.v1': { deliverableId: 10, files: [file] },
  'action-plans.deliverable.rated.v1': { deliverableId: 10, before: null, after: 4 },
  'action-plans.change-request.created.v1': {
    changeRequestId: 3,
    type: 'due-date',
    currentDueDate: '2030-01-31',
    requestedDueDate: '2030-03-31',
    reason: 'Supplier delay',
    requestedBy: PC,
  },
  'action-plans.change-request.approved.v1': {
    changeRequestId: 3,
    type: 'due-date',
    currentDueDate: '2030-01-31',
    requestedDueDate: '2030-03-31',
    requestedBy: PC,
    comment: null,
  },
  'action-plans.change-request.rejected.v1': {
    changeRequestId: 3,
    type: 'due-date',
    currentDueDate: '2030-01-31',
    requestedDueDate: '2030-03-31',
    requestedBy: PC,
    comment: 'No',
  },
};

export const ALL_TYPES = Object.keys(SPECIFIC) as ActionPlanEventType[];
export const isPlanLevel = (type: string) => type.startsWith('action-plans.plan.');

export interface PlanEventInput {
  planId?: number;
  portfolioCompanyId?: number;
  gpCompanyId?: number;
  actorId?: number;
  concernedUserIds?: number[];
  recommendationId?: number;
  recommendationTitle?: string;
  data?: Record<string, unknown>;
  time?: number;
}

/** A valid action-plans event of `type` (plan 1 of GP 1 for Northwind 2 unless told otherwise). */
export function planEvent(type: ActionPlanEventType, input: PlanEventInput = {}): CloudEvent {
  const planId = input.planId ?? 1;
  const ref: Record<string, unknown> = {
    planId,
    portfolioCompanyId: input.portfolioCompanyId ?? 2,
    gpCompanyId: input.gpCompanyId ?? 1,
    actorId: input.actorId ?? GP,
    concernedUserIds: input.concernedUserIds ?? [PC, CONSULTANT],
  };
  if (!isPlanLevel(type)) {
    ref.recommendationId = input.recommendationId ?? 10;
    ref.recommendationTitle = input.recommendationTitle ?? 'Noise monitoring';
  }
  const event = createEvent({
    type,
    source: 'action-plans',
    subject: isPlanLevel(type) ? planId : (ref.recommendationId as number),
    companyId: ref.portfolioCompanyId as number,
    actorId: ref.actorId as number,
    data: { ...ref, ...SPECIFIC[type], ...input.data },
  });
  if (input.time !== undefined) event.time = new Date(input.time).toISOString();
  return event;
}

export const companyEvents = (): CloudEvent[] =>
  DEMO_COMPANIES.map((c) =>
    createEvent({
      type: 'data-collection.company.registered.v1',
      source: 'data-collection',
      subject: c.id,
      data: {
        companyId: c.id,
        name: c.name,
        type: c.type,
        parentId: c.parent_id,
        contractType: c.contract_type,
        isActionPlanEnabled: c.is_action_plan_enabled,
      },
    }),
  );

export const userEvents = (): CloudEvent[] =>
  DEMO_USERS.map((u) =>
    createEvent({
      type: 'gateway.user.registered.v1',
      source: 'gateway',
      subject: u.id,
      data: {
        userId: u.id,
        companyId: u.company_id,
        role: u.role,
        permission: u.permission,
        email: u.email,
        name: u.name,
      },
    }),
  );
