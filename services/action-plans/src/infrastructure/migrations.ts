import type { Migration } from '@esg/persistence';

export const actionPlansMigrations: Migration[] = [
  { version: 1, name: 'outbox, inbox and sequences' },
  {
    version: 2,
    name: 'plans, recommendations, discussions, change requests, files, lookups and read models',
    collections: [
      {
        name: 'plans',
        indexes: [
          { fields: ['gpCompanyId', 'planId'] },
          { fields: ['portfolioCompanyId', 'planId'] },
          { fields: ['esAdvisorUserId'] },
        ],
      },
      { name: 'recommendations', indexes: [{ fields: ['planId', 'recommendationId'] }] },
      { name: 'comments', indexes: [{ fields: ['recommendationId', 'commentId'] }] },
      { name: 'internal_notes', indexes: [{ fields: ['recommendationId', 'noteId'] }] },
      { name: 'change_requests', indexes: [{ fields: ['recommendationId', 'status'] }] },
      { name: 'files', indexes: [{ fields: ['recommendationId'] }, { fields: ['planId'] }] },
      { name: 'facilities', indexes: [{ fields: ['companyId', 'facilityId'] }] },
      { name: 'lookups' },
      { name: 'companies', indexes: [{ fields: ['parent_id'] }] },
      { name: 'users', indexes: [{ fields: ['companyId', 'userId'] }] },
    ],
  },
  {
    version: 10,
    name: 'storage used by each company (the upload quota)',
    collections: [{ name: 'storage_usage' }, { name: 'files', indexes: [{ fields: ['chargedTo'] }] }],
  },
  {
    version: 11,
    name: 'plan summaries read model and projection checkpoints',
    collections: [{ name: 'plan_summaries' }, { name: 'projection_checkpoints' }],
  },
];
