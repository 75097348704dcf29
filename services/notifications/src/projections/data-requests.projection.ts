import type { Transaction } from '@esg/persistence';
import {
  dataRequestNotice,
  isDataRequestEvent,
  type DataRequestDirectory,
  type DirectoryMember,
} from '../domain/data-request-events';
import { COMPANIES, NOTIFICATION_COUNTERS, NOTIFICATIONS, USERS } from '../infrastructure/migrations';
import type { CompanyRecord, UserRecord } from '../infrastructure/records';
import { deliver } from './notifications.projection';
import type { Projection } from './projection';

/** The directory the data-request rules read: the users of the companies concerned and their names. */
async function directoryFor(tx: Transaction, companyIds: readonly number[]): Promise<DataRequestDirectory> {
  const ids = [...new Set(companyIds)];
  const users = await tx.find<UserRecord>(USERS, { companyId: { in: ids } });
  const companies = await tx.find<CompanyRecord>(COMPANIES, { companyId: { in: ids } });
  const names = new Map(companies.map((c) => [c.companyId, c.name]));
  return {
    usersOf: (companyId): DirectoryMember[] => users.filter((u) => u.companyId === companyId),
    companyName: (companyId) => names.get(companyId) ?? null,
  };
}

/**
 * Notifications of the monitoring (issue 9, docs/notifications.md "Data requests"): a company asked
 * for data, reminded of it, a response submitted, returned, accepted, published or reopened. Kind
 * `data-request`, no action plan, linked to the response. Shares the notifications and counters of
 * the action-plan notifications, so the bell counts both; rebuilt with them.
 */
export const dataRequestsProjection: Projection = {
  name: 'data-requests',
  version: 1,
  topics: ['data-collection.response'],
  // The notifications projection drops these on a rebuild; this one is always rebuilt with it.
  collections: [NOTIFICATIONS, NOTIFICATION_COUNTERS],
  apply: async (event, tx, options) => {
    if (!isDataRequestEvent(event.type)) return;
    const data = event.data as { companyId: number; requesterCompanyId: number };
    const directory = await directoryFor(tx, [data.companyId, data.requesterCompanyId]);
    const notice = dataRequestNotice(event.type, event.data, directory);
    if (notice === null || notice.recipients.length === 0) return;
    await deliver(
      event,
      notice.recipients,
      {
        eventType: event.type,
        kind: 'data-request',
        message: notice.message,
        actorId: notice.actorId,
        actionPlanId: null,
        recommendationId: null,
        pcId: notice.companyId,
        gpCompanyId: notice.requesterCompanyId,
        link: notice.link,
      },
      tx,
      options.emit,
    );
  },
};
