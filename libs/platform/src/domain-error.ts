/**
 * Errors of use cases carry a stable code (`ACTION_PLAN.NOT_FOUND`). Use cases never throw HTTP
 * exceptions. Each service declares its codes once, with their HTTP status, in an error catalogue
 * (`services/<svc>/src/domain/<svc>.errors.ts`); the HTTP filter answers with the status the hosted
 * services' catalogues give a code. A code no catalogue knows is a bug: it answers 500 and is logged.
 *
 *   export const ACTION_PLANS_ERRORS = errorCatalogue({
 *     'ACTION_PLAN.NOT_FOUND': 404,
 *     'ACTION_PLAN.ILLEGAL_TRANSITION': 409,
 *   });
 *   export const actionPlansError = ACTION_PLANS_ERRORS.error;   // (code: typed, message, details?)
 *   throw actionPlansError('ACTION_PLAN.NOT_FOUND', `Action plan ${id} was not found`);
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

  /** The same error (code, status, details) told in other words: a field path or a call's default message in front. */
  withMessage(message: string): DomainError {
    return new DomainError(this.code, message, this.details);
  }
}

/** 410: a retired route that says where its data went (ADR 0056). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export interface ErrorCatalogue<C extends string = string> {
  readonly statuses: Readonly<Record<C, ErrorStatus>>;
  /** A domain error of one of this catalogue's codes. */
  readonly error: (code: C, message: string, details?: Record<string, unknown>) => DomainError;
}

/** What a host needs of a catalogue: its codes' statuses. */
export interface DeclaredErrors {
  readonly statuses: Readonly<Record<string, ErrorStatus>>;
}

export function errorCatalogue<const T extends Record<string, ErrorStatus>>(
  statuses: T,
): ErrorCatalogue<Extract<keyof T, string>> {
  for (const code of Object.keys(statuses)) {
    if (!/^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)?$/.test(code))
      throw new Error(`Error code ${code}: upper-case words, at most one dot`);
  }
  return {
    statuses: Object.freeze({ ...statuses }),
    error: (code, message, details) => new DomainError(code, message, details),
  };
}

/** Codes the platform itself raises: guards, pipes, rate limits, upload inspection. */
export const PLATFORM_ERRORS = errorCatalogue({
  VALIDATION: 400,
  RATE_LIMITED: 429,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.INVALID_TOKEN': 401,
  'AUTH.SESSION_EXPIRED': 401,
  /** A role or permission that may never do an action (refused before the body is read). */
  'AUTH.FORBIDDEN': 403,
  /** A malformed X-Company-ID header. */
  'COMPANY.VALIDATION': 400,
  'FILE.VALIDATION': 400,
  'FILE.UNSUPPORTED_MEDIA_TYPE': 415,
  'FILE.PAYLOAD_TOO_LARGE': 413,
  'FILE.QUOTA_EXCEEDED': 413,
  'FILE.TOO_MANY_UPLOADS': 429,
});
export const platformError = PLATFORM_ERRORS.error;

/** The statuses of every catalogue a process hosts; a code given two statuses stops the start. */
export class ErrorStatusTable {
  private readonly statuses = new Map<string, ErrorStatus>();

  constructor(catalogues: ReadonlyArray<DeclaredErrors | undefined>) {
    for (const catalogue of catalogues) {
      if (!catalogue) continue;
      for (const [code, status] of Object.entries(catalogue.statuses)) {
        const known = this.statuses.get(code);
        if (known !== undefined && known !== status)
          throw new Error(`Error code ${code} has two statuses: ${known} and ${status}`);
        this.statuses.set(code, status);
      }
    }
  }

  /** The HTTP status of a code, or null when no catalogue declares it. */
  statusOf(code: string): ErrorStatus | null {
    return this.statuses.get(code) ?? null;
  }

  has(code: string): boolean {
    return this.statuses.has(code);
  }
}
