import { applyCompanyDirectoryEvent, type CompanyDirectoryOptions } from '@esg/platform';
import {
  planCreatedV1,
  userRegisteredV1,
  userUpdatedV1,
  type CloudEvent,
  type EventData,
} from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import { ACTION_PLAN_TOPICS } from '../domain/topics';
import { COMPANIES, PLANS, USERS } from '../infrastructure/migrations';
import type { CompanyRecord, PlanRecord, UserRecord } from '../infrastructure/records';
import type { Projection } from './projection';

async function updatePlan(
  tx: Transaction,
  planId: number,
  change: (plan: PlanRecord) => Partial<PlanRecord>,
): Promise<void> {
  const plan = await tx.get<PlanRecord>(PLANS, String(planId));
  if (plan) await tx.put<PlanRecord>(PLANS, { ...plan, ...change(plan) });
}

async function applyPlanEvent(event: CloudEvent, tx: Transaction): Promise<void> {
  switch (event.type) {
    case 'action-plans.plan.created.v1': {
      const d = planCreatedV1.parse(event.data);
      await tx.put<PlanRecord>(PLANS, {
        id: String(d.planId),
        planId: d.planId,
        title: d.title,
        gpCompanyId: d.gpCompanyId,
        portfolioCompanyId: d.portfolioCompanyId,
        status: d.status,
        createdBy: d.actorId,
        esAdvisorUserId: d.esAdvisorUserId,
        assignedUserIds: d.assignedUserIds,
        deleted: false,
      });
      return;
    }
    case 'action-plans.plan.updated.v1': {
      const d = event.data as EventData<'action-plans.plan.updated.v1'>;
      return updatePlan(tx, d.planId, () => ({ title: d.title }));
    }
    case 'action-plans.plan.draft-sent.v1':
    case 'action-plans.plan.published.v1':
    case 'action-plans.plan.unpublished.v1': {
      const d = event.data as EventData<'action-plans.plan.published.v1'>;
      return updatePlan(tx, d.planId, () => ({ status: d.after }));
    }
    case 'action-plans.plan.signed-off.v1': {
      const d = event.data as EventData<'action-plans.plan.signed-off.v1'>;
      return updatePlan(tx, d.planId, () => ({ status: 'signed-off' }));
    }
    case 'action-plans.plan.deleted.v1': {
      const d = event.data as EventData<'action-plans.plan.deleted.v1'>;
      return updatePlan(tx, d.planId, () => ({ deleted: true }));
    }
    case 'action-plans.plan.es-advisor-transferred.v1': {
      const d = event.data as EventData<'action-plans.plan.es-advisor-transferred.v1'>;
      return updatePlan(tx, d.planId, () => ({ esAdvisorUserId: d.after }));
    }
    case 'action-plans.plan.users-assigned.v1':
    case 'action-plans.plan.users-removed.v1': {
      const d = event.data as EventData<'action-plans.plan.users-assigned.v1'>;
      return updatePlan(tx, d.planId, () => ({ assignedUserIds: d.after }));
    }
    default:
      return;
  }
}

/** Companies keep their parent as parentId here (presentation names and who invests in whom). */
const companyDirectory: CompanyDirectoryOptions<CompanyRecord> = {
  collection: COMPANIES,
  record: ({ id, companyId, name, type, parent_id }) => ({ id, companyId, name, type, parentId: parent_id }),
};

/**
 * Users (gateway.user.*), companies (data-collection.company.*) and plan membership
 * (action-plans.plan.*): what the notifications service needs to decide who may see a plan.
 */
export const directoryProjection: Projection = {
  name: 'directory',
  // 2: users keep their permission (data-request notifications leave out contributors not assigned).
  version: 2,
  topics: ['gateway.user', 'data-collection.company', ACTION_PLAN_TOPICS[0]],
  collections: [USERS, COMPANIES, PLANS],
  apply: async (event, tx) => {
    switch (event.type) {
      case 'gateway.user.registered.v1':
      case 'gateway.user.updated.v1': {
        const d =
          event.type === 'gateway.user.registered.v1'
            ? userRegisteredV1.parse(event.data)
            : userUpdatedV1.parse(event.data);
        await tx.put<UserRecord>(USERS, {
          id: String(d.userId),
          userId: d.userId,
          companyId: d.companyId,
          role: d.role,
          permission: d.permission,
          name: d.name,
        });
        return;
      }
      case 'data-collection.company.registered.v1':
      case 'data-collection.company.updated.v1':
        return applyCompanyDirectoryEvent<CompanyRecord>(companyDirectory, event, tx);
      default:
        return applyPlanEvent(event, tx);
    }
  },
};
