import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Logger } from 'pino';
import type { ApiError } from '@esg/contracts';
import { StoreError } from '@esg/persistence';
import { DomainError, ErrorStatusTable, PLATFORM_ERRORS } from '../domain-error';

export interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): void;
}

const HTTP_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

const INTERNAL: ApiError = { statusCode: 500, code: 'INTERNAL', message: 'Internal server error' };
const PLATFORM_ONLY = new ErrorStatusTable([PLATFORM_ERRORS]);

/**
 * Maps every failure to `{ statusCode, code, message }`; no stack trace ever reaches a client. A domain
 * error takes its status from the error catalogues of the hosted services; an undeclared code is 500.
 */
export function toApiError(error: unknown, table: ErrorStatusTable = PLATFORM_ONLY): ApiError {
  if (error instanceof DomainError) {
    const status = table.statusOf(error.code);
    if (status === null) return INTERNAL;
    const body: ApiError = { statusCode: status, code: error.code, message: error.message };
    // Structured detail a screen can act on (e.g. which metric broke which rule); never internals.
    if (error.details) body.details = error.details;
    return body;
  }
  if (error instanceof StoreError) {
    if (error.code === 'STORE.DUPLICATE')
      return { statusCode: 409, code: error.code, message: 'This record already exists' };
    return { statusCode: 503, code: error.code, message: 'The service is temporarily unavailable' };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const message =
      typeof response === 'object' && response && 'message' in response
        ? String(response.message)
        : error.message;
    return { statusCode: status, code: HTTP_CODES[status] ?? `HTTP_${status}`, message };
  }
  const fastify = error as { statusCode?: number; message?: string } | null;
  if (typeof fastify?.statusCode === 'number' && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    return {
      statusCode: fastify.statusCode,
      code: HTTP_CODES[fastify.statusCode] ?? `HTTP_${fastify.statusCode}`,
      message: fastify.message ?? 'Bad request',
    };
  }
  return INTERNAL;
}

/**
 * The one error answer of an API route, used by the filter below and by the routes served without
 * Nest's pipeline (http/plain-route.ts): the body of `toApiError`, Retry-After when the error gives one,
 * and the log line (an undeclared code and every 5xx as errors, a 403 as "access denied").
 */
export function answerError(
  reply: ReplyLike,
  exception: unknown,
  table: ErrorStatusTable,
  logger: Logger,
): void {
  const body = toApiError(exception, table);
  if (exception instanceof DomainError && body.statusCode === 500)
    logger.error(
      { err: exception, code: exception.code },
      'a domain error code no error catalogue declares (add it to the service’s <svc>.errors.ts)',
    );
  else if (body.statusCode >= 500) logger.error({ err: exception }, 'request failed');
  else if (body.statusCode === 403) logger.warn({ code: body.code, reason: body.message }, 'access denied');
  const retryAfter = exception instanceof DomainError ? exception.details?.retryAfterSeconds : undefined;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  reply.status(body.statusCode).send(body);
}

@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly table: ErrorStatusTable,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      // Not an HTTP call: nothing to answer, the failure is still logged as above.
      answerError(NO_REPLY, exception, this.table, this.logger);
      return;
    }
    answerError(host.switchToHttp().getResponse<ReplyLike>(), exception, this.table, this.logger);
  }
}

const NO_REPLY: ReplyLike = {
  status: () => NO_REPLY,
  header: () => NO_REPLY,
  send: () => undefined,
};
