import { actionPlansEvents, createEvent, type CloudEvent, type EventData } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import { requestContext } from '@esg/platform';
import type { Plan } from '../domain/plan';
import type { Recommendation } from '../domain/recommendation';
import { Directory } from '../infrastructure/directory';

export type ActionPlanEventType = keyof typeof actionPlansEvents;

/**
 * An integration event of this service. The data is checked against its contract here, so a wrong
 * payload fails the transaction instead of reaching the outbox.
 */
export function actionPlanEvent<T extends ActionPlanEventType>(
  type: T,
  input: {
    subject: number;
    plan: Plan;
    actorId: number;
    data: EventData<T>;
    aggregateVersion?: number;
    causationId?: string;
  },
): CloudEvent {
  const data = actionPlansEvents[type].parse(input.data);
  return createEvent({
    type,
    source: 'action-plans',
    subject: input.subject,
    companyId: input.plan.portfolioCompanyId,
    actorId: input.actorId,
    correlationId: requestContext.getStore()?.correlationId,
    causationId: input.causationId,
    aggregateVersion: input.aggregateVersion ?? 0,
    data,
  });
}

/**
 * The users a change concerns: creator, ES advisor, assigned users and, unless the change is
 * investor-only (internal notes, drafts), the portfolio company's users. The actor is left out.
 */
/** Who an event is for: everyone of the plan, the investor side (drafts), or the GP's own team (internal notes). */
export type EventAudience = 'all' | 'investor' | 'gp-team';

export async function concernedUsers(
  directory: Directory,
  plan: Plan,
  actorId: number,
  reader: DocumentReader,
  audience: EventAudience = plan.status === 'draft' ? 'investor' : 'all',
): Promise<number[]> {
  const ids = new Set<number>([plan.createdBy, ...(plan.esAdvisorUserId ? [plan.esAdvisorUserId] : [])]);
  const assigned = await directory.users(plan.assignedUserIds, reader);
  for (const user of assigned)
    if (audience === 'all' || user.companyId === plan.gpCompanyId) ids.add(user.userId);
  if (audience === 'gp-team') {
    // Internal notes stay with the GP's own team: no outside party, even as ES advisor.
    for (const user of await directory.users([...ids], reader))
      if (user.permission !== null) ids.delete(user.userId);
  }
  if (audience === 'all')
    for (const user of await directory.usersOfCompany(plan.portfolioCompanyId, reader)) ids.add(user.userId);
  ids.delete(actorId);
  return [...ids].sort((a, b) => a - b);
}

export function planRef(plan: Plan, actorId: number, concernedUserIds: number[]) {
  return {
    planId: plan.planId,
    portfolioCompanyId: plan.portfolioCompanyId,
    gpCompanyId: plan.gpCompanyId,
    actorId,
    concernedUserIds,
  };
}

export function recommendationRef(
  plan: Plan,
  rec: Recommendation,
  actorId: number,
  concernedUserIds: number[],
) {
  return {
    ...planRef(plan, actorId, concernedUserIds),
    recommendationId: rec.recommendationId,
    recommendationTitle: rec.title,
  };
}
