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
  // 10–29: ESG data collection (docs/data-collection.md).
  {
    version: 10,
    name: 'ESG metric dictionary, cross-checks and framework versions',
    collections: [
      { name: 'metrics' },
      { name: 'metric_checks' },
      { name: 'frameworks', indexes: [{ fields: ['standardId'] }] },
    ],
  },
  {
    version: 11,
    name: 'ESG responses, current values, value versions and reviews',
    collections: [
      {
        name: 'responses',
        indexes: [
          { fields: ['companyId', 'standardId', 'period'], unique: true },
          { fields: ['companyId', 'period'] },
          { fields: ['requesterCompanyId'] },
          { fields: ['status'] },
        ],
      },
      // (companyId, period) also serves lookups by company alone (its leading field).
      { name: 'current_values', indexes: [{ fields: ['companyId', 'period'] }] },
      { name: 'value_versions', indexes: [{ fields: ['companyId', 'period', 'metricCode'] }] },
      { name: 'value_reviews', indexes: [{ fields: ['companyId', 'period', 'metricCode'] }] },
    ],
  },
  {
    version: 12,
    name: 'ESG evidence files and imports',
    collections: [
      { name: 'evidence_files', indexes: [{ fields: ['companyId'] }] },
      { name: 'response_imports', indexes: [{ fields: ['responseId'] }] },
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
  {
    version: 70,
    name: 'company registrations waiting for their contact to confirm the address',
    collections: [
      { name: 'company_registrations', indexes: [{ fields: ['contact_email'] }, { fields: ['status'] }] },
    ],
  },
  // 80–89: climate (docs/climate.md).
  {
    version: 80,
    name: 'what became of each saved carbon calculation (recorded as calculated ghg values, or why not)',
    collections: [{ name: 'calculated_value_deliveries', indexes: [{ fields: ['companyId', 'period'] }] }],
  },
  // 90–99: monitoring of portfolio companies and reminders (issue 9, docs/portfolio.md).
  {
    version: 90,
    name: 'reminders sent, each once by its key (manual, before and after the due date, weekly digests)',
    collections: [{ name: 'reminders', indexes: [{ fields: ['responseId'] }, { fields: ['userId'] }] }],
  },
  // 132–139: climate lane (issue 11).
  {
    version: 132,
    name: 'TCFD assessments handed over by scoring (ADR 0056): written into a response, or kept with the reason',
    collections: [{ name: 'tcfd_handovers', indexes: [{ fields: ['companyId', 'period'] }] }],
  },
  // 140–149: PCAF inputs saved by investors (issue 11, ADR 0083).
  {
    version: 140,
    name: 'PCAF estimates and country figures of investors, per reporting year',
    collections: [
      { name: 'pcaf_estimates', indexes: [{ fields: ['investorId', 'year'] }] },
      { name: 'pcaf_country_figures', indexes: [{ fields: ['investorId', 'year'] }] },
    ],
  },
  // 200–204: one fact, many responses (issue 21, ADR 0090).
  {
    version: 200,
    name: 'what each publication of a response froze: the version of every answered metric',
    collections: [{ name: 'publications', indexes: [{ fields: ['companyId', 'period'] }] }],
  },
  // 280–289: data quality, overrides, evidence, threads and assurance (issue 27, docs/data-quality.md).
  {
    version: 280,
    name: "data quality: each GP's thresholds, and what companies and GPs wrote about a flag",
    collections: [
      { name: 'quality_settings' },
      { name: 'quality_flag_states', indexes: [{ fields: ['period'] }, { fields: ['subject', 'period'] }] },
    ],
  },
  {
    version: 281,
    name: "GP overrides: an investor's alternative to a company's published value, the original kept (ADR 0181)",
    collections: [
      { name: 'value_overrides', indexes: [{ fields: ['companyId', 'period'] }, { fields: ['period'] }] },
    ],
  },
  {
    version: 282,
    name: 'evidence per value: where in a document of the period a value is read from (ADR 0185)',
    collections: [{ name: 'evidence_citations', indexes: [{ fields: ['companyId', 'period'] }] }],
  },
  {
    version: 283,
    name: "risk-based pre-approval: each response's last draw, what it did with each value and why (ADR 0186)",
    collections: [{ name: 'pre_approval_draws' }],
  },
  {
    version: 320,
    name: 'comment threads per value: the discussion of one value of a response (ADR 0213)',
    collections: [{ name: 'value_threads', indexes: [{ fields: ['responseId'] }] }],
  },
];
