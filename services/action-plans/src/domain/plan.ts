import { actionPlansError } from './action-plans.errors';
import { DomainError } from '@esg/platform';
import type { ActionPlanReportingCycle, PlanStatus } from '@esg/contracts';

/** An action plan: a GP's list of E&S recommendations for one of its portfolio companies. */
export type Plan = {
  id: string;
  planId: number;
  title: string;
  description: string;
  portfolioCompanyId: number;
  gpCompanyId: number;
  reportingCycle: ActionPlanReportingCycle;
  year: number;
  facilityIds: number[];
  status: PlanStatus;
  /** True once published (and kept after sign-off): the list's isPublished filter. */
  isPublished: boolean;
  esAdvisorUserId: number | null;
  assignedUserIds: number[];
  additionalCommentary: string | null;
  relatedPlanId: number | null;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  publishedAt: string | null;
  signedOffAt: string | null;
  signedOffBy: number | null;
  signOffMessage: string | null;
  version: number;
};

export const illegal = (message: string): DomainError =>
  actionPlansError('ACTION_PLAN.ILLEGAL_TRANSITION', message);

export function planNotFound(planId: number): DomainError {
  return actionPlansError('ACTION_PLAN.NOT_FOUND', `Action plan ${planId} was not found`);
}

/** Everything but sign-off keeps a plan editable; a signed-off plan is the record of what was agreed. */
export function assertPlanOpen(plan: Plan): void {
  if (plan.status === 'signed-off')
    throw illegal(`Action plan ${plan.planId} is signed off and can no longer change`);
}

/** draft -> sent: the portfolio company sees the plan and starts working on it. */
export function sendDraft(plan: Plan, now: string): Plan {
  if (plan.status !== 'draft')
    throw illegal(`Only a draft can be sent to the portfolio company; this plan is ${plan.status}`);
  return { ...plan, status: 'sent', sentAt: now, updatedAt: now, version: plan.version + 1 };
}

/** draft|sent -> published; published -> sent (unpublish). */
export function setPublished(plan: Plan, isPublished: boolean, now: string): Plan {
  assertPlanOpen(plan);
  if (isPublished) {
    if (plan.status === 'published') throw illegal('The action plan is already published');
    return {
      ...plan,
      status: 'published',
      isPublished: true,
      publishedAt: now,
      sentAt: plan.sentAt ?? now,
      updatedAt: now,
      version: plan.version + 1,
    };
  }
  if (plan.status !== 'published')
    throw illegal(`Only a published plan can be unpublished; this plan is ${plan.status}`);
  return { ...plan, status: 'sent', isPublished: false, updatedAt: now, version: plan.version + 1 };
}

/** sent|published -> signed-off, once every recommendation is signed off. */
export function signOffPlan(
  plan: Plan,
  input: { by: number; message: string; openRecommendations: number; recommendations: number },
  now: string,
): Plan {
  if (plan.status === 'draft')
    throw illegal('A draft cannot be signed off; send it to the portfolio company first');
  assertPlanOpen(plan);
  if (input.recommendations === 0)
    throw illegal('An action plan without recommendations cannot be signed off');
  if (input.openRecommendations > 0) {
    throw illegal(
      `${input.openRecommendations} recommendation(s) are not signed off yet; sign them off first`,
    );
  }
  return {
    ...plan,
    status: 'signed-off',
    isPublished: true,
    signedOffAt: now,
    signedOffBy: input.by,
    signOffMessage: input.message,
    updatedAt: now,
    version: plan.version + 1,
  };
}

export function assertDeletable(plan: Plan): void {
  if (plan.status === 'signed-off') throw illegal('A signed-off action plan cannot be deleted');
}

/** Recommendations are added and removed while the plan is drafted or under review, never once published. */
export function assertRecommendationsEditable(plan: Plan, action: string): void {
  assertPlanOpen(plan);
  if (plan.status === 'published')
    throw illegal(`Recommendations of a published plan cannot be ${action}; unpublish it first`);
}

/** The portfolio company works on recommendations once it has the plan. */
export function assertPlanInWork(plan: Plan): void {
  if (plan.status === 'draft')
    throw illegal('The action plan is still a draft; send it to the portfolio company first');
  assertPlanOpen(plan);
}

export function fieldChanges<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T)[],
): Record<string, { before: unknown; after: unknown }> {
  const result: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      result[String(field)] = { before: before[field] ?? null, after: after[field] ?? null };
    }
  }
  return result;
}
