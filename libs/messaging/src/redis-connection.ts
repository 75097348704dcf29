import { Redis } from 'ioredis';
import type { BusLogger } from './bus-support';

/** The address of a Redis URL without its password, for messages and logs. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

/**
 * Opens a connection and waits until it is ready. Before it is first ready the connection is retried
 * a bounded number of times, then the promise rejects with an error naming the address and
 * REDIS_URL; once ready, it reconnects without limit (backing off up to 2 s).
 */
export async function openRedis(
  url: string,
  name: string,
  attempts: number,
  logger: BusLogger,
): Promise<Redis> {
  const address = redisAddress(url);
  let ready = false;
  let lastError: unknown;
  const redis = new Redis(url, {
    lazyConnect: true,
    protocol: 2,
    connectionName: name,
    connectTimeout: 2000,
    retryStrategy: (times) => {
      if (ready) return Math.min(times * 100, 2000);
      return times >= attempts ? null : Math.min(times * 200, 1000);
    },
  });
  redis.on('error', (error: Error) => {
    lastError = error;
    if (ready) logger.warn({ err: error, redis: address, connection: name }, 'redis connection error');
  });
  await new Promise<void>((resolve, reject) => {
    const onReady = (): void => {
      redis.off('end', onEnd);
      ready = true;
      resolve();
    };
    const onEnd = (): void => {
      redis.off('ready', onReady);
      const cause = lastError instanceof Error ? lastError.message : 'connection closed';
      reject(
        new Error(`Cannot connect to Redis at ${address} (REDIS_URL) after ${attempts} attempts: ${cause}`, {
          cause: lastError,
        }),
      );
    };
    redis.once('ready', onReady);
    redis.once('end', onEnd);
    redis.connect().catch(() => undefined); // failures are reported through 'error' / 'end'
  });
  return redis;
}
