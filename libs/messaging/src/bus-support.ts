import type { CloudEvent } from '@esg/contracts';
import type { BusMetrics, DeadLetter } from './event-bus.port';

/**
 * What the adapters share: the logger shape they accept (pino's Logger fits), retry timing, and the
 * no-op metrics used when none are given.
 */
export interface BusLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: BusLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

export const noMetrics: BusMetrics = {
  published: () => undefined,
  consumed: () => undefined,
  failed: () => undefined,
  deadLettered: () => undefined,
};

export const DEFAULT_MAX_ATTEMPTS = 5;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Exponential backoff: base, 2·base, 4·base … capped. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function deadLetterOf(input: {
  topic: string;
  group: string;
  event: CloudEvent | null;
  raw: string;
  error: unknown;
  attempts: number;
}): DeadLetter {
  return {
    topic: input.topic,
    group: input.group,
    event: input.event,
    raw: input.raw,
    error: errorText(input.error),
    attempts: input.attempts,
    failedAt: new Date().toISOString(),
  };
}
