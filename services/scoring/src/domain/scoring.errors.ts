import { errorCatalogue } from '@esg/platform';

/** Every domain error code of the scoring service, with its HTTP status (libs/platform, domain-error.ts). */
export const SCORING_ERRORS = errorCatalogue({
  // Climate (issue 11, docs/climate.md).
  'CARBON.UNIT_NOT_CONVERTIBLE': 422,
  'CARBON.UNKNOWN_FACTOR': 422,
  'CARBON.UNPROCESSABLE': 422,
  'CARBON_CALCULATION.CONFLICT': 409,
  'CARBON_CALCULATION.NOT_FOUND': 404,
  'CLIMATE.FORBIDDEN': 403,
  'COMPANY.NOT_FOUND': 404,
  'EMISSIONS_SUMMARY.NOT_FOUND': 404,
  'EMISSION_FACTOR.NOT_FOUND': 404,
  'EMISSION_FACTORS.CONFLICT': 409,
  'EMISSION_FACTORS.FORBIDDEN': 403,
  'EMISSION_FACTORS.PAYLOAD_TOO_LARGE': 413,
  'EMISSION_FACTORS.UNPROCESSABLE': 422,
  'EMISSION_FACTORS.UNSUPPORTED_MEDIA_TYPE': 415,
  'TCFD.UNPROCESSABLE': 422,
  /** /tcfd-assessments is retired (ADR 0056); the answer says where the data went. */
  'TCFD_ASSESSMENT.GONE': 410,
});
export const scoringError = SCORING_ERRORS.error;
