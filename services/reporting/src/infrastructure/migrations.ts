import { PROJECTION_CHECKPOINTS } from '@esg/messaging';
import type { Migration } from '@esg/persistence';

export const PAI_TEXTS = 'pai_texts';
export const PAI_TEXT_HISTORY = 'pai_text_history';
/** The PAI read model (projections/pai.projection.ts): what it keeps from events, and the statements. */
export const PAI_FUNDS = 'pai_funds';
export const PAI_POSITIONS = 'pai_positions';
export const PAI_PUBLICATIONS = 'pai_publications';
export const PAI_STATEMENTS = 'pai_statements';
export const CHECKPOINTS = PROJECTION_CHECKPOINTS;

/** Version 1 creates the outbox, inbox and sequences; the PAI migrations use versions 10–29. */
export const reportingMigrations: Migration[] = [
  { version: 1, name: 'outbox, inbox and sequences' },
  {
    version: 10,
    name: 'PAI report texts and their history',
    collections: [
      { name: PAI_TEXTS, indexes: [{ fields: ['companyId', 'fundKey', 'year'] }] },
      {
        name: PAI_TEXT_HISTORY,
        indexes: [{ fields: ['textId', 'version'] }, { fields: ['companyId', 'fundKey', 'year', 'version'] }],
      },
    ],
  },
  {
    version: 30,
    name: 'PAI read model: funds, positions, publications, statements, projection checkpoints',
    collections: [
      { name: PAI_FUNDS, indexes: [{ fields: ['companyId'] }] },
      { name: PAI_POSITIONS, indexes: [{ fields: ['fundId', 'year'] }, { fields: ['companyId', 'year'] }] },
      { name: PAI_PUBLICATIONS, indexes: [{ fields: ['companyId', 'year'] }] },
      { name: PAI_STATEMENTS, indexes: [{ fields: ['companyId', 'year'] }] },
      { name: CHECKPOINTS },
    ],
  },
];
