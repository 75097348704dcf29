import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka as KafkaJs, logLevel, type Consumer } from 'kafkajs';
import { CloudEvent, Kafka as CloudEventsKafka, type KafkaMessage } from 'cloudevents';
import { parseAllDocuments } from 'yaml';
import { topicOf, validateEvent, type CloudEvent as EsgEvent } from '@esg/contracts';
import {
  acknowledgedFollowUps,
  describeWithKafka,
  freePort,
  startKafka,
  waitFor,
  type FollowUpScenario,
  type KafkaCluster,
} from '@esg/testing';

/*
 * Cluster mode on Kafka (issue 22): `npm run start:cluster` with KAFKA_BROKERS naming a three-broker
 * KRaft cluster on loopback (scripts/kafka.mjs), one process per service. A consumer outside the
 * product — plain kafkajs and the cloudevents SDK, as a downstream system would write it — reads
 * data-collection.response.published.v1 per the CloudEvents Kafka binding, on the topic, key and schema
 * the AsyncAPI document and k8s/kafka-topics.yaml declare. Then every process is killed with SIGKILL
 * as acknowledged commands answer; after the restart every follow-up arrives exactly once within 20 s.
 * One Kafka cluster and one set of processes serve the whole file.
 */
const root = join(__dirname, '..', '..');
const PUBLISHED = 'data-collection.response.published.v1';

function runCluster(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'scripts', 'start-cluster.mjs')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-30_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** Signals the launcher's process group: the launcher and every service it started. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    /* already gone */
  }
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (!child.pid) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
    clearTimeout(timer);
  }
  signalGroup(child, 'SIGKILL');
}

/** What the downstream consumer decoded: the SDK's event and the Kafka message it came in. */
interface Seen {
  topic: string;
  key: string | null;
  event: CloudEvent<unknown>;
}

describeWithKafka('cluster mode on Kafka')('cluster mode on a three-broker Kafka', () => {
  let kafka: KafkaCluster;
  let cluster: ReturnType<typeof runCluster>;
  let env: NodeJS.ProcessEnv;
  let dataDir: string;
  let gateway: string;
  let serviceUrls: string[];
  let scenario: FollowUpScenario;
  let downstream: Consumer;
  const seen: Seen[] = [];
  const timings: string[] = [];

  const ready = async (): Promise<void> => {
    for (const url of [gateway, ...serviceUrls])
      await waitFor(async () => (await fetch(`${url}/ready`).catch(() => null))?.status === 200, {
        timeoutMs: 120_000,
        message: () => `${url} did not become ready:\n${cluster.output().slice(-4000)}`,
      });
  };

  beforeAll(async () => {
    const started = Date.now();
    const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
    kafka = await startKafka({ nodes: 3 });
    timings.push(`3 brokers ${((Date.now() - started) / 1000).toFixed(1)} s`);
    dataDir = mkdtempSync(join(tmpdir(), 'esg-kafka-cluster-'));
    // The SPA is not under test: a stand-in page, so the launcher does not build frontend/dist meanwhile.
    const webDist = join(dataDir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ESG Platform</title>');
    const port = await freePort();
    gateway = `http://127.0.0.1:${port}`;
    const names = ['ACTION_PLANS', 'DATA_COLLECTION', 'SCORING', 'NOTIFICATIONS', 'REPORTING'];
    const ports = await Promise.all(names.map(() => freePort()));
    serviceUrls = ports.map((p) => `http://127.0.0.1:${p}`);
    env = {
      KAFKA_BROKERS: kafka.brokers.join(','),
      REDIS_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      JWT_SECRET: 'kafka-cluster-test-secret-0123456789abcdef',
      ...Object.fromEntries(names.map((n, i) => [`${n}_URL`, serviceUrls[i]])),
    };
    cluster = runCluster(env);
    await ready();
    timings.push(`cluster ready ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // The downstream system: plain kafkajs, its own group, the SDK decoding each message.
    const client = new KafkaJs({
      clientId: 'downstream',
      brokers: kafka.brokers,
      logLevel: logLevel.NOTHING,
    });
    downstream = client.consumer({ groupId: 'downstream-reporting-system', maxWaitTimeInMs: 250 });
    await downstream.connect();
    await waitFor(
      async () => {
        await downstream.subscribe({ topics: ['data-collection.response'], fromBeginning: true });
        return true;
      },
      { timeoutMs: 60_000, message: 'the data-collection.response topic (created by data-collection)' },
    );
    await downstream.run({
      eachMessage: async ({ topic, message }) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(message.headers ?? {}))
          headers[name] = (Array.isArray(value) ? value[0] : value)?.toString() ?? '';
        const kafkaMessage: KafkaMessage<string> = {
          key: message.key?.toString() ?? '',
          value: message.value?.toString() ?? '',
          headers,
          body: message.value?.toString() ?? '',
          timestamp: message.timestamp,
        };
        seen.push({
          topic,
          key: message.key?.toString() ?? null,
          event: CloudEventsKafka.toEvent(kafkaMessage) as CloudEvent<unknown>,
        });
      },
    });
    scenario = await acknowledgedFollowUps();
  }, 420_000);

  afterAll(async () => {
    await downstream?.disconnect().catch(() => undefined);
    if (cluster) await stopGroup(cluster.child);
    await scenario?.close();
    await kafka?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    console.log(`cluster on Kafka: ${timings.join('; ')}`);
  }, 60_000);

  it('loses no follow-up of acknowledged commands when every process is killed with SIGKILL', async () => {
    const started = Date.now();
    await scenario.prepare(gateway);
    const killed = new Promise((resolve) => cluster.child.once('exit', resolve));
    await scenario.actThenKill(gateway, () => signalGroup(cluster.child, 'SIGKILL'));
    await killed;
    // The services die with the launcher's group; wait until none answers any more.
    await waitFor(
      async () => {
        const up = await Promise.all(
          [gateway, ...serviceUrls].map((url) =>
            fetch(`${url}/health`).then(
              () => true,
              () => false,
            ),
          ),
        );
        return up.every((u) => !u);
      },
      { timeoutMs: 15_000, message: 'every process to be gone' },
    );
    cluster = runCluster(env);
    await ready();
    await scenario.expectEachFollowUpOnce(gateway, 20_000);
    timings.push(`crash scenario ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 420_000);

  it('lets a plain kafkajs + cloudevents consumer read data-collection.response.published.v1 as AsyncAPI and k8s declare it', async () => {
    // The crash scenario published Atlas's SFDR 2025 response (the demo data publishes others before it);
    // a relay that died between sending and marking re-sends it: one event id, perhaps twice.
    const published = await waitFor(
      () => {
        const list = seen.filter((s) => {
          const data = s.event.data as { companyId?: number; standardId?: number; period?: string };
          return (
            s.event.type === PUBLISHED &&
            data.companyId === 3 &&
            data.standardId === 8 &&
            data.period === '2025'
          );
        });
        return list.length > 0 ? list : null;
      },
      { timeoutMs: 30_000, message: 'the published event on data-collection.response' },
    );
    expect(new Set(published.map((s) => s.event.id)).size).toBe(1);
    const { topic, key, event } = published[0];

    // Topic and key: those of the AsyncAPI document (served by the gateway) and of k8s/kafka-topics.yaml.
    expect(topic).toBe(topicOf(PUBLISHED));
    expect(key).toBe(event.subject);
    const asyncapi = (await (await fetch(`${gateway}/api/docs/asyncapi.json`)).json()) as {
      channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
      components: {
        messages: Record<
          string,
          { name: string; 'x-topic': string; bindings: { kafka: { key: { description: string } } } }
        >;
      };
    };
    const channel = Object.values(asyncapi.channels).find((c) => c.address === topic);
    expect(channel).toBeDefined();
    const message = Object.values(asyncapi.components.messages).find((m) => m.name === PUBLISHED);
    expect(message?.['x-topic']).toBe(topic);
    expect(message?.bindings.kafka.key.description).toMatch(/subject/);
    expect(Object.values(channel!.messages).map((m) => m.$ref.split('/').pop())).toContain(
      Object.entries(asyncapi.components.messages).find(([, m]) => m.name === PUBLISHED)![0],
    );
    const declared = parseAllDocuments(readFileSync(join(root, 'k8s', 'kafka-topics.yaml'), 'utf8'))
      .map((d) => d.toJSON() as { kind: string; metadata: { name: string } })
      .filter((d) => d?.kind === 'KafkaTopic')
      .map((d) => d.metadata.name);
    expect(declared).toEqual(expect.arrayContaining([topic, `${topic}.dlq`]));

    // Schema: the event the SDK decoded is valid against the contract the AsyncAPI document is made from.
    expect(event.specversion).toBe('1.0');
    expect(event.source).toBe('data-collection');
    // CloudEvents extensions travel as text in Kafka headers: the integer one is read back as a number.
    const envelope = {
      ...event.toJSON(),
      aggregateversion: Number(event.aggregateversion),
    } as unknown as EsgEvent;
    expect(() => validateEvent(envelope)).not.toThrow();
    expect(event.data).toEqual(expect.objectContaining({ companyId: 3, standardId: 8, period: '2025' }));
  }, 60_000);
});
