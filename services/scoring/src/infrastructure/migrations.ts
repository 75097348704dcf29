import type { Migration } from '@esg/persistence';

/** Scoring's collections. Versions 10-29 are the climate features' (issue 11). */
export const scoringMigrations: Migration[] = [
  { version: 1, name: 'outbox, inbox and sequences' },
  {
    version: 10,
    name: 'emission-factor library',
    collections: [
      {
        name: 'factor_libraries',
        indexes: [{ fields: ['sha256'], unique: true }, { fields: ['source', 'year'] }],
      },
      {
        name: 'emission_factors',
        indexes: [{ fields: ['libraryId'] }, { fields: ['source', 'year'] }, { fields: ['scope'] }],
      },
    ],
  },
  {
    version: 11,
    name: 'carbon calculations, TCFD assessments and the company directory',
    collections: [
      {
        name: 'carbon_calculations',
        indexes: [
          { fields: ['companyId', 'period'], unique: true },
          { fields: ['companyId', 'calculationId'] },
        ],
      },
      { name: 'tcfd_assessments', indexes: [{ fields: ['companyId', 'period'], unique: true }] },
      { name: 'companies', indexes: [{ fields: ['parent_id'] }] },
    ],
  },
  {
    // Its data step runs at every start (integration/tcfd-handover.ts): each stored assessment is sent
    // to data collection as scoring.tcfd-assessment.handed-over.v1 and removed; the collection stays,
    // empty, so an older release started on the same data still finds it.
    version: 12,
    name: 'tcfd_assessments handed over to data collection (ADR 0056)',
  },
];
