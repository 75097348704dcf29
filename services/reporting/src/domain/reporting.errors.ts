import { errorCatalogue } from '@esg/platform';

/** Every domain error code of the reporting service, with its HTTP status (libs/platform, domain-error.ts). */
export const REPORTING_ERRORS = errorCatalogue({
  // SFDR PAI (issue 10, docs/pai-methodology.md).
  'PAI.FORBIDDEN': 403,
  'PAI.UNPROCESSABLE': 422,
  'PAI_INDICATOR.NOT_FOUND': 404,
  'PAI_FUND.NOT_FOUND': 404,
  'PAI_TEXT.CONFLICT': 409,
  'PAI_TEXT.VALIDATION': 400,
  // Analysis (issue 12, docs/analysis.md).
  'ANALYSIS.FORBIDDEN': 403,
  'ANALYSIS_COMPANY.NOT_FOUND': 404,
  'ANALYSIS_FUND.NOT_FOUND': 404,
  'ANALYSIS.VALIDATION': 400,
  // Benchmarks and scorecards (issue 12, docs/benchmarking.md).
  'ANALYSIS_METRIC.NOT_FOUND': 404,
  // Double materiality (issue 12, docs/materiality.md).
  'MATERIALITY.FORBIDDEN': 403,
  'MATERIALITY.CONFLICT': 409,
  'MATERIALITY.VALIDATION': 400,
  'MATERIALITY_VERSION.NOT_FOUND': 404,
  // Embedded Responsible Investing report (issue 13, docs/ri-dashboards.md).
  'EMBEDDED_REPORT.NOT_FOUND': 404,
  'EMBEDDED_REPORT.FORBIDDEN': 403,
  // EDCI submissions (issue 13, docs/edci.md).
  'EDCI.FORBIDDEN': 403,
  'EDCI_SUBMISSION.NOT_FOUND': 404,
  'EDCI_SUBMISSION.CONFLICT': 409,
  'EDCI_SUBMISSION.LOCKED': 409,
  'EDCI.UNPROCESSABLE': 422,
  // SFDR disclosures: EU Taxonomy, the PAI statement, the periodic report, SFDR 2.0 (issue 26, docs/sfdr-disclosures.md).
  'TAXONOMY.UNPROCESSABLE': 422,
  'SFDR.FORBIDDEN': 403,
  'SFDR_FUND.NOT_FOUND': 404,
  'SFDR_DOCUMENT.NOT_FOUND': 404,
  'SFDR_SECTION.NOT_FOUND': 404,
  'SFDR_TEXT.CONFLICT': 409,
  'SFDR_TEXT.UNPROCESSABLE': 422,
  'SFDR_PERIODIC_REPORT.NOT_APPLICABLE': 422,
  'SFDR_INVESTMENT.UNPROCESSABLE': 422,
});
export const reportingError = REPORTING_ERRORS.error;
