import type { Plan } from '../domain/plan';
import { visualStatus, type Recommendation } from '../domain/recommendation';
import type { PlanAccess } from './access';

/** A plan as the API returns it. */
export function presentPlan(plan: Plan, extra: Record<string, unknown> = {}) {
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
    ...extra,
  };
}
export type PlanView = ReturnType<typeof presentPlan>;

/** What the caller may do, so the screens show only the buttons that will work. */
export function capabilities(access: PlanAccess) {
  return {
    side: access.side,
    canDecide: access.decide,
    canDraft: access.draft,
    canWork: access.work,
    seesInternalNotes: access.seesInternalNotes,
  };
}

/** A recommendation as the API returns it; internal-note counts only for the investor side. */
export function presentRecommendation(
  rec: Recommendation,
  access: Pick<PlanAccess, 'seesInternalNotes'>,
  counts?: { comments: number; internalNotes: number },
) {
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
    status: rec.status,
    visualStatus: visualStatus(rec),
    isSignedOff: rec.status === 'signed-off',
    progressTags: rec.progressTags,
    additionalCommentary: rec.additionalCommentary,
    advisorDocument: rec.advisorDocument,
    verifyDocument: rec.verifyDocument,
    deliverable: { id: rec.recommendationId, files: rec.deliverableFiles, rating: rec.deliverableRating },
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
export type RecommendationView = ReturnType<typeof presentRecommendation>;
