import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * Configuration is read once at start-up from the environment into a typed object. A bad or missing
 * setting stops the process with a message that names it (ConfigError).
 */
export const RUN_MODES = ['standalone', 'cluster', 'production'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const SERVICE_NAMES = [
  'gateway',
  'action-plans',
  'data-collection',
  'scoring',
  'notifications',
  'reporting',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export const DOMAIN_SERVICES: Array<Exclude<ServiceName, 'gateway'>> = SERVICE_NAMES.filter(
  (s): s is Exclude<ServiceName, 'gateway'> => s !== 'gateway',
);

export const DEFAULT_PORTS: Record<ServiceName, number> = {
  gateway: 3000,
  'action-plans': 3101,
  'data-collection': 3102,
  scoring: 3103,
  notifications: 3104,
  reporting: 3105,
};

/** Where /metrics listens in production, apart from the public port (k8s scrapes it there). */
export const DEFAULT_METRICS_PORT = 9464;

export const serviceUrlVariable = (service: ServiceName): string =>
  `${service.toUpperCase().replace(/-/g, '_')}_URL`;

export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${setting} ${reason}`);
    this.name = 'ConfigError';
  }
}

const port = z.coerce.number().int().min(0).max(65535);
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}`,
  );

const envSchema = z.object({
  RUN_MODE: z.enum(RUN_MODES).default('standalone'),
  PORT: port.optional(),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  STORE: z.enum(['sqlite', 'mongo']).optional(),
  MONGO_URL: url(['mongodb:', 'mongodb+srv:']).optional(),
  BUS: z.enum(['in-process', 'kafka']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  KAFKA_BROKERS: z
    .string()
    .regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'must be a comma-separated list of host:port')
    .optional(),
  KAFKA_CLIENT_ID: z.string().default('esg-platform'),
  /**
   * Prepended to every topic and consumer group name, so several environments (or test suites) share
   * one Kafka cluster without seeing each other's events. Empty in the usual deployment.
   */
  KAFKA_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]{0,64}$/, 'must be at most 64 letters, digits or . _ -')
    .default(''),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_KEY_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be 1-64 letters, digits or . _ -')
    .optional(),
  /** Keys that still verify (not sign) during a rotation: `kid:secret` or a bare secret, comma-separated. */
  JWT_PREVIOUS_KEYS: z.string().optional(),
  /** Proxies whose X-Forwarded-For is believed: IPs or CIDRs, comma-separated (the ingress in production). */
  TRUSTED_PROXIES: z.string().optional(),
  /** Serves /metrics on its own port, off the public one (always in production: default 9464). */
  METRICS_PORT: port.optional(),
  /** Storage each company may use for uploaded files, in MB. */
  COMPANY_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  /** `pretty` prints one readable line per event (a terminal); `json` is for log collectors. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  PUBLIC_ORIGIN: z.string().optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('ESG Platform <no-reply@esg-platform.local>'),
  BUILD_ID: z
    .string()
    .regex(/^[\w.+:-]{1,128}$/, 'must be 1-128 letters, digits or . + : _ -')
    .optional(),
});

export interface ServiceUrls {
  [service: string]: string;
}

export interface AppConfig {
  mode: RunMode;
  service: ServiceName | 'standalone';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  store: { kind: 'sqlite'; dataDir: string } | { kind: 'mongo'; url: string };
  bus: { kind: 'in-process' } | { kind: 'kafka'; brokers: string[]; clientId: string; prefix: string };
  /** Socket.IO fan-out between gateway replicas and shared rate limits (cluster, production). */
  redisUrl: string | null;
  /** The current signing secret (the first key of `jwt.keys`). */
  jwtSecret: string;
  /** Access-token keys: the first signs, every one verifies (rotation, docs/adr/0017). */
  jwt: JwtSettings;
  /** Proxies trusted for X-Forwarded-For; empty: the socket's address is the client's. */
  trustedProxies: string[];
  /** Port of /metrics when it is served apart from the API; null: on the API port. */
  metricsPort: number | null;
  companyStorageQuotaBytes: number;
  logFormat: 'json' | 'pretty';
  accessTokenTtlSeconds: number;
  seedDemoData: boolean;
  /** Gateway only: where each domain service listens (cluster and production). */
  serviceUrls: ServiceUrls;
  publicOrigin: string | null;
  /** Gateway: outgoing mail through SMTP (smtp:// or smtps://, credentials in the URL); null writes mail to DATA_DIR/mailbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Identifies the deployed build; a change raises the 'deployed' new-version announcement. */
  buildId: string | null;
}

export interface JwtKey {
  kid: string;
  secret: string;
}
export interface JwtSettings {
  issuer: string;
  audience: string;
  /** keys[0] signs; all verify. */
  keys: JwtKey[];
}

export const JWT_ISSUER = 'esg-platform/gateway';
export const JWT_AUDIENCE = 'esg-platform/api';

/** A key's id when none is configured: a short digest of the secret (it names the key, it does not reveal it). */
export const defaultKeyId = (secret: string): string =>
  `k-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;

function previousKeys(raw: string | undefined): JwtKey[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((entry) => {
    const item = entry.trim();
    const colon = item.indexOf(':');
    const kid = colon > 0 ? item.slice(0, colon) : null;
    const secret = colon > 0 ? item.slice(colon + 1) : item;
    if (secret.length < 32)
      throw new ConfigError('JWT_PREVIOUS_KEYS', 'each secret must be at least 32 characters');
    if (kid !== null && !/^[\w.-]{1,64}$/.test(kid))
      throw new ConfigError('JWT_PREVIOUS_KEYS', 'a key id must be 1-64 letters, digits or . _ -');
    return { kid: kid ?? defaultKeyId(secret), secret };
  });
}

const CIDR = /^(.+)\/(\d{1,3})$/;
function trustedProxies(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((entry) => {
    const item = entry.trim();
    const match = CIDR.exec(item);
    const address = match ? match[1] : item;
    const family = isIP(address);
    const bits = match ? Number(match[2]) : null;
    if (family === 0 || (bits !== null && bits > (family === 4 ? 32 : 128)))
      throw new ConfigError('TRUSTED_PROXIES', `"${item}" is not an IP address or CIDR range`);
    return item;
  });
}

function fail(error: z.ZodError): never {
  const issue = error.issues[0];
  throw new ConfigError(String(issue.path[0] ?? '(environment)'), issue.message);
}

/** Standalone needs zero set-up: the signing secret is generated once and kept in the data folder. */
function standaloneSecret(dataDir: string): string {
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(
  service: ServiceName | 'standalone',
  env: NodeJS.ProcessEnv = process.env,
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) fail(parsed.error);
  const e = parsed.data;
  const mode = e.RUN_MODE;
  const dataDir = resolve(e.DATA_DIR);

  const storeKind = e.STORE ?? (mode === 'production' ? 'mongo' : 'sqlite');
  if (mode === 'standalone' && storeKind !== 'sqlite')
    throw new ConfigError('STORE', 'must be sqlite in standalone mode');
  if (storeKind === 'mongo' && !e.MONGO_URL)
    throw new ConfigError('MONGO_URL', 'is required when STORE=mongo');

  // Every process of cluster and production mode shares Kafka (the Redis Streams bus is retired, ADR 0102).
  const busKind = e.BUS ?? (mode === 'standalone' ? 'in-process' : 'kafka');
  if (mode !== 'standalone' && busKind === 'in-process') {
    throw new ConfigError(
      'BUS',
      `cannot be in-process in ${mode} mode: processes would not see each other's events`,
    );
  }
  if (busKind === 'kafka' && !e.KAFKA_BROKERS)
    throw new ConfigError(
      'KAFKA_BROKERS',
      mode === 'standalone' ? 'is required when BUS=kafka' : `is required in ${mode} mode (the event bus)`,
    );
  if (mode === 'production' && service === 'gateway' && !e.REDIS_URL) {
    throw new ConfigError('REDIS_URL', 'is required for the gateway in production (Socket.IO fan-out)');
  }

  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (mode !== 'standalone') throw new ConfigError('JWT_SECRET', `is required in ${mode} mode`);
    jwtSecret = standaloneSecret(dataDir);
  }

  const jwtKeys: JwtKey[] = [{ kid: e.JWT_KEY_ID ?? defaultKeyId(jwtSecret), secret: jwtSecret }];
  for (const key of previousKeys(e.JWT_PREVIOUS_KEYS)) {
    if (jwtKeys.some((k) => k.kid === key.kid))
      throw new ConfigError('JWT_PREVIOUS_KEYS', `key id ${key.kid} is given twice`);
    jwtKeys.push(key);
  }

  const seed = e.SEED_DEMO_DATA === undefined ? mode !== 'production' : e.SEED_DEMO_DATA === 'true';
  if (seed && mode === 'production')
    throw new ConfigError('SEED_DEMO_DATA', 'must not be true in production mode');

  const serviceUrls: ServiceUrls = {};
  if (service === 'gateway') {
    for (const s of DOMAIN_SERVICES) {
      const variable = serviceUrlVariable(s);
      const value = env[variable];
      if (value === undefined) {
        if (mode === 'cluster') serviceUrls[s] = `http://127.0.0.1:${DEFAULT_PORTS[s]}`;
        else throw new ConfigError(variable, `is required for the gateway in ${mode} mode`);
      } else {
        const check = url(['http:', 'https:']).safeParse(value);
        if (!check.success) throw new ConfigError(variable, check.error.issues[0].message);
        serviceUrls[s] = value.replace(/\/$/, '');
      }
    }
  }

  if (mode === 'production' && service === 'gateway' && !e.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL',
      'is required for the gateway in production (invitation and password e-mails)',
    );
  }

  return {
    mode,
    service,
    host: e.HOST,
    port: e.PORT ?? (service === 'standalone' ? 3000 : DEFAULT_PORTS[service]),
    logLevel: e.LOG_LEVEL,
    dataDir,
    store: storeKind === 'sqlite' ? { kind: 'sqlite', dataDir } : { kind: 'mongo', url: e.MONGO_URL! },
    bus:
      busKind === 'in-process'
        ? { kind: 'in-process' }
        : {
            kind: 'kafka',
            brokers: e.KAFKA_BROKERS!.split(','),
            clientId: e.KAFKA_CLIENT_ID,
            prefix: e.KAFKA_PREFIX,
          },
    redisUrl: e.REDIS_URL ?? null,
    jwtSecret,
    jwt: { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, keys: jwtKeys },
    trustedProxies: trustedProxies(e.TRUSTED_PROXIES),
    metricsPort: e.METRICS_PORT ?? (mode === 'production' ? DEFAULT_METRICS_PORT : null),
    companyStorageQuotaBytes: e.COMPANY_STORAGE_QUOTA_MB * 1024 * 1024,
    logFormat: e.LOG_FORMAT ?? (mode === 'standalone' && process.stdout.isTTY === true ? 'pretty' : 'json'),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    seedDemoData: seed,
    serviceUrls,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    buildId: e.BUILD_ID ?? null,
  };
}
