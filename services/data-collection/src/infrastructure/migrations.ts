import type { Migration } from '@esg/persistence';

export const dataCollectionMigrations: Migration[] = [
  {
    version: 1,
    name: 'companies, funds and the standards catalogue',
    collections: [
      { name: 'companies', indexes: [{ fields: ['parent_id'] }, { fields: ['type'] }] },
      { name: 'funds', indexes: [{ fields: ['company_id'] }] },
      { name: 'standards' },
    ],
  },
  {
    version: 2,
    name: 'published response summaries and optional indicator selections',
    collections: [
      { name: 'published_responses', indexes: [{ fields: ['companyId', 'standardId', 'year'] }] },
      { name: 'optional_indicator_selections', indexes: [{ fields: ['companyId'] }] },
    ],
  },
  {
    version: 30,
    name: 'fund positions, user directory and company change history (issue 9)',
    collections: [
      { name: 'fund_positions', indexes: [{ fields: ['fundId'] }, { fields: ['company_id'] }] },
      { name: 'user_directory', indexes: [{ fields: ['companyId'] }, { fields: ['email'] }] },
      { name: 'company_changes', indexes: [{ fields: ['companyId'] }] },
      { name: 'companies', indexes: [{ fields: ['contact_email'] }] },
    ],
  },
];
