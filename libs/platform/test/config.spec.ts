import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '@esg/platform';

const SECRET = 'x'.repeat(40);
const dataDir = () => mkdtempSync(join(tmpdir(), 'esg-config-'));

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('needs nothing in standalone mode', () => {
    const config = loadConfig('standalone', { DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      mode: 'standalone',
      port: 3000,
      store: { kind: 'sqlite' },
      bus: { kind: 'in-process' },
      seedDemoData: true,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated standalone secret across starts', () => {
    const dir = dataDir();
    expect(loadConfig('standalone', { DATA_DIR: dir }).jwtSecret).toBe(
      loadConfig('standalone', { DATA_DIR: dir }).jwtSecret,
    );
  });

  it('names KAFKA_BROKERS when cluster mode lacks it, Redis or not (the Redis Streams bus is retired)', () => {
    for (const redis of [{}, { REDIS_URL: 'redis://127.0.0.1:6379' }]) {
      const error = errorOf(() =>
        loadConfig('action-plans', { RUN_MODE: 'cluster', JWT_SECRET: SECRET, ...redis }),
      );
      expect(error.setting).toBe('KAFKA_BROKERS');
      expect(error.message).toMatch(/KAFKA_BROKERS is required in cluster mode/);
    }
    expect(
      errorOf(() =>
        loadConfig('action-plans', {
          RUN_MODE: 'cluster',
          JWT_SECRET: SECRET,
          BUS: 'redis',
          KAFKA_BROKERS: 'k:9092',
        }),
      ).setting,
    ).toBe('BUS');
  });

  it('runs cluster mode on Kafka, without Redis, and prefixes its names with KAFKA_PREFIX', () => {
    const cluster = {
      RUN_MODE: 'cluster',
      JWT_SECRET: SECRET,
      KAFKA_BROKERS: '127.0.0.1:9092,127.0.0.1:9093',
      KAFKA_CLIENT_ID: 'action-plans',
    };
    const config = loadConfig('action-plans', cluster);
    expect(config.bus).toEqual({
      kind: 'kafka',
      brokers: ['127.0.0.1:9092', '127.0.0.1:9093'],
      clientId: 'action-plans',
      prefix: '',
    });
    expect(config.redisUrl).toBeNull();
    expect(loadConfig('action-plans', { ...cluster, KAFKA_PREFIX: 'staging.' }).bus).toMatchObject({
      prefix: 'staging.',
    });
    expect(errorOf(() => loadConfig('action-plans', { ...cluster, KAFKA_PREFIX: 'a b' })).setting).toBe(
      'KAFKA_PREFIX',
    );
  });

  it('names a malformed setting', () => {
    expect(errorOf(() => loadConfig('standalone', { PORT: 'eighty' })).setting).toBe('PORT');
    expect(errorOf(() => loadConfig('standalone', { RUN_MODE: 'turbo' })).setting).toBe('RUN_MODE');
    expect(
      errorOf(() => loadConfig('scoring', { RUN_MODE: 'cluster', REDIS_URL: 'http://x', JWT_SECRET: SECRET }))
        .setting,
    ).toBe('REDIS_URL');
    expect(
      errorOf(() =>
        loadConfig('scoring', {
          RUN_MODE: 'production',
          KAFKA_BROKERS: 'kafka',
          MONGO_URL: 'mongodb://m',
          JWT_SECRET: SECRET,
        }),
      ).setting,
    ).toBe('KAFKA_BROKERS');
  });

  it('requires a secret outside standalone and refuses demo data in production', () => {
    expect(
      errorOf(() => loadConfig('scoring', { RUN_MODE: 'cluster', KAFKA_BROKERS: '127.0.0.1:9092' })).setting,
    ).toBe('JWT_SECRET');
    const production = {
      RUN_MODE: 'production',
      MONGO_URL: 'mongodb://mongo:27017',
      KAFKA_BROKERS: 'kafka:9092',
      JWT_SECRET: SECRET,
    };
    expect(loadConfig('scoring', production)).toMatchObject({
      store: { kind: 'mongo' },
      bus: { kind: 'kafka', brokers: ['kafka:9092'] },
      seedDemoData: false,
    });
    expect(errorOf(() => loadConfig('scoring', { ...production, SEED_DEMO_DATA: 'true' })).setting).toBe(
      'SEED_DEMO_DATA',
    );
  });

  it('gives the gateway the service URLs it proxies to', () => {
    const cluster = loadConfig('gateway', {
      RUN_MODE: 'cluster',
      KAFKA_BROKERS: '127.0.0.1:9092',
      JWT_SECRET: SECRET,
    });
    expect(cluster.serviceUrls['action-plans']).toBe('http://127.0.0.1:3101');
    const production = {
      RUN_MODE: 'production',
      MONGO_URL: 'mongodb://m:27017',
      KAFKA_BROKERS: 'k:9092',
      JWT_SECRET: SECRET,
      REDIS_URL: 'redis://r:6379',
    };
    expect(errorOf(() => loadConfig('gateway', production)).setting).toBe('ACTION_PLANS_URL');
  });

  it('requires SMTP_URL for the gateway in production only, and checks its scheme', () => {
    const production = {
      RUN_MODE: 'production',
      MONGO_URL: 'mongodb://m:27017',
      KAFKA_BROKERS: 'k:9092',
      JWT_SECRET: SECRET,
      REDIS_URL: 'redis://r:6379',
    };
    const urls = {
      ACTION_PLANS_URL: 'http://ap',
      DATA_COLLECTION_URL: 'http://dc',
      SCORING_URL: 'http://s',
      NOTIFICATIONS_URL: 'http://n',
      REPORTING_URL: 'http://r',
    };
    const missing = errorOf(() => loadConfig('gateway', { ...production, ...urls }));
    expect(missing.setting).toBe('SMTP_URL');
    expect(missing.message).toMatch(/SMTP_URL is required for the gateway in production/);
    expect(loadConfig('scoring', production).smtpUrl).toBeNull();
    expect(
      errorOf(() => loadConfig('gateway', { ...production, ...urls, SMTP_URL: 'http://mail' })).setting,
    ).toBe('SMTP_URL');
    const config = loadConfig('gateway', {
      ...production,
      ...urls,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'ESG <esg@example.com>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'ESG <esg@example.com>',
    });
    expect(loadConfig('standalone', { DATA_DIR: dataDir() })).toMatchObject({ smtpUrl: null, buildId: null });
    expect(loadConfig('standalone', { DATA_DIR: dataDir(), BUILD_ID: '1.4.0+abc123' }).buildId).toBe(
      '1.4.0+abc123',
    );
    expect(errorOf(() => loadConfig('standalone', { BUILD_ID: 'has spaces' })).setting).toBe('BUILD_ID');
  });
});
