import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Real Apache Kafka for tests: `scripts/kafka.mjs` (the pinned KRaft broker from Maven Central) started
 * on free loopback ports with a throw-away folder. CI starts one broker for every suite and passes it as
 * TEST_KAFKA_BROKERS; a suite that needs to stop brokers starts its own cluster of three.
 */

const root = join(__dirname, '..', '..', '..');
const SCRIPT = join(root, 'scripts', 'kafka.mjs');

export interface KafkaCluster {
  /** host:port of every node (a bootstrap list). */
  brokers: string[];
  /** Stops one node (its process group), keeping its data; `startNode` brings it back. */
  stopNode(id: number): Promise<void>;
  startNode(id: number): Promise<void>;
  /** Stops every node and deletes the folder. */
  stop(): Promise<void>;
}

/** Whether Java and Maven are here to run the broker; CI installs them, so there it is never skipped. */
export function kafkaAvailable(): { ok: true } | { ok: false; reason: string } {
  if (process.env.TEST_KAFKA_BROKERS) return { ok: true };
  for (const [tool, args] of [
    ['java', ['-version']],
    ['mvn', ['-v']],
  ] as const) {
    const probe = spawnSync(tool, [...args], { encoding: 'utf8', timeout: 15_000 });
    if (probe.error || probe.status !== 0)
      return {
        ok: false,
        reason: `${tool} is not installed (the Kafka broker runs on Java 17, fetched with Maven)`,
      };
  }
  if (!existsSync(SCRIPT)) return { ok: false, reason: `${SCRIPT} is missing` };
  return { ok: true };
}

/** `describe` where Kafka can run, else `describe.skip` with the reason printed; never skipped in CI. */
export function describeWithKafka(title: string): jest.Describe {
  const available = kafkaAvailable();
  if (available.ok) return describe;
  if (process.env.CI) throw new Error(`${title}: Kafka is required in CI but ${available.reason}`);
  console.warn(`Skipping ${title}: ${available.reason}`);
  return describe.skip;
}

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      // The script reports what it did and how long it took; a test run shows it.
      if (err.trim()) process.stderr.write(err);
      if (code === 0) resolve(out);
      else
        reject(new Error(`node scripts/kafka.mjs ${args.join(' ')} failed (${code}):\n${err.slice(-4000)}`));
    });
  });
}

/** Starts a cluster of `nodes` brokers (each also a KRaft controller) in a new temp folder. */
export async function startKafka(options: { nodes?: 1 | 3; heap?: string } = {}): Promise<KafkaCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'esg-kafka-test-'));
  const out = await run([
    'start',
    '--nodes',
    String(options.nodes ?? 1),
    '--dir',
    dir,
    ...(options.heap ? ['--heap', options.heap] : []),
  ]);
  const line = out.split('\n').find((l) => l.startsWith('KAFKA_BROKERS='));
  if (!line) throw new Error(`scripts/kafka.mjs printed no KAFKA_BROKERS line: ${out}`);
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    await run(['stop', '--dir', dir]);
  };
  // A test run that dies without its afterAll still stops the brokers it started.
  const killOnExit = (): void => {
    spawnSync(process.execPath, [SCRIPT, 'stop', '--dir', dir], { stdio: 'ignore', timeout: 20_000 });
  };
  process.once('exit', killOnExit);
  return {
    brokers: line.slice('KAFKA_BROKERS='.length).trim().split(','),
    stopNode: async (id) => void (await run(['stop', '--node', String(id), '--dir', dir])),
    startNode: async (id) => void (await run(['start', '--node', String(id), '--dir', dir])),
    stop,
  };
}

/**
 * The broker a suite shares: CI's (TEST_KAFKA_BROKERS, left running for the next suite) or one
 * started for this file. Release it in afterAll.
 */
export async function sharedKafka(): Promise<{ brokers: string[]; release(): Promise<void> }> {
  const given = process.env.TEST_KAFKA_BROKERS;
  if (given) return { brokers: given.split(','), release: async () => undefined };
  const cluster = await startKafka();
  return { brokers: cluster.brokers, release: () => cluster.stop() };
}

/**
 * Kafka for a suite that runs the product's processes: the shared broker and a prefix of the suite's
 * own (KAFKA_PREFIX), so its topics and consumer groups are apart from every other suite's on CI's
 * broker. `env` is what the processes need. Release it in afterAll.
 */
export async function kafkaForSuite(
  suite: string,
): Promise<{ brokers: string[]; prefix: string; env: NodeJS.ProcessEnv; release(): Promise<void> }> {
  const kafka = await sharedKafka();
  const prefix = `${suite}-${randomUUID().slice(0, 8)}.`;
  return {
    brokers: kafka.brokers,
    prefix,
    env: { KAFKA_BROKERS: kafka.brokers.join(','), KAFKA_PREFIX: prefix },
    release: () => kafka.release(),
  };
}
