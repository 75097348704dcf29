import { errorCatalogue } from '@esg/platform';

/** Every domain error code of the data-collection service, with its HTTP status (libs/platform, domain-error.ts). */
export const DATA_COLLECTION_ERRORS = errorCatalogue({
  'COMPANY.NOT_FOUND': 404,
  'COMPANY.FORBIDDEN': 403,
  'COMPANY.VALIDATION': 400,
  'COMPANY.INVALID_CYCLE': 400,
  'COMPANY.RATE_LIMITED': 429,
  'STANDARD.VALIDATION': 400,
  /** A standard the governing contract does not include (issue 13, docs/contracts.md). */
  'CONTRACT.STANDARD_NOT_INCLUDED': 409,
  // Access manager, funds and positions (issue 9, docs/portfolio.md).
  'ACCESS.CONFLICT': 409,
  'ACCESS.FORBIDDEN': 403,
  'ACCESS.LIMIT_REACHED': 409,
  'FUND.CONFLICT': 409,
  'FUND.DUPLICATE': 409,
  'FUND.FORBIDDEN': 403,
  'FUND.NOT_FOUND': 404,
  'FUND.UNPROCESSABLE': 422,
  'FUND.VALIDATION': 400,
  'POSITIONS.CONFLICT': 409,
  'POSITIONS.UNPROCESSABLE': 422,
  'POSITIONS.VALIDATION': 400,
  // ESG data: dictionary, frameworks, responses, values, imports and evidence (docs/data-collection.md).
  'FRAMEWORK.NOT_FOUND': 404,
  'METRIC.NOT_FOUND': 404,
  'RESPONSE.ALREADY_EXISTS': 409,
  'RESPONSE.FORBIDDEN': 403,
  'RESPONSE.ILLEGAL_TRANSITION': 409,
  /** A published period: reopen it first. */
  'RESPONSE.LOCKED': 409,
  'RESPONSE.CONFLICT': 409,
  'RESPONSE.NOT_FOUND': 404,
  'RESPONSE.UNPROCESSABLE': 422,
  'RESPONSE.VALIDATION': 400,
  /** A VSME report asked of a response that is not a VSME response (issue 25). */
  'VSME_REPORT.NOT_FOUND': 404,
  /** A reviewer may not accept their own value. */
  'VALUE.FOUR_EYES': 403,
  'VALUE.UNPROCESSABLE': 422,
  /** Someone saved the value since the revision a save started from (autosave, ADR 0226). */
  'VALUE.CONFLICT': 409,
  'IMPORT.PAYLOAD_TOO_LARGE': 413,
  'IMPORT.UNPROCESSABLE': 422,
  'IMPORT.UNSUPPORTED_MEDIA_TYPE': 415,
  'IMPORT.VALIDATION': 400,
  'FILE.NOT_FOUND': 404,
  // SFDR optional PAI indicators (issue 10).
  'PAI_SELECTION.VALIDATION': 400,
  // PCAF estimates and country figures saved by investors (issue 11, ADR 0083).
  'PCAF_INPUT.UNPROCESSABLE': 422,
  'PCAF_INPUT.NOT_FOUND': 404,
  // Data quality, overrides, evidence and threads (issue 27, docs/data-quality.md).
  'QUALITY_FLAG.NOT_FOUND': 404,
  'QUALITY.FORBIDDEN': 403,
  'QUALITY.VALIDATION': 400,
  'VALUE_OVERRIDE.CONFLICT': 409,
  'VALUE_OVERRIDE.NOT_FOUND': 404,
  'VALUE_OVERRIDE.UNPROCESSABLE': 422,
  /** A page, cell or document that does not fit the file cited (ADR 0185). */
  'EVIDENCE.UNPROCESSABLE': 422,
  /** A document that still backs values: removing it must say what happens to them (ADR 0214). */
  'EVIDENCE.IN_USE': 409,
  // Comment threads per value (issue 27, ADR 0213).
  'VALUE_THREAD.CONFLICT': 409,
  'VALUE_THREAD.UNPROCESSABLE': 422,
  'CITATION.NOT_FOUND': 404,
});
export const dataCollectionError = DATA_COLLECTION_ERRORS.error;
