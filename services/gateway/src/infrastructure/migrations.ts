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
];
