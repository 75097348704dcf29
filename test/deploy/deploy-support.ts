/**
 * Shared helpers of the offline deployment tests (docker-compose.yml, k8s/, services/*\/Dockerfile).
 * Service names, ports and environment variable names come from the platform's own configuration
 * module, so the deployment artefacts are checked against what the processes actually read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments, parseDocument } from 'yaml';
import {
  DEFAULT_PORTS,
  DOMAIN_SERVICES,
  SERVICE_NAMES,
  serviceUrlVariable,
  type ServiceName,
} from '../../libs/platform/src/config';

export { DEFAULT_PORTS, DOMAIN_SERVICES, SERVICE_NAMES, serviceUrlVariable, type ServiceName };

export const repoRoot = resolve(__dirname, '..', '..');
export const readRepoFile = (relative: string): string => readFileSync(join(repoRoot, relative), 'utf8');
export const repoFileExists = (relative: string): boolean => existsSync(join(repoRoot, relative));

/**
 * One Kafka topic per service and aggregate (keyed by aggregate id); each has a `<topic>.dlq`.
 * `gateway.user` carries the gateway's user events (`gateway.user.registered.v1` in libs/contracts).
 */
export const TOPICS = [
  'data-collection.company',
  'data-collection.response',
  'data-collection.user',
  'data-collection.fund',
  'data-collection.positions',
  'data-collection.country-figures',
  'data-collection.quality-flag',
  'data-collection.quality-settings',
  'data-collection.value-override',
  'gateway.announcement',
  'gateway.user',
  'action-plans.plan',
  'action-plans.recommendation',
  'action-plans.comment',
  'action-plans.internal-note',
  'action-plans.deliverable',
  'action-plans.change-request',
  'notifications.notification',
  'reporting.pai-text',
  'reporting.pai-statement',
  'reporting.analysis',
  'scoring.carbon-calculation',
  'notifications.changelog',
  'scoring.tcfd-assessment',
  'gateway.activity',
] as const;
export const dlqOf = (topic: string): string => `${topic}.dlq`;
export const ALL_TOPICS: readonly string[] = TOPICS.flatMap((t) => [t, dlqOf(t)]);

/** Settings that carry secrets or credentials: never a literal value in a committed file. */
export const SECRET_ENV = ['JWT_SECRET', 'MONGO_URL', 'REDIS_URL', 'SMTP_URL'] as const;
export const looksSecret = (name: string): boolean =>
  /SECRET|PASSWORD|PASSWD|TOKEN|PRIVATE|CREDENTIAL|_KEY$/i.test(name);

/** A JWT secret that satisfies the platform's rule (>= 32 characters), for the configuration checks. */
export const TEST_JWT_SECRET = 'test-only-jwt-secret-0123456789abcdefghijklmnop';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A YAML scalar as text (objects as JSON), for messages and string comparisons. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses one YAML file (YAML merge keys `<<` resolved, as Docker Compose does); fails on any YAML error. */
export function loadYaml(relative: string): JsonObject {
  const doc = parseDocument(readRepoFile(relative), { merge: true, prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(`${relative}: ${doc.errors.map((e) => e.message).join('; ')}`);
  const value: unknown = doc.toJS({ maxAliasCount: 1000 });
  if (!isObject(value)) throw new Error(`${relative}: the top level is not a mapping`);
  return value;
}

export interface ManifestDocument {
  file: string;
  index: number;
  object: JsonObject;
}

/** Every document of a multi-document YAML file; empty documents (a trailing `---`) are skipped. */
export function loadYamlDocuments(
  relative: string,
  text: string = readRepoFile(relative),
): ManifestDocument[] {
  const out: ManifestDocument[] = [];
  parseAllDocuments(text, { prettyErrors: true }).forEach((doc, index) => {
    if ('errors' in doc && doc.errors.length > 0) {
      throw new Error(`${relative} document ${index}: ${doc.errors.map((e) => e.message).join('; ')}`);
    }
    const value: unknown = doc.toJS();
    if (value === null || value === undefined) return;
    if (!isObject(value)) throw new Error(`${relative} document ${index} is not a mapping`);
    out.push({ file: relative, index, object: value });
  });
  return out;
}

export function listFiles(relativeDir: string, predicate: (name: string) => boolean): string[] {
  return readdirSync(join(repoRoot, relativeDir))
    .filter(predicate)
    .sort()
    .map((name) => `${relativeDir}/${name}`);
}

/**
 * Compose variable interpolation (https://docs.docker.com/reference/compose-file/interpolation/):
 * `$$`, `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`,
 * `${VAR:+replacement}`, `${VAR+replacement}`. Throws, like `docker compose`, on a required one that is unset.
 */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  const pattern = /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;
  return text.replace(
    pattern,
    (_m, dollar?: string, name?: string, op?: string, arg?: string, bare?: string) => {
      if (dollar) return '$';
      const variable = (name ?? bare)!;
      const value = env[variable];
      const unsetOrEmpty = value === undefined || value === '';
      switch (op) {
        case undefined:
          return value ?? '';
        case ':-':
          return unsetOrEmpty ? (arg ?? '') : value;
        case '-':
          return value === undefined ? (arg ?? '') : value;
        case ':?':
          if (unsetOrEmpty) throw new Error(`required variable ${variable} is missing a value: ${arg}`);
          return value;
        case '?':
          if (value === undefined)
            throw new Error(`required variable ${variable} is missing a value: ${arg}`);
          return value;
        case ':+':
          return unsetOrEmpty ? '' : (arg ?? '');
        case '+':
          return value === undefined ? '' : (arg ?? '');
        default:
          throw new Error(`unsupported interpolation operator ${op}`);
      }
    },
  );
}

export function interpolateDeep<T>(value: T, env: Record<string, string | undefined>): T {
  if (typeof value === 'string') return interpolate(value, env) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => interpolateDeep(v, env)) as T;
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, env)])) as T;
  }
  return value;
}

/** The environment a process sees, as strings (Compose and Kubernetes both pass numbers as text). */
export function asEnvironment(mapping: JsonObject): Record<string, string> {
  return Object.fromEntries(
    Object.entries(mapping).map(([k, v]) => [
      k,
      v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
    ]),
  );
}

/** The `@esg/*` workspaces a package needs at run time, transitively (from the package.json files). */
export function workspaceClosure(packageDir: string): string[] {
  const dirs = new Map<string, string>();
  for (const group of ['libs', 'services', 'apps']) {
    for (const name of readdirSync(join(repoRoot, group))) {
      const file = join(repoRoot, group, name, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name: string };
      dirs.set(pkg.name, `${group}/${name}`);
    }
  }
  const seen = new Set<string>();
  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = JSON.parse(readRepoFile(`${dir}/package.json`)) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(pkg.dependencies ?? {})) {
      const target = dirs.get(dep);
      if (target) visit(target);
    }
  };
  visit(packageDir);
  return [...seen].sort();
}
