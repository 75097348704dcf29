import { BENCHMARK_READ_MODEL_DDL } from './benchmark-tables';
import { PROJECTION_CHECKPOINTS } from '@esg/messaging';
import type { Migration } from '@esg/persistence';

export const PAI_TEXTS = 'pai_texts';
export const PAI_TEXT_HISTORY = 'pai_text_history';
/** The PAI read model (projections/pai.projection.ts): what it keeps from events, and the statements. */
export const PAI_FUNDS = 'pai_funds';
export const PAI_POSITIONS = 'pai_positions';
export const PAI_PUBLICATIONS = 'pai_publications';
export const PAI_STATEMENTS = 'pai_statements';
/** The investors' country figures the PAI read model takes for sovereign positions (ADR 0096): migration 205. */
export const PAI_COUNTRY_FIGURES = 'pai_country_figures';
/** The investors' overrides of companies' published values the PAI read model applies (ADR 0182): migration 280. */
export const PAI_OVERRIDES = 'pai_overrides';
/** Where documents back companies' values, for a figure's lineage (ADR 0220): migration 340. */
export const PAI_CITATIONS = 'pai_citations';
export const CHECKPOINTS = PROJECTION_CHECKPOINTS;
/** Each company's optional PAI indicators (integration/pai-selections.consumer.ts): migration 31. */
export const PAI_SELECTIONS = 'pai_selections';
/** The analysis read model (projections/analysis.projection.ts, issue 12): migrations 40–49. */
export const ANALYSIS_COMPANIES = 'analysis_companies';
export const ANALYSIS_FUNDS = 'analysis_funds';
export const ANALYSIS_POSITIONS = 'analysis_positions';
export const ANALYSIS_RESPONSES = 'analysis_responses';
export const ANALYSIS_PUBLICATIONS = 'analysis_publications';
export const ANALYSIS_VALUES = 'analysis_values';
export const ANALYSIS_AGGREGATES = 'analysis_aggregates';
/** The investors' overrides the analysis read model applies to their figures (ADR 0184): migration 281. */
export const ANALYSIS_OVERRIDES = 'analysis_overrides';
/** Double materiality assessments (issue 12, /materiality): migration 41. */
export const MATERIALITY_ASSESSMENTS = 'materiality_assessments';
export const MATERIALITY_HISTORY = 'materiality_history';
/** EDCI submissions (issue 13, docs/edci.md): migration 50; the GP keys and user names they need. */
export const EDCI_SUBMISSIONS = 'edci_submissions';
export const EDCI_COMPANIES = 'edci_companies';
export const EDCI_USERS = 'edci_users';
/** The GP-written sections of the PAI statement and the periodic report (issue 26), with every version. */
export const SFDR_TEXTS = 'sfdr_texts';
export const SFDR_TEXT_HISTORY = 'sfdr_text_history';
export const SFDR_INVESTMENT_CLASSES = 'sfdr_investment_classes';

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
  {
    version: 205,
    name: 'PAI read model: the investors’ country figures for their sovereign positions',
    collections: [{ name: PAI_COUNTRY_FIGURES, indexes: [{ fields: ['investorId', 'year'] }] }],
  },
  {
    version: 280,
    name: 'PAI read model: the investors’ overrides of their companies’ published values',
    collections: [{ name: PAI_OVERRIDES, indexes: [{ fields: ['investorId', 'companyId'] }] }],
  },
  {
    version: 340,
    name: 'PAI read model: where documents back the companies’ values, for the lineage of a figure',
    collections: [{ name: PAI_CITATIONS, indexes: [{ fields: ['companyId', 'period'] }] }],
  },
  {
    version: 281,
    name: 'Analysis read model: the investors’ overrides of their companies’ published values',
    collections: [{ name: ANALYSIS_OVERRIDES, indexes: [{ fields: ['investorId', 'period'] }] }],
  },
  {
    version: 31,
    name: 'PAI: the optional indicators each company selected (for the EET Considered fields)',
    collections: [{ name: PAI_SELECTIONS, indexes: [{ fields: ['companyId'] }] }],
  },
  {
    version: 40,
    name: 'Analysis read model: companies, funds, positions, responses, published values, aggregates',
    collections: [
      { name: ANALYSIS_COMPANIES, indexes: [{ fields: ['parentId'] }] },
      { name: ANALYSIS_FUNDS, indexes: [{ fields: ['companyId'] }] },
      { name: ANALYSIS_POSITIONS, indexes: [{ fields: ['fundId', 'year'] }] },
      {
        name: ANALYSIS_RESPONSES,
        indexes: [{ fields: ['requesterCompanyId', 'period'] }, { fields: ['companyId', 'period'] }],
      },
      { name: ANALYSIS_PUBLICATIONS, indexes: [{ fields: ['companyId', 'period'] }] },
      {
        name: ANALYSIS_VALUES,
        indexes: [
          { fields: ['companyId', 'period'] },
          { fields: ['metricCode', 'period'] },
          { fields: ['companyId', 'metricCode'] },
        ],
      },
      {
        name: ANALYSIS_AGGREGATES,
        indexes: [{ fields: ['scope', 'scopeId', 'period'] }, { fields: ['scope', 'scopeId', 'metricCode'] }],
      },
    ],
  },
  {
    version: 41,
    name: 'Double materiality assessments per company and period, and every saved version',
    collections: [
      { name: MATERIALITY_ASSESSMENTS, indexes: [{ fields: ['companyId', 'period'] }] },
      { name: MATERIALITY_HISTORY, indexes: [{ fields: ['companyId', 'period', 'version'] }] },
    ],
  },
  {
    version: 50,
    name: 'EDCI submissions per GP and year, and the GP keys and user names they show',
    collections: [
      { name: EDCI_SUBMISSIONS, indexes: [{ fields: ['companyId', 'year'] }] },
      { name: EDCI_COMPANIES },
      { name: EDCI_USERS },
    ],
  },
  {
    version: 250,
    name: 'The benchmark read model: every numeric published value with its peer dimensions, as real indexed tables (ADR 0171)',
    sql: BENCHMARK_READ_MODEL_DDL,
  },
  {
    version: 270,
    name: 'SFDR disclosures: the GP-written sections of the PAI statement and the periodic report, and their history',
    collections: [
      { name: SFDR_TEXTS, indexes: [{ fields: ['document', 'ownerId', 'year'] }] },
      { name: SFDR_TEXT_HISTORY, indexes: [{ fields: ['textId', 'version'] }] },
    ],
  },
  {
    version: 271,
    name: "SFDR disclosures: the GP's class of each investment (#1A, #1B, #2) for a fund's periodic report",
    collections: [{ name: SFDR_INVESTMENT_CLASSES, indexes: [{ fields: ['fundId', 'year'] }] }],
  },
];
