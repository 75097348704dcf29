import type {
  Capabilities,
  ChangeRequestView,
  CommentView,
  InternalNoteView,
  PlanView,
  RecommendationView,
} from '@esg/contracts';
import type { ChangeRequest, Comment, InternalNote } from '../domain/discussion';
import type { Plan } from '../domain/plan';
import { visualStatus, type Recommendation, type StoredFile } from '../domain/recommendation';
import type { PlanAccess } from './access';

/*
 * What the API answers, in the shapes declared in libs/contracts (action-plans.ts, "Responses"):
 * each presenter names every field, so a stored field never leaks and a declared one is never missed.
 */
export type { PlanView, RecommendationView } from '@esg/contracts';

/** A plan as the API returns it. */
export function presentPlan(plan: Plan): PlanView {
  return {
    id: plan.planId,
    title: plan.title,
    description: plan.description,
    portfolioCompanyId: plan.portfolioCompanyId,
    gpCompanyId: plan.gpCompanyId,
    reportingCycle: plan.reportingCycle,
    year: plan.year,
    facilityIds: plan.facilityIds,
    status: plan.status,
    isPublished: plan.isPublished,
    esAdvisorUserId: plan.esAdvisorUserId,
    assignedUserIds: plan.assignedUserIds,
    additionalCommentary: plan.additionalCommentary,
    relatedPlanId: plan.relatedPlanId,
    createdBy: plan.createdBy,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
    sentAt: plan.sentAt,
    publishedAt: plan.publishedAt,
    signedOffAt: plan.signedOffAt,
    signedOffBy: plan.signedOffBy,
    signOffMessage: plan.signOffMessage,
  };
}

/** What the caller may do, so the screens show only the buttons that will work. */
export function capabilities(access: PlanAccess): Capabilities {
  return {
    side: access.side,
    canDecide: access.decide,
    canDraft: access.draft,
    canWork: access.work,
    seesInternalNotes: access.seesInternalNotes,
    canDownloadFiles: access.downloadsFiles,
  };
}

const presentFile = (file: StoredFile) => ({
  fileId: file.fileId,
  name: file.name,
  mediaType: file.mediaType,
  size: file.size,
  uploadedBy: file.uploadedBy,
  uploadedAt: file.uploadedAt,
});

export const presentComment = (c: Comment): CommentView => ({
  commentId: c.commentId,
  recommendationId: c.recommendationId,
  planId: c.planId,
  authorId: c.authorId,
  comment: c.comment,
  createdAt: c.createdAt,
  editedAt: c.editedAt,
});

export const presentInternalNote = (n: InternalNote): InternalNoteView => ({
  noteId: n.noteId,
  recommendationId: n.recommendationId,
  planId: n.planId,
  authorId: n.authorId,
  note: n.note,
  createdAt: n.createdAt,
  editedAt: n.editedAt,
});

export const presentChangeRequest = (cr: ChangeRequest): ChangeRequestView => ({
  changeRequestId: cr.changeRequestId,
  recommendationId: cr.recommendationId,
  planId: cr.planId,
  type: cr.type,
  currentDueDate: cr.currentDueDate,
  requestedDueDate: cr.requestedDueDate,
  reason: cr.reason,
  status: cr.status,
  requestedBy: cr.requestedBy,
  requestedAt: cr.requestedAt,
  decidedBy: cr.decidedBy,
  decidedAt: cr.decidedAt,
  decisionComment: cr.decisionComment,
});

/** A recommendation as the API returns it; internal-note counts only for the investor side. */
export function presentRecommendation(
  rec: Recommendation,
  access: Pick<PlanAccess, 'seesInternalNotes'>,
  counts?: { comments: number; internalNotes: number },
): RecommendationView {
  return {
    id: rec.recommendationId,
    actionPlanId: rec.planId,
    portfolioCompanyId: rec.portfolioCompanyId,
    title: rec.title,
    description: rec.description,
    performanceStandardId: rec.performanceStandardId,
    priority: rec.priority,
    dueDate: rec.dueDate,
    dueDateTrigger: rec.dueDateTrigger,
    facilityId: rec.facilityId,
    deliverableDescription: rec.deliverableDescription,
    paiIndicatorIds: rec.paiIndicatorIds ?? [],
    status: rec.status,
    visualStatus: visualStatus(rec),
    isSignedOff: rec.status === 'signed-off',
    progressTags: rec.progressTags.map((t) => ({
      tag: t.tag,
      note: t.note,
      addedBy: t.addedBy,
      addedAt: t.addedAt,
    })),
    additionalCommentary: rec.additionalCommentary,
    advisorDocument: rec.advisorDocument && presentFile(rec.advisorDocument),
    verifyDocument: rec.verifyDocument && presentFile(rec.verifyDocument),
    deliverable: {
      id: rec.recommendationId,
      files: rec.deliverableFiles.map(presentFile),
      rating: rec.deliverableRating,
    },
    submittedAt: rec.submittedAt,
    signedOffAt: rec.signedOffAt,
    signedOffBy: rec.signedOffBy,
    signOffMessage: rec.signOffMessage,
    createdAt: rec.createdAt,
    updatedAt: rec.updatedAt,
    ...(counts
      ? {
          commentCount: counts.comments,
          ...(access.seesInternalNotes ? { internalNoteCount: counts.internalNotes } : {}),
        }
      : {}),
  };
}
