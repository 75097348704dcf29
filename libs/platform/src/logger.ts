import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';

/** Request-scoped context: every log line written while handling a request carries its correlation id. */
export interface RequestContext {
  correlationId: string;
  userId?: string;
}
export const requestContext = new AsyncLocalStorage<RequestContext>();

/**
 * Query parameters whose values are secrets (issue 23, finding 11): the embedded report's token, the
 * one-time links of invitations and password resets, API keys, passwords, codes. Matched by name,
 * case and `-`/`_` ignored; names ending in token, secret, password or key count too.
 */
const SECRET_PARAMETERS = new Set([
  'token',
  'key',
  'apikey',
  'secret',
  'password',
  'pass',
  'pwd',
  'code',
  'resetcode',
  'otp',
  'signature',
  'sig',
  'auth',
  'authorization',
  'jwt',
  'session',
  'sid',
]);
const isSecretParameter = (name: string): boolean => {
  const plain = name.toLowerCase().replace(/[-_]/g, '');
  return SECRET_PARAMETERS.has(plain) || /(token|secret|password|apikey)$/.test(plain);
};
const REDACTED = '[redacted]';

/**
 * A URL as it may be written to a log: the value of every secret query parameter replaced by
 * `[redacted]` (the names and the other parameters stay, for debugging). A parameter name that
 * cannot be decoded is redacted whole.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        return REDACTED;
      }
      return equals >= 0 && isSecretParameter(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** pino-pretty when installed (a development checkout), for the warnings a terminal still shows. */
function prettyTransport(): pino.TransportSingleOptions | undefined {
  try {
    require.resolve('pino-pretty');
    return { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname,service' } };
  } catch {
    return undefined;
  }
}

export function createLogger(options: { service: string; level: string; pretty?: boolean }): Logger {
  const transport = options.pretty ? prettyTransport() : undefined;
  return pino({
    ...(transport ? { transport } : {}),
    level: options.level,
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    // pino refuses a level formatter with a transport; the pretty output names levels anyway.
    ...(transport ? {} : { formatters: { level: (label: string) => ({ level: label }) } }),
    mixin: () => {
      const ctx = requestContext.getStore();
      return ctx ? { correlationId: ctx.correlationId, ...(ctx.userId ? { userId: ctx.userId } : {}) } : {};
    },
  });
}

/** Nest's own messages go through the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
