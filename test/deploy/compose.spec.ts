/**
 * docker-compose.yml, validated offline: against the official Compose Specification JSON schema
 * (vendored in schemas/compose-spec.json, see schemas/README.md), and against what the processes need.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadConfig } from '../../libs/platform/src/config';
import {
  DEFAULT_PORTS,
  DOMAIN_SERVICES,
  SERVICE_NAMES,
  TEST_JWT_SECRET,
  TOPICS,
  asEnvironment,
  dlqOf,
  interpolateDeep,
  isObject,
  loadYaml,
  looksSecret,
  readRepoFile,
  repoFileExists,
  serviceUrlVariable,
  text,
  type JsonObject,
} from './deploy-support';

const COMPOSE_FILE = 'docker-compose.yml';
const INFRA = ['kafka', 'kafka-init', 'mongo', 'redis'] as const;
const ONE_SHOT = new Set(['kafka-init']);

const raw = loadYaml(COMPOSE_FILE);
const resolved = interpolateDeep(raw, { JWT_SECRET: TEST_JWT_SECRET, SMTP_URL: 'smtp://mail.test:1025' });
const services = resolved.services as Record<string, JsonObject>;
const rawServices = raw.services as Record<string, JsonObject>;

function compileComposeSchema(): ValidateFunction {
  const { $schema, ...schema } = JSON.parse(
    readRepoFile('test/deploy/schemas/compose-spec.json'),
  ) as JsonObject;
  // draft-07, Ajv's default dialect; Ajv only knows it by its canonical URI (http://…/schema#), so the
  // https spelling in the file is dropped rather than resolved over the network
  if (!/json-schema\.org\/draft-07\/schema/.test(text($schema)))
    throw new Error(`unexpected dialect ${text($schema)}`);
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}
const validateCompose = compileComposeSchema();

function environmentOf(service: string): Record<string, string> {
  const env = services[service].environment;
  if (!isObject(env)) throw new Error(`${service}: environment must be a mapping`);
  return asEnvironment(env);
}

function dependsOn(service: string): Record<string, { condition?: string }> {
  const deps = services[service].depends_on;
  if (deps === undefined) return {};
  if (!isObject(deps)) throw new Error(`${service}: depends_on must use the long form with conditions`);
  return deps as Record<string, { condition?: string }>;
}

describe('docker-compose.yml: Compose Specification schema', () => {
  it('the vendored schema is the Compose Specification', () => {
    const schema = JSON.parse(readRepoFile('test/deploy/schemas/compose-spec.json')) as { title?: string };
    expect(schema.title).toBe('Compose Specification');
  });

  it('validates after interpolation', () => {
    const ok = validateCompose(resolved);
    expect(validateCompose.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it('the validator is live: it rejects a wrong depends_on condition and an unknown service key', () => {
    const broken = structuredClone(resolved) as { services: Record<string, JsonObject> };
    (broken.services.gateway.depends_on as JsonObject).mongo = { condition: 'service_up' };
    broken.services.scoring.helthcheck = { test: ['CMD', 'true'] };
    expect(validateCompose(broken)).toBe(false);
    const messages = (validateCompose.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('\n');
    expect(messages).toMatch(/condition/);
    expect(messages).toMatch(/additional properties/);
  });

  it('refuses to start without JWT_SECRET (${JWT_SECRET:?...}), like docker compose', () => {
    expect(() => interpolateDeep(raw, {})).toThrow(/JWT_SECRET/);
    expect(() => interpolateDeep(raw, { JWT_SECRET: TEST_JWT_SECRET })).toThrow(/SMTP_URL/);
    expect(() => interpolateDeep(raw, { JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
  });
});

describe('docker-compose.yml: services and dependencies', () => {
  it('has the infrastructure and one container per process', () => {
    expect(Object.keys(services).sort()).toEqual([...INFRA, ...SERVICE_NAMES].sort());
  });

  it('runs Kafka in KRaft mode (no ZooKeeper) on the official image, single node', () => {
    const kafka = services.kafka;
    expect(text(kafka.image)).toMatch(/^(apache|bitnami)\/kafka:/);
    const env = environmentOf('kafka');
    expect(env.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(env.KAFKA_CONTROLLER_QUORUM_VOTERS).toBe('1@kafka:9093');
    expect(env.KAFKA_ADVERTISED_LISTENERS).toContain('kafka:9092');
    expect(env.KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR).toBe('1');
    expect(env.KAFKA_AUTO_CREATE_TOPICS_ENABLE).toBe('false');
    // KRaft formats its storage with this id: a UUID as 22 base64url characters
    expect(env.CLUSTER_ID).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Object.keys(env).some((k) => /ZOOKEEPER/.test(k))).toBe(false);
    expect(Object.keys(services).some((s) => /zookeeper/i.test(s))).toBe(false);
  });

  it('runs MongoDB 7 as replica set rs0, initiated by its healthcheck', () => {
    const mongo = services.mongo;
    expect(mongo.image).toBe('mongo:7');
    expect(mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    const test = ((mongo.healthcheck as JsonObject).test as string[]).join(' ');
    expect(test).toContain('mongosh');
    expect(test).toContain("rs.initiate({ _id: 'rs0'");
    expect(test).toContain("host: 'mongo:27017'");
    expect(test).toMatch(/isWritablePrimary/);
  });

  it('kafka-init creates every topic and its dead-letter topic, then exits', () => {
    const init = services['kafka-init'];
    expect(init.image).toBe(services.kafka.image);
    expect(init.restart).toBe('no');
    expect(dependsOn('kafka-init')).toEqual({ kafka: { condition: 'service_healthy' } });
    const script = [init.entrypoint, init.command].flat().map(text).join('\n');
    const loop = /for topic in([\s\S]*?); do/.exec(script);
    expect(loop).not.toBeNull();
    const listed = loop![1].split(/[\s\\]+/).filter(Boolean);
    expect(listed).toEqual([...TOPICS]);
    expect(script).toMatch(/--topic "\$topic" --partitions 6 --replication-factor 1/);
    expect(script).toMatch(/--topic "\$topic\.dlq" --partitions 6 --replication-factor 1/);
    expect(script).toContain('--if-not-exists');
    expect(dlqOf('x')).toBe('x.dlq');
  });

  it('every long-running container has a healthcheck; only the one-shot init has none', () => {
    for (const [name, service] of Object.entries(services)) {
      if (ONE_SHOT.has(name)) {
        expect(service.healthcheck).toBeUndefined();
        continue;
      }
      const healthcheck = service.healthcheck as JsonObject | undefined;
      expect({ name, healthcheck: isObject(healthcheck) }).toEqual({ name, healthcheck: true });
      expect(healthcheck!.disable).not.toBe(true);
      expect(Array.isArray(healthcheck!.test) && (healthcheck!.test as string[]).length > 1).toBe(true);
    }
  });

  it('waits on healthy dependencies and on the completed topic init, never on a bare start', () => {
    for (const name of Object.keys(services)) {
      for (const [dep, spec] of Object.entries(dependsOn(name))) {
        expect(Object.keys(services)).toContain(dep);
        const expected = ONE_SHOT.has(dep) ? 'service_completed_successfully' : 'service_healthy';
        expect({ name, dep, condition: spec.condition }).toEqual({ name, dep, condition: expected });
        if (!ONE_SHOT.has(dep)) expect(services[dep].healthcheck).toBeDefined();
      }
    }
  });

  it('starts every app process after MongoDB, Kafka and the topics; the gateway after Redis and every service', () => {
    for (const name of SERVICE_NAMES) {
      expect(Object.keys(dependsOn(name))).toEqual(expect.arrayContaining(['mongo', 'kafka', 'kafka-init']));
    }
    expect(Object.keys(dependsOn('gateway'))).toEqual(expect.arrayContaining(['redis', ...DOMAIN_SERVICES]));
  });

  it('app healthchecks probe /ready on the process port (store and bus reachable)', () => {
    for (const name of SERVICE_NAMES) {
      const test = ((services[name].healthcheck as JsonObject).test as string[]).join(' ');
      expect(test).toContain(`http://127.0.0.1:${DEFAULT_PORTS[name]}/ready`);
    }
  });

  it('builds each app image from the one Dockerfile, naming the service, with the repository root as context', () => {
    for (const name of SERVICE_NAMES) {
      const build = services[name].build as JsonObject;
      expect(build).toEqual({
        context: '.',
        dockerfile: 'Dockerfile',
        args: { SERVICE: name, PORT: String(DEFAULT_PORTS[name]) },
      });
      expect(repoFileExists('Dockerfile')).toBe(true);
      expect(text(services[name].image)).toMatch(new RegExp(`^esg-platform/${name}:`));
    }
  });

  it('publishes only the gateway port to the host', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'gateway') expect(service.ports).toEqual(['3000:3000']);
      else expect(service.ports).toBeUndefined();
    }
  });
});

describe('docker-compose.yml: environment', () => {
  it('commits no secret value: secrets are required interpolations without defaults', () => {
    for (const [name, service] of Object.entries(rawServices)) {
      const env = service.environment;
      if (!isObject(env)) continue;
      for (const [key, value] of Object.entries(env)) {
        if (!looksSecret(key)) continue;
        expect({ name, key, value }).toEqual({
          name,
          key,
          value: expect.stringMatching(/^\$\{[A-Z_]+:\?[^}]*\}$/),
        });
      }
    }
    const text = readRepoFile(COMPOSE_FILE);
    expect(text).toContain('JWT_SECRET: ${JWT_SECRET:?set JWT_SECRET}');
    expect(text).not.toMatch(/\$\{JWT_SECRET:-/);
    // no credentials inside connection URLs either
    expect(text).not.toMatch(/(mongodb|redis|rediss):\/\/[^\s/]*@/);
    expect(raw).not.toHaveProperty('secrets');
  });

  it.each(SERVICE_NAMES)('%s gets the production environment its configuration requires', (name) => {
    const env = environmentOf(name);
    expect(env).toMatchObject({
      RUN_MODE: 'production',
      STORE: 'mongo',
      BUS: 'kafka',
      KAFKA_BROKERS: 'kafka:9092',
      KAFKA_CLIENT_ID: name,
      PORT: String(DEFAULT_PORTS[name]),
      JWT_SECRET: TEST_JWT_SECRET,
    });
    expect(env.MONGO_URL).toBe('mongodb://mongo:27017/?replicaSet=rs0');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.SEED_DEMO_DATA).not.toBe('true');

    // the platform's own loader accepts it (it throws ConfigError naming any missing or bad setting)
    const config = loadConfig(name, env);
    expect(config.mode).toBe('production');
    expect(config.port).toBe(DEFAULT_PORTS[name]);
    expect(config.store).toEqual({ kind: 'mongo', url: env.MONGO_URL });
    expect(config.bus).toEqual({ kind: 'kafka', brokers: ['kafka:9092'], clientId: name, prefix: '' });
    expect(config.seedDemoData).toBe(false);
    expect(services[name].expose ?? services[name].ports).toBeDefined();
  });

  it('the gateway reaches Redis and each domain service by its compose name and port', () => {
    const env = environmentOf('gateway');
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.PUBLIC_ORIGIN).toBe('http://localhost:3000');
    const config = loadConfig('gateway', env);
    expect(config.redisUrl).toBe('redis://redis:6379');
    for (const service of DOMAIN_SERVICES) {
      expect(env[serviceUrlVariable(service)]).toBe(`http://${service}:${DEFAULT_PORTS[service]}`);
      expect(config.serviceUrls[service]).toBe(`http://${service}:${DEFAULT_PORTS[service]}`);
      expect(services[service].expose).toEqual([String(DEFAULT_PORTS[service])]);
    }
    expect(env.FILES_DIR).toBeUndefined();
  });

  it('domain services get no gateway-only settings', () => {
    for (const name of DOMAIN_SERVICES) {
      const env = environmentOf(name);
      for (const service of DOMAIN_SERVICES) expect(env[serviceUrlVariable(service)]).toBeUndefined();
      expect(env.REDIS_URL).toBeUndefined();
    }
  });
});
