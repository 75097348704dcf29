/**
 * Errors of use cases carry a stable code (`ACTION_PLAN.NOT_FOUND`). Use cases never throw HTTP
 * exceptions; the HTTP filter maps the code's last segment to a status (see httpStatusOf).
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

const STATUS_BY_SUFFIX: Array<[RegExp, number]> = [
  [/(^|\.)NOT_FOUND$/, 404],
  [/(^|\.)(FORBIDDEN|ACCESS_DENIED|FOUR_EYES)$/, 403],
  [/(^|\.)(UNAUTHENTICATED|INVALID_CREDENTIALS|SESSION_EXPIRED|INVALID_TOKEN)$/, 401],
  [/(^|\.)(CONFLICT|DUPLICATE|ILLEGAL_TRANSITION|ALREADY_EXISTS|LOCKED)$/, 409],
  // A contract's limit is used up (team members, portfolio companies): the request is fine, the state refuses it.
  [/(^|\.)(LIMIT_REACHED)$/, 409],
  [/(^|\.)(RATE_LIMITED)$/, 429],
  [/(^|\.)(PAYLOAD_TOO_LARGE)$/, 413],
  [/(^|\.)(UNSUPPORTED_MEDIA_TYPE)$/, 415],
  // Well-formed input the domain cannot use: an unknown reference, a unit that cannot be converted.
  [/(^|\.)(UNPROCESSABLE|UNKNOWN_FACTOR|UNIT_NOT_CONVERTIBLE)$/, 422],
  [/(^|\.)(UNAVAILABLE)$/, 503],
  // A one-time link that expired or was used, a wrong current password or two-factor code: the user can act on it.
  [/(^|\.)(EXPIRED|ALREADY_USED|WRONG_PASSWORD|WRONG_CODE)$/, 400],
  [/(^|\.)(VALIDATION|INVALID|BAD_REQUEST)$/, 400],
];

export function httpStatusOf(code: string): number {
  for (const [pattern, status] of STATUS_BY_SUFFIX) if (pattern.test(code)) return status;
  return 400;
}
