import { changeLogFieldLabel, labelText, type actionPlansEvents, type EventData } from '@esg/contracts';

/*
 * What each action-plans event means to people: whether it notifies, the notification's text, and
 * the change-log entry (summary, before/after values, details). One row per event type; the mapped
 * type makes a new event type a compile error here until it is given a row.
 */

export type ActionPlanEventType = keyof typeof actionPlansEvents;
export type NotificationKind =
  | 'plan'
  | 'recommendation'
  | 'comment'
  | 'internal-note'
  | 'deliverable'
  | 'change-request'
  | 'data-request'
  | 'value-comment';

export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

export interface ChangeDescription {
  summary: string;
  changes: Change[];
  details: Record<string, unknown>;
}

interface Rule<T extends ActionPlanEventType> {
  kind: NotificationKind;
  /** False for edits of text (comment edits, note edits): logged, not notified. */
  notifies: boolean;
  message(data: EventData<T>): string;
  change(data: EventData<T>): ChangeDescription;
}

/** Field names as people read them (libs/contracts labels.ts): "due date, priority". */
const fieldNames = (changes: Record<string, unknown>): string =>
  Object.keys(changes)
    .sort()
    .map((field) => changeLogFieldLabel(field).label.toLowerCase())
    .join(', ');
/** "2030-03-31" → "31 Mar 2030" (due dates are calendar dates, shown in UTC). */
const day = (iso: string): string => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};
const quoted = (title: string): string => `"${title}"`;
const change = (field: string, before: unknown, after: unknown): Change => ({ field, before, after });
const fromRecord = (changes: Record<string, { before?: unknown; after?: unknown }>): Change[] =>
  Object.entries(changes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, c]) => change(field, c.before ?? null, c.after ?? null));
const fileNames = (files: ReadonlyArray<{ name: string }>): string[] => files.map((f) => f.name);

export const ACTION_PLAN_EVENT_RULES: { [T in ActionPlanEventType]: Rule<T> } = {
  'action-plans.plan.created.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) =>
      d.relatedPlanId
        ? `Related action plan ${quoted(d.title)} was created`
        : `Action plan ${quoted(d.title)} was created`,
    change: (d) => ({
      summary: `Created the action plan ${quoted(d.title)}`,
      changes: [],
      details: {
        status: d.status,
        reportingCycle: d.reportingCycle,
        year: d.year,
        esAdvisorUserId: d.esAdvisorUserId,
        assignedUserIds: d.assignedUserIds,
        relatedPlanId: d.relatedPlanId,
      },
    }),
  },
  'action-plans.plan.updated.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) => `Action plan ${quoted(d.title)} was updated (${fieldNames(d.changes)})`,
    change: (d) => ({ summary: 'Updated the action plan', changes: fromRecord(d.changes), details: {} }),
  },
  'action-plans.plan.draft-sent.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) => `Action plan ${quoted(d.title)} was sent to the portfolio company`,
    change: (d) => ({
      summary: 'Sent the draft to the portfolio company',
      changes: [change('status', d.before, d.after)],
      details: {},
    }),
  },
  'action-plans.plan.published.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) => `Action plan ${quoted(d.title)} was published`,
    change: (d) => ({
      summary: 'Published the action plan',
      changes: [change('status', d.before, d.after)],
      details: {},
    }),
  },
  'action-plans.plan.unpublished.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) => `Action plan ${quoted(d.title)} was unpublished`,
    change: (d) => ({
      summary: 'Unpublished the action plan',
      changes: [change('status', d.before, d.after)],
      details: {},
    }),
  },
  'action-plans.plan.signed-off.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) => `Action plan ${quoted(d.title)} was signed off`,
    change: (d) => ({
      summary: 'Signed off the action plan',
      changes: [change('status', d.before, 'signed-off')],
      details: { signOffMessage: d.signOffMessage },
    }),
  },
  'action-plans.plan.deleted.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) => `Action plan ${quoted(d.title)} was deleted`,
    change: (d) => ({
      summary: 'Deleted the action plan',
      changes: [change('status', d.status, null)],
      details: { recommendationIds: d.recommendationIds },
    }),
  },
  'action-plans.plan.es-advisor-transferred.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) => `The ES advisor of action plan ${quoted(d.title)} changed`,
    change: (d) => ({
      summary: 'Transferred the ES advisor',
      changes: [change('esAdvisorUserId', d.before, d.after)],
      details: {},
    }),
  },
  'action-plans.plan.users-assigned.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) => `Users were assigned to action plan ${quoted(d.title)}`,
    change: (d) => ({
      summary: 'Assigned users',
      changes: [change('assignedUserIds', d.before, d.after)],
      details: { userIds: d.userIds },
    }),
  },
  'action-plans.plan.users-removed.v1': {
    kind: 'plan',
    notifies: true,
    message: (d) => `Users were removed from action plan ${quoted(d.title)}`,
    change: (d) => ({
      summary: 'Removed users',
      changes: [change('assignedUserIds', d.before, d.after)],
      details: { userIds: d.userIds },
    }),
  },
  'action-plans.recommendation.created.v1': {
    kind: 'recommendation',
    notifies: true,
    message: (d) => `Recommendation ${quoted(d.recommendationTitle)} was added`,
    change: (d) => ({
      summary: `Added the recommendation ${quoted(d.recommendationTitle)}`,
      changes: [],
      details: {
        performanceStandardId: d.performanceStandardId,
        priority: d.priority,
        dueDate: d.dueDate,
        status: d.status,
      },
    }),
  },
  'action-plans.recommendation.updated.v1': {
    kind: 'recommendation',
    notifies: true,
    message: (d) => `Recommendation ${quoted(d.recommendationTitle)} was updated (${fieldNames(d.changes)})`,
    change: (d) => ({
      summary: `Updated the recommendation ${quoted(d.recommendationTitle)}`,
      changes: fromRecord(d.changes),
      details: {},
    }),
  },
  'action-plans.recommendation.status-changed.v1': {
    kind: 'recommendation',
    notifies: true,
    message: (d) =>
      `Status of ${quoted(d.recommendationTitle)} changed from ${labelText('recommendationStatus', d.before)} to ${labelText('recommendationStatus', d.after)}`,
    change: (d) => ({
      summary: `Changed the status of ${quoted(d.recommendationTitle)}`,
      changes: [change('status', d.before, d.after)],
      details: {},
    }),
  },
  'action-plans.recommendation.signed-off.v1': {
    kind: 'recommendation',
    notifies: true,
    message: (d) => `Recommendation ${quoted(d.recommendationTitle)} was signed off`,
    change: (d) => ({
      summary: `Signed off the recommendation ${quoted(d.recommendationTitle)}`,
      changes: [change('status', d.before, 'signed-off')],
      details: { signOffMessage: d.signOffMessage },
    }),
  },
  'action-plans.recommendation.deleted.v1': {
    kind: 'recommendation',
    notifies: true,
    message: (d) => `Recommendation ${quoted(d.recommendationTitle)} was deleted`,
    change: (d) => ({
      summary: `Deleted the recommendation ${quoted(d.recommendationTitle)}`,
      changes: [change('status', d.status, null)],
      details: {},
    }),
  },
  'action-plans.recommendation.progress-tag-added.v1': {
    kind: 'recommendation',
    notifies: true,
    message: (d) =>
      `Progress tag "${labelText('progressTag', d.tag)}" was added to ${quoted(d.recommendationTitle)}`,
    change: (d) => ({
      summary: `Added the progress tag "${labelText('progressTag', d.tag)}" to ${quoted(d.recommendationTitle)}`,
      changes: [],
      details: { tag: d.tag, note: d.note },
    }),
  },
  'action-plans.recommendation.additional-commentary-set.v1': {
    kind: 'recommendation',
    notifies: true,
    message: (d) => `Additional commentary on ${quoted(d.recommendationTitle)} was updated`,
    change: (d) => ({
      summary: 'Set the additional commentary',
      changes: [change('additionalCommentary', d.before, d.after)],
      details: { advisorDocument: d.advisorDocument?.name ?? null },
    }),
  },
  'action-plans.recommendation.verify-document-set.v1': {
    kind: 'recommendation',
    notifies: true,
    message: (d) => `A verification document was added to ${quoted(d.recommendationTitle)}`,
    change: (d) => ({
      summary: 'Set the verification document',
      changes: [change('verifyDocument', d.before?.name ?? null, d.after.name)],
      details: {},
    }),
  },
  'action-plans.recommendation.due-date-changed.v1': {
    kind: 'recommendation',
    notifies: true,
    message: (d) =>
      `Due date of ${quoted(d.recommendationTitle)} changed from ${day(d.before)} to ${day(d.after)}`,
    change: (d) => ({
      summary: `Changed the due date of ${quoted(d.recommendationTitle)}`,
      changes: [change('dueDate', d.before, d.after)],
      details: { changeRequestId: d.changeRequestId },
    }),
  },
  'action-plans.comment.added.v1': {
    kind: 'comment',
    notifies: true,
    message: (d) => `New comment on ${quoted(d.recommendationTitle)}`,
    change: (d) => ({
      summary: `Commented on ${quoted(d.recommendationTitle)}`,
      changes: [],
      details: { commentId: d.commentId, comment: d.comment },
    }),
  },
  'action-plans.comment.edited.v1': {
    kind: 'comment',
    notifies: false,
    message: (d) => `A comment on ${quoted(d.recommendationTitle)} was edited`,
    change: (d) => ({
      summary: 'Edited a comment',
      changes: [change('comment', d.before, d.after)],
      details: { commentId: d.commentId },
    }),
  },
  'action-plans.comment.deleted.v1': {
    kind: 'comment',
    notifies: false,
    message: (d) => `A comment on ${quoted(d.recommendationTitle)} was deleted`,
    change: (d) => ({
      summary: 'Deleted a comment',
      changes: [change('comment', d.comment, null)],
      details: { commentId: d.commentId },
    }),
  },
  'action-plans.internal-note.added.v1': {
    kind: 'internal-note',
    notifies: true,
    message: (d) => `New internal note on ${quoted(d.recommendationTitle)}`,
    change: (d) => ({
      summary: `Added an internal note on ${quoted(d.recommendationTitle)}`,
      changes: [],
      details: { noteId: d.noteId, note: d.note },
    }),
  },
  'action-plans.internal-note.updated.v1': {
    kind: 'internal-note',
    notifies: false,
    message: (d) => `An internal note on ${quoted(d.recommendationTitle)} was updated`,
    change: (d) => ({
      summary: 'Updated an internal note',
      changes: [change('note', d.before, d.after)],
      details: { noteId: d.noteId },
    }),
  },
  'action-plans.deliverable.files-uploaded.v1': {
    kind: 'deliverable',
    notifies: true,
    message: (d) => `${d.files.length} deliverable file(s) uploaded for ${quoted(d.recommendationTitle)}`,
    change: (d) => ({
      summary: 'Uploaded deliverable files',
      changes: [],
      details: { files: fileNames(d.files) },
    }),
  },
  'action-plans.deliverable.rated.v1': {
    kind: 'deliverable',
    notifies: true,
    message: (d) => `The deliverable of ${quoted(d.recommendationTitle)} was rated ${d.after}/5`,
    change: (d) => ({
      summary: 'Rated the deliverable',
      changes: [change('rating', d.before, d.after)],
      details: {},
    }),
  },
  'action-plans.change-request.created.v1': {
    kind: 'change-request',
    notifies: true,
    message: (d) =>
      `Due date change requested for ${quoted(d.recommendationTitle)}: ${day(d.currentDueDate)} to ${day(d.requestedDueDate)}`,
    change: (d) => ({
      summary: 'Requested a due date change',
      changes: [],
      details: {
        changeRequestId: d.changeRequestId,
        currentDueDate: d.currentDueDate,
        requestedDueDate: d.requestedDueDate,
        reason: d.reason,
      },
    }),
  },
  'action-plans.change-request.approved.v1': {
    kind: 'change-request',
    notifies: true,
    message: (d) => `Due date change for ${quoted(d.recommendationTitle)} was approved`,
    change: (d) => ({
      summary: 'Approved the due date change request',
      changes: [change('changeRequestStatus', 'pending', 'approved')],
      details: {
        changeRequestId: d.changeRequestId,
        requestedDueDate: d.requestedDueDate,
        comment: d.comment,
      },
    }),
  },
  'action-plans.change-request.rejected.v1': {
    kind: 'change-request',
    notifies: true,
    message: (d) => `Due date change for ${quoted(d.recommendationTitle)} was rejected`,
    change: (d) => ({
      summary: 'Rejected the due date change request',
      changes: [change('changeRequestStatus', 'pending', 'rejected')],
      details: {
        changeRequestId: d.changeRequestId,
        requestedDueDate: d.requestedDueDate,
        comment: d.comment,
      },
    }),
  },
};

export const isActionPlanEvent = (type: string): type is ActionPlanEventType =>
  Object.prototype.hasOwnProperty.call(ACTION_PLAN_EVENT_RULES, type);

/** Internal notes are for the investor side: never notified to, nor logged for, the portfolio company. */
export const isInvestorOnly = (type: ActionPlanEventType): boolean =>
  type.startsWith('action-plans.internal-note.');

/** The fields every action-plans event carries (libs/contracts planRef / recommendationRef). */
export interface PlanEventRef {
  planId: number;
  portfolioCompanyId: number;
  gpCompanyId: number;
  actorId: number;
  concernedUserIds: number[];
  recommendationId?: number;
  recommendationTitle?: string;
}

/** The SPA path a notification links to (routes of spec 2.1); none once the plan is deleted. */
export function linkOf(type: ActionPlanEventType, ref: PlanEventRef): string | null {
  if (type === 'action-plans.plan.deleted.v1') return null;
  const plan = `/action-plans/detail/${ref.planId}`;
  if (ref.recommendationId === undefined || type === 'action-plans.recommendation.deleted.v1') return plan;
  return `${plan}/recommendation/${ref.recommendationId}`;
}
