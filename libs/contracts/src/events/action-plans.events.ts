import { z } from 'zod';

/*
 * Integration events of the action-plans service. Every payload names the plan, the portfolio
 * company and the GP company, the actor, and the users concerned (creator, ES advisor, assigned
 * users and the portfolio company's users on the plan), so notifications and the change log can be
 * projected from the event alone. Changed fields carry their values before and after.
 */

const positive = z.number().int().positive();
const planRef = {
  planId: positive,
  portfolioCompanyId: positive,
  gpCompanyId: positive,
  actorId: positive,
  /** Users to tell about this change (the actor excluded). */
  concernedUserIds: z.array(positive),
};
const recommendationRef = { ...planRef, recommendationId: positive, recommendationTitle: z.string() };
const fieldChange = z.object({ before: z.unknown(), after: z.unknown() });
const changes = z.record(z.string(), fieldChange);
const planStatus = z.enum(['draft', 'sent', 'published', 'signed-off']);
const recommendationStatus = z.enum(['not-started', 'in-progress', 'submitted', 'signed-off']);
const file = z.object({
  fileId: z.string().min(1),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int().nonnegative(),
});

export const planCreatedV1 = z.object({
  ...planRef,
  title: z.string(),
  status: planStatus,
  reportingCycle: z.string(),
  year: z.number().int(),
  esAdvisorUserId: positive.nullable(),
  assignedUserIds: z.array(positive),
  relatedPlanId: positive.nullable(),
});
export const planUpdatedV1 = z.object({ ...planRef, title: z.string(), changes });
export const planDraftSentV1 = z.object({
  ...planRef,
  title: z.string(),
  before: planStatus,
  after: planStatus,
});
export const planPublishStatusV1 = z.object({
  ...planRef,
  title: z.string(),
  before: planStatus,
  after: planStatus,
  isPublished: z.boolean(),
});
export const planSignedOffV1 = z.object({
  ...planRef,
  title: z.string(),
  before: planStatus,
  signOffMessage: z.string(),
});
export const planDeletedV1 = z.object({
  ...planRef,
  title: z.string(),
  status: planStatus,
  recommendationIds: z.array(positive),
});
export const planEsAdvisorTransferredV1 = z.object({
  ...planRef,
  title: z.string(),
  before: positive.nullable(),
  after: positive,
});
export const planUsersChangedV1 = z.object({
  ...planRef,
  title: z.string(),
  userIds: z.array(positive),
  before: z.array(positive),
  after: z.array(positive),
});

export const recommendationCreatedV1 = z.object({
  ...recommendationRef,
  performanceStandardId: z.number().int().min(1).max(8),
  priority: z.string(),
  dueDate: z.string(),
  status: recommendationStatus,
  /** The PAI indicators (sfdr_pai.json ids) it addresses; absent in events written before ADR 0055. */
  paiIndicatorIds: z.array(z.string()).optional(),
});
export const recommendationUpdatedV1 = z.object({ ...recommendationRef, changes });
export const recommendationStatusChangedV1 = z.object({
  ...recommendationRef,
  before: recommendationStatus,
  after: recommendationStatus,
});
export const recommendationSignedOffV1 = z.object({
  ...recommendationRef,
  before: recommendationStatus,
  signOffMessage: z.string().nullable(),
});
export const recommendationDeletedV1 = z.object({ ...recommendationRef, status: recommendationStatus });
export const recommendationProgressTagAddedV1 = z.object({
  ...recommendationRef,
  tag: z.string(),
  note: z.string().nullable(),
});
export const recommendationAdditionalCommentarySetV1 = z.object({
  ...recommendationRef,
  before: z.string().nullable(),
  after: z.string().nullable(),
  advisorDocument: file.nullable(),
});
export const recommendationVerifyDocumentSetV1 = z.object({
  ...recommendationRef,
  before: file.nullable(),
  after: file,
});
export const recommendationDueDateChangedV1 = z.object({
  ...recommendationRef,
  before: z.string(),
  after: z.string(),
  changeRequestId: positive.nullable(),
});

const commentRef = { ...recommendationRef, commentId: positive };
export const commentAddedV1 = z.object({ ...commentRef, comment: z.string() });
export const commentEditedV1 = z.object({ ...commentRef, before: z.string(), after: z.string() });
export const commentDeletedV1 = z.object({ ...commentRef, comment: z.string() });

/** Internal notes are for the investor side: concernedUserIds only ever lists investor-side users. */
const noteRef = { ...recommendationRef, noteId: positive };
export const internalNoteAddedV1 = z.object({ ...noteRef, note: z.string() });
export const internalNoteUpdatedV1 = z.object({ ...noteRef, before: z.string(), after: z.string() });

const deliverableRef = { ...recommendationRef, deliverableId: positive };
export const deliverableFilesUploadedV1 = z.object({ ...deliverableRef, files: z.array(file).min(1) });
export const deliverableRatedV1 = z.object({
  ...deliverableRef,
  before: z.number().int().nullable(),
  after: z.number().int().min(1).max(5),
});

const changeRequestRef = { ...recommendationRef, changeRequestId: positive, type: z.literal('due-date') };
export const changeRequestCreatedV1 = z.object({
  ...changeRequestRef,
  currentDueDate: z.string(),
  requestedDueDate: z.string(),
  reason: z.string(),
  requestedBy: positive,
});
export const changeRequestDecidedV1 = z.object({
  ...changeRequestRef,
  currentDueDate: z.string(),
  requestedDueDate: z.string(),
  requestedBy: positive,
  comment: z.string().nullable(),
});

export const actionPlansEvents = {
  'action-plans.plan.created.v1': planCreatedV1,
  'action-plans.plan.updated.v1': planUpdatedV1,
  'action-plans.plan.draft-sent.v1': planDraftSentV1,
  'action-plans.plan.published.v1': planPublishStatusV1,
  'action-plans.plan.unpublished.v1': planPublishStatusV1,
  'action-plans.plan.signed-off.v1': planSignedOffV1,
  'action-plans.plan.deleted.v1': planDeletedV1,
  'action-plans.plan.es-advisor-transferred.v1': planEsAdvisorTransferredV1,
  'action-plans.plan.users-assigned.v1': planUsersChangedV1,
  'action-plans.plan.users-removed.v1': planUsersChangedV1,
  'action-plans.recommendation.created.v1': recommendationCreatedV1,
  'action-plans.recommendation.updated.v1': recommendationUpdatedV1,
  'action-plans.recommendation.status-changed.v1': recommendationStatusChangedV1,
  'action-plans.recommendation.signed-off.v1': recommendationSignedOffV1,
  'action-plans.recommendation.deleted.v1': recommendationDeletedV1,
  'action-plans.recommendation.progress-tag-added.v1': recommendationProgressTagAddedV1,
  'action-plans.recommendation.additional-commentary-set.v1': recommendationAdditionalCommentarySetV1,
  'action-plans.recommendation.verify-document-set.v1': recommendationVerifyDocumentSetV1,
  'action-plans.recommendation.due-date-changed.v1': recommendationDueDateChangedV1,
  'action-plans.comment.added.v1': commentAddedV1,
  'action-plans.comment.edited.v1': commentEditedV1,
  'action-plans.comment.deleted.v1': commentDeletedV1,
  'action-plans.internal-note.added.v1': internalNoteAddedV1,
  'action-plans.internal-note.updated.v1': internalNoteUpdatedV1,
  'action-plans.deliverable.files-uploaded.v1': deliverableFilesUploadedV1,
  'action-plans.deliverable.rated.v1': deliverableRatedV1,
  'action-plans.change-request.created.v1': changeRequestCreatedV1,
  'action-plans.change-request.approved.v1': changeRequestDecidedV1,
  'action-plans.change-request.rejected.v1': changeRequestDecidedV1,
} as const;
