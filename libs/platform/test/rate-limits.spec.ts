import { DomainError, RateLimits, type RateLimitOptions } from '@esg/platform';
import { redisServerAvailable, startRedisServer } from '@esg/testing';

const options = (name: string, extra: Partial<RateLimitOptions> = {}): RateLimitOptions => ({
  name,
  points: 3,
  durationSeconds: 60,
  code: 'COMPANY.RATE_LIMITED',
  ...extra,
});

async function refusal(work: () => Promise<unknown>): Promise<DomainError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('rate limits in memory (standalone)', () => {
  const limits = new RateLimits({ mode: 'standalone', redisUrl: null });
  afterAll(() => limits.close());

  it('refuses past its points with the limit’s code, the wait, and no side effect on other keys', async () => {
    const limit = limits.limit(options('test.memory'));
    expect(limits.storage).toBe('memory');
    for (let i = 0; i < 3; i++) await limit.consume('a');
    const error = await refusal(() => limit.consume('a'));
    expect(error.code).toBe('COMPANY.RATE_LIMITED');
    expect(error.message).toMatch(/^Too many attempts; try again in \d+ seconds$/);
    expect(error.details?.retryAfterSeconds).toBeGreaterThan(0);
    await limit.consume('b');
    await limit.reset('a');
    await limit.consume('a');
  });

  it('counts failures with penalty() and refuses with check() without spending', async () => {
    const limit = limits.limit(options('test.failures'));
    await limit.check('k');
    for (let i = 0; i < 3; i++) await limit.penalty('k');
    expect(await limit.spent('k')).toBe(3);
    await expect(limit.check('k')).rejects.toBeInstanceOf(DomainError);
    expect(await limit.spent('k')).toBe(3);
  });

  it('refuses a name given twice or badly formed', () => {
    limits.limit(options('test.once'));
    expect(() => limits.limit(options('test.once'))).toThrow(/defined twice/);
    expect(() => limits.limit(options('Bad Name'))).toThrow(/lower-case/);
  });
});

const describeWithRedis = redisServerAvailable() ? describe : describe.skip;
if (!redisServerAvailable()) console.warn('Redis rate-limit tests skipped: redis-server is not installed');

describeWithRedis('rate limits in Redis (cluster, production)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => redis?.stop());

  it('two replicas spend from one budget', async () => {
    const a = new RateLimits({ mode: 'cluster', redisUrl: redis.url });
    const b = new RateLimits({ mode: 'cluster', redisUrl: redis.url });
    try {
      const onA = a.limit(options('test.shared'));
      const onB = b.limit(options('test.shared'));
      expect(a.storage).toBe('redis');
      expect(await a.ready()).toBe(true);
      expect(await b.ready()).toBe(true);
      await onA.consume('client');
      await onB.consume('client');
      await onA.consume('client');
      expect((await refusal(() => onB.consume('client'))).code).toBe('COMPANY.RATE_LIMITED');
      expect(await onA.spent('client')).toBe(4);
      await onB.reset('client');
      await onA.consume('client');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('falls back to a limit per process when Redis is unreachable, instead of letting everything in', async () => {
    const dead = new RateLimits({ mode: 'cluster', redisUrl: 'redis://127.0.0.1:9' });
    try {
      const limit = dead.limit(options('test.insured'));
      for (let i = 0; i < 3; i++) await limit.consume('client');
      expect((await refusal(() => limit.consume('client'))).code).toBe('COMPANY.RATE_LIMITED');
    } finally {
      await dead.close();
    }
  });
});
