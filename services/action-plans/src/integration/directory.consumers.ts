import {
  companyRegisteredV1,
  companyUpdatedV1,
  userRegisteredV1,
  userUpdatedV1,
  type CloudEvent,
} from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import { COMPANIES, USERS, type CompanyRecord, type UserRecord } from '../infrastructure/directory';

const COMPANY_CONSUMER = 'action-plans.company-directory';
const USER_CONSUMER = 'action-plans.user-directory';

/** Companies (hierarchy and the is_action_plan_enabled flag) from data-collection's company events. */
export async function startCompanyDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, COMPANY_CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type === 'data-collection.company.registered.v1') {
      const data = companyRegisteredV1.parse(event.data);
      await tx.put<CompanyRecord>(COMPANIES, {
        id: String(data.companyId),
        companyId: data.companyId,
        name: data.name,
        type: data.type,
        parent_id: data.parentId,
        contract_type: data.contractType ?? 'standard',
        is_action_plan_enabled: data.isActionPlanEnabled ?? false,
      });
    } else if (event.type === 'data-collection.company.updated.v1') {
      const data = companyUpdatedV1.parse(event.data);
      const current = await tx.get<CompanyRecord>(COMPANIES, String(data.companyId));
      if (!current) return;
      const flag = data.isActionPlanEnabled ?? data.changes.is_action_plan_enabled;
      const name = data.changes.name;
      await tx.put<CompanyRecord>(COMPANIES, {
        ...current,
        ...(typeof flag === 'boolean' ? { is_action_plan_enabled: flag } : {}),
        ...(typeof name === 'string' && name ? { name } : {}),
      });
    }
  });
  return runtime.bus.subscribe({
    group: COMPANY_CONSUMER,
    topics: ['data-collection.company'],
    handler: apply,
  });
}

/** Users (company, role, permission, name, e-mail) from the gateway's user events. */
export async function startUserDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, USER_CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type !== 'gateway.user.registered.v1' && event.type !== 'gateway.user.updated.v1') return;
    const data =
      event.type === 'gateway.user.registered.v1'
        ? userRegisteredV1.parse(event.data)
        : userUpdatedV1.parse(event.data);
    await tx.put<UserRecord>(USERS, {
      id: String(data.userId),
      userId: data.userId,
      companyId: data.companyId,
      role: data.role,
      permission: data.permission,
      email: data.email.toLowerCase(),
      name: data.name,
    });
  });
  return runtime.bus.subscribe({ group: USER_CONSUMER, topics: ['gateway.user'], handler: apply });
}
