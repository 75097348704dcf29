import { errorCatalogue } from '@esg/platform';

/** Every domain error code of the action-plans service, with its HTTP status (libs/platform, domain-error.ts). */
export const ACTION_PLANS_ERRORS = errorCatalogue({
  'ACTION_PLAN.NOT_FOUND': 404,
  'ACTION_PLAN.FORBIDDEN': 403,
  /** The feature flag (spec 6.1): 'Access denied: Feature is_action_plan_enabled not enabled'. */
  'ACTION_PLAN.ACCESS_DENIED': 403,
  'ACTION_PLAN.ILLEGAL_TRANSITION': 409,
  'ACTION_PLAN.VALIDATION': 400,
  'RECOMMENDATION.NOT_FOUND': 404,
  /** A recommendation holds at most so many progress tags. */
  'RECOMMENDATION.TOO_MANY_PROGRESS_TAGS': 409,
  'CHANGE_REQUEST.NOT_FOUND': 404,
  'CHANGE_REQUEST.VALIDATION': 400,
  'COMMENT.NOT_FOUND': 404,
  'INTERNAL_NOTE.NOT_FOUND': 404,
  'COMPANY.NOT_FOUND': 404,
  'COMPANY.VALIDATION': 400,
  'FACILITY.NOT_FOUND': 404,
  'USER.NOT_FOUND': 404,
  'FILE.NOT_FOUND': 404,
  'FILE.VALIDATION': 400,
  'FILE.UNSUPPORTED_MEDIA_TYPE': 415,
  'FILE.PAYLOAD_TOO_LARGE': 413,
  'FILE.QUOTA_EXCEEDED': 413,
  'FILE.TOO_MANY_UPLOADS': 429,
});
export const actionPlansError = ACTION_PLANS_ERRORS.error;
