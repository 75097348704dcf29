import type { Migration } from '@esg/persistence';

export const gatewayMigrations: Migration[] = [
  {
    version: 1,
    name: 'users and sessions',
    collections: [
      { name: 'users', indexes: [{ fields: ['email'], unique: true }, { fields: ['company_id'] }] },
      { name: 'sessions', indexes: [{ fields: ['userId'] }] },
    ],
  },
  {
    version: 2,
    name: 'account tokens, two-factor, announcements, mail outbox',
    collections: [
      { name: 'users', indexes: [{ fields: ['uid'] }] },
      { name: 'account_tokens', indexes: [{ fields: ['userId'] }] },
      { name: 'two_factor_challenges', indexes: [{ fields: ['userId'] }] },
      { name: 'company_policies' },
      { name: 'announcements', indexes: [{ fields: ['enabled'] }] },
      { name: 'outgoing_mail', indexes: [{ fields: ['status'] }] },
      { name: 'gateway_settings' },
    ],
  },
  {
    version: 3,
    name: 'company directory (read model of data-collection companies)',
    collections: [{ name: 'company_directory' }],
  },
  {
    version: 50,
    name: 'company contracts (read model of data-collection companies: type and limits, issue 9)',
    collections: [{ name: 'company_contracts' }],
  },
  {
    version: 60,
    name: 'public API keys (hashed) and the companies the API is open to (issue 13)',
    collections: [
      { name: 'api_keys', indexes: [{ fields: ['keyHash'], unique: true }, { fields: ['companyId'] }] },
      { name: 'api_access' },
    ],
  },
  {
    version: 61,
    name: 'release logs (issue 13)',
    collections: [
      { name: 'release_logs', indexes: [{ fields: ['version'], unique: true }, { fields: ['status'] }] },
    ],
  },
  {
    version: 62,
    name: 'activity feed (read model of the live integration events, issue 13)',
    collections: [
      { name: 'activities', indexes: [{ fields: ['companyId', 'at'] }, { fields: ['actorId'] }] },
    ],
  },
  {
    version: 70,
    name: 'feedback and customer messages (issue 13)',
    collections: [
      { name: 'feedback', indexes: [{ fields: ['companyId'] }, { fields: ['status'] }] },
      { name: 'customer_messages', indexes: [{ fields: ['companyId'] }] },
    ],
  },
  {
    version: 71,
    name: 'webhooks and their deliveries (issue 13, docs/webhooks.md)',
    collections: [
      { name: 'webhooks', indexes: [{ fields: ['companyId'] }] },
      {
        name: 'webhook_deliveries',
        indexes: [{ fields: ['webhookId', 'createdAt'] }, { fields: ['status', 'nextAttemptAt'] }],
      },
    ],
  },
  // 330–339: assurance packs and auditors (issue 27, item 6; ADR 0218).
  {
    version: 330,
    name: "auditors' grants (scope, period, end date) and the log of every request an auditor makes",
    collections: [
      { name: 'auditor_grants', indexes: [{ fields: ['companyId'] }] },
      { name: 'auditor_access_log', indexes: [{ fields: ['userId', 'at'] }, { fields: ['companyId'] }] },
    ],
  },
];
