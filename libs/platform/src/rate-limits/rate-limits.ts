import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import { DomainError } from '../domain-error';

/**
 * Rate limits of every service, built on `rate-limiter-flexible` (docs/adr/0016).
 *
 * One factory per process (`runtime.rateLimits`). In cluster and production mode the counters live in
 * Redis, so every replica of a service spends from one budget (the gateway's HPA runs 2-10 replicas);
 * in standalone mode they live in memory. When Redis cannot be reached, an in-memory limiter of the
 * same size takes over (each replica then counts its own share) rather than letting every request in.
 *
 * Usage:
 *
 *   const logins = runtime.rateLimits.limit({
 *     name: 'login-failures-by-account-and-address',  // unique: the Redis key prefix
 *     points: 10, durationSeconds: 15 * 60,            // 10 per 15 minutes
 *     code: 'AUTH.RATE_LIMITED',                       // the domain error when spent (429 in the error table)
 *   });
 *   await logins.consume(key);   // spend a point; throws the 429 when none is left
 *   await logins.check(key);     // throws the 429 when none is left; spends nothing
 *   await logins.penalty(key);   // spend a point without refusing (count a failure after the fact)
 *   await logins.reset(key);     // forget the key (e.g. after a success)
 *
 * Keys are hashed before they are stored, so e-mail addresses never appear in Redis.
 */
export interface RateLimitOptions {
  /** Unique per limit across the platform: it prefixes the stored keys. */
  name: string;
  /** What a key may spend per window. */
  points: number;
  durationSeconds: number;
  /** Once a key has spent everything, refuse it for this long (default: until its window ends). */
  blockSeconds?: number;
  /** The domain error code of a refusal; it must map to 429 in the service's error table. */
  code?: string;
  /** The refusal's message; `{seconds}` is replaced by the wait. */
  message?: string;
}

export interface RateLimit {
  readonly options: Readonly<RateLimitOptions>;
  consume(key: string, points?: number): Promise<void>;
  check(key: string): Promise<void>;
  penalty(key: string, points?: number): Promise<void>;
  reset(key: string): Promise<void>;
  /** Points a key has spent in its current window. */
  spent(key: string): Promise<number>;
}

export const RATE_LIMITED = 'RATE_LIMITED';
const DEFAULT_MESSAGE = 'Too many attempts; try again in {seconds} seconds';

export function rateLimited(options: RateLimitOptions, msBeforeNext: number): DomainError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError(
    options.code ?? RATE_LIMITED,
    (options.message ?? DEFAULT_MESSAGE).replace('{seconds}', String(seconds)),
    { retryAfterSeconds: seconds },
  );
}

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

class FlexibleRateLimit implements RateLimit {
  constructor(
    readonly options: Readonly<RateLimitOptions>,
    private readonly limiter: RateLimiterAbstract,
  ) {}

  async consume(key: string, points = 1): Promise<void> {
    try {
      await this.limiter.consume(hashed(key), points);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(this.options, error.msBeforeNext);
      throw error;
    }
  }

  async check(key: string): Promise<void> {
    const state = await this.limiter.get(hashed(key));
    if (state && state.consumedPoints >= this.options.points)
      throw rateLimited(this.options, state.msBeforeNext);
  }

  async penalty(key: string, points = 1): Promise<void> {
    const state = await this.limiter.penalty(hashed(key), points);
    // Spending the last point starts the block, as consume() would.
    if (this.options.blockSeconds && state.consumedPoints >= this.options.points)
      await this.limiter.block(hashed(key), this.options.blockSeconds);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(hashed(key));
  }

  async spent(key: string): Promise<number> {
    return (await this.limiter.get(hashed(key)))?.consumedPoints ?? 0;
  }
}

export class RateLimits {
  private redis: Redis | null = null;
  private readonly names = new Set<string>();

  constructor(
    private readonly config: Pick<AppConfig, 'mode' | 'redisUrl'>,
    private readonly logger?: Logger,
  ) {}

  /** Where the counters live: `redis` (shared by the replicas) or `memory` (this process). */
  get storage(): 'redis' | 'memory' {
    return this.config.mode !== 'standalone' && this.config.redisUrl ? 'redis' : 'memory';
  }

  limit(options: RateLimitOptions): RateLimit {
    if (this.names.has(options.name)) throw new Error(`Rate limit ${options.name} is defined twice`);
    if (!/^[a-z0-9][a-z0-9.:-]*$/.test(options.name))
      throw new Error(`Rate limit name ${options.name}: lower-case letters, digits, . : - only`);
    this.names.add(options.name);
    const shape = {
      points: options.points,
      duration: options.durationSeconds,
      blockDuration: options.blockSeconds ?? 0,
    };
    const memory = new RateLimiterMemory({ ...shape, keyPrefix: options.name });
    if (this.storage === 'memory') return new FlexibleRateLimit(options, memory);
    return new FlexibleRateLimit(
      options,
      new RateLimiterRedis({
        ...shape,
        storeClient: this.connection(),
        keyPrefix: `esg:rl:${options.name}`,
        // Redis down or slow: each replica counts its own share instead of failing every request.
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      }),
    );
  }

  /** Resolves once the shared store answers (at once in memory); false after `timeoutMs` without it. */
  async ready(timeoutMs = 5000): Promise<boolean> {
    if (this.storage === 'memory') return true;
    const redis = this.connection();
    if (redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(false), timeoutMs);
      const done = (ok: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      redis.on('ready', onReady);
    });
  }

  private connection(): Redis {
    if (!this.redis) {
      // Commands fail at once while disconnected (the insurance limiter answers) instead of queueing.
      this.redis = new Redis(this.config.redisUrl!, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      this.redis.on('error', (err: Error) => this.logger?.warn({ err }, 'rate-limit store unavailable'));
    }
    return this.redis;
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    const redis = this.redis;
    this.redis = null;
    await redis.quit().catch(() => redis.disconnect());
  }
}
