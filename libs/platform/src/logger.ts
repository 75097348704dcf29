import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';

/** Request-scoped context: every log line written while handling a request carries its correlation id. */
export interface RequestContext {
  correlationId: string;
  userId?: string;
}
export const requestContext = new AsyncLocalStorage<RequestContext>();

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
