import { userRegisteredV1, userUpdatedV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import { startCompanyDirectory as startSharedCompanyDirectory, type ServiceRuntime } from '@esg/platform';
import { COMPANIES, USERS, type CompanyRecord, type UserRecord } from '../infrastructure/directory';

const COMPANY_CONSUMER = 'action-plans.company-directory';
const USER_CONSUMER = 'action-plans.user-directory';

/** Companies (hierarchy and the is_action_plan_enabled flag) from data-collection's company events. */
export function startCompanyDirectory(runtime: ServiceRuntime): Promise<Subscription> {
  return startSharedCompanyDirectory<CompanyRecord>(runtime, COMPANY_CONSUMER, {
    collection: COMPANIES,
    record: (entry, registered) => ({
      ...entry,
      is_action_plan_enabled: registered.isActionPlanEnabled ?? false,
    }),
    changes: (updated) => {
      const flag = updated.isActionPlanEnabled ?? updated.changes.is_action_plan_enabled;
      return typeof flag === 'boolean' ? { is_action_plan_enabled: flag } : {};
    },
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
