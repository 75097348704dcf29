import type { Migration } from '@esg/persistence';

export const PAI_TEXTS = 'pai_texts';
export const PAI_TEXT_HISTORY = 'pai_text_history';

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
];
