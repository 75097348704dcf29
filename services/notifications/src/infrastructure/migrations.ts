import { PROJECTION_CHECKPOINTS } from '@esg/messaging';
import type { Migration } from '@esg/persistence';

export const USERS = 'users';
export const COMPANIES = 'companies';
export const PLANS = 'plans';
export const NOTIFICATIONS = 'notifications';
export const NOTIFICATION_COUNTERS = 'notification_counters';
/** Read state is this service's own data (not a projection): it survives rebuilds. */
export const READ_MARKS = 'notification_read_marks';
export const CHANGELOG = 'changelog';
export const CHECKPOINTS = PROJECTION_CHECKPOINTS;

export const notificationsMigrations: Migration[] = [
  { version: 1, name: 'outbox, inbox and sequences' },
  {
    version: 2,
    name: 'directory, notifications, read marks, change log, projection checkpoints',
    collections: [
      { name: USERS, indexes: [{ fields: ['companyId'] }] },
      { name: COMPANIES },
      { name: PLANS, indexes: [{ fields: ['portfolioCompanyId'] }] },
      {
        name: NOTIFICATIONS,
        indexes: [
          { fields: ['userId', 'createdAt'] },
          { fields: ['userId', 'read', 'createdAt'] },
          { fields: ['userId', 'pcId', 'createdAt'] },
          { fields: ['userId', 'actionPlanId', 'createdAt'] },
        ],
      },
      { name: NOTIFICATION_COUNTERS },
      { name: READ_MARKS, indexes: [{ fields: ['userId'] }] },
      { name: CHANGELOG, indexes: [{ fields: ['actionPlanId', 'at'] }] },
      { name: CHECKPOINTS },
    ],
  },
];
