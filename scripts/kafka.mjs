#!/usr/bin/env node
// A throw-away Apache Kafka (KRaft, no ZooKeeper) on this machine, for the tests, CI and cluster mode
// (docs/adr/0100). The broker is the pinned Maven artifact of scripts/kafka/pom.xml, run with Java 17+.
//
//   node scripts/kafka.mjs start [--nodes 1|3] [--dir DIR] [--heap 512m]   start a cluster, print KAFKA_BROKERS
//   node scripts/kafka.mjs stop [--dir DIR]                                stop it (process groups), delete DIR
//   node scripts/kafka.mjs stop --node N [--dir DIR]                       stop one node, keep its data
//   node scripts/kafka.mjs start --node N [--dir DIR]                      start that node again on its data
//   node scripts/kafka.mjs brokers [--dir DIR]                             print the bootstrap list
//
// Each node is broker and controller, listens on free loopback ports, writes its data under DIR/node-N
// and its log to DIR/node-N.log, and runs in its own process group (stopped with it). DIR defaults to a
// new temp folder; the last one started is remembered, so `stop` needs no --dir. What it did and how
// long it took is printed on stderr; stdout carries only `KAFKA_BROKERS=host:port,...`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const POM = join(root, 'scripts', 'kafka', 'pom.xml');
const LOG_CONFIG = join(root, 'scripts', 'kafka', 'log4j2.yaml');
const CACHE = join(root, 'node_modules', '.cache', 'esg-kafka');
const CURRENT = join(CACHE, 'current');
const STATE = 'cluster.json';
const READY_TIMEOUT_MS = Number(process.env.KAFKA_START_TIMEOUT_MS ?? 120_000);

const say = (message) => process.stderr.write(`[kafka] ${message}\n`);
class KafkaScriptError extends Error {}
const fail = (message) => {
  throw new KafkaScriptError(message);
};
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) fail(`--${name} needs a value`);
  return value;
}

function requireTool(command, args, purpose) {
  const probe = spawnSync(command, args, { encoding: 'utf8' });
  if (probe.error || probe.status !== 0)
    fail(
      `${command} is needed ${purpose} but was not found on PATH (${probe.error?.message ?? probe.stderr})`,
    );
}

/** The broker's jars: copied once per version of pom.xml from Maven's cache (downloaded there on first use). */
function brokerClasspath() {
  const pom = readFileSync(POM);
  const lib = join(CACHE, createHash('sha256').update(pom).digest('hex').slice(0, 16), 'lib');
  const done = join(lib, '.complete');
  if (!existsSync(done)) {
    requireTool('mvn', ['-v'], 'to fetch the Kafka broker from Maven Central');
    const started = Date.now();
    say(`resolving the broker with Maven (${POM})`);
    rmSync(lib, { recursive: true, force: true });
    const mvn = spawnSync(
      'mvn',
      [
        '-B',
        '-q',
        '-f',
        POM,
        'dependency:copy-dependencies',
        '-DincludeScope=runtime',
        `-DoutputDirectory=${lib}`,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    if (mvn.status !== 0) fail(`mvn dependency:copy-dependencies failed:\n${mvn.stdout}${mvn.stderr}`);
    writeFileSync(done, new Date().toISOString());
    say(`broker jars in ${lib} (${seconds(started)})`);
  }
  return `${lib}/*`;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(address.port));
    });
  });
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => done(true));
  });
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function properties(cluster, node) {
  const n = cluster.nodes.length;
  const replication = Math.min(3, n);
  return [
    'process.roles=broker,controller',
    `node.id=${node.id}`,
    `controller.quorum.voters=${cluster.nodes.map((m) => `${m.id}@127.0.0.1:${m.controllerPort}`).join(',')}`,
    `listeners=PLAINTEXT://127.0.0.1:${node.port},CONTROLLER://127.0.0.1:${node.controllerPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${node.port}`,
    'controller.listener.names=CONTROLLER',
    'inter.broker.listener.name=PLAINTEXT',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    `log.dirs=${join(cluster.dir, `node-${node.id}`)}`,
    // As in production (k8s/kafka-topics.yaml, compose kafka-init): topics are created on purpose.
    'auto.create.topics.enable=false',
    `default.replication.factor=${replication}`,
    `min.insync.replicas=${n >= 3 ? 2 : 1}`,
    `offsets.topic.replication.factor=${replication}`,
    `transaction.state.log.replication.factor=${replication}`,
    `transaction.state.log.min.isr=${n >= 3 ? 2 : 1}`,
    `share.coordinator.state.topic.replication.factor=${replication}`,
    `share.coordinator.state.topic.min.isr=${n >= 3 ? 2 : 1}`,
    // Small internal topics and no join delay: a test's first consumer group is ready in a second.
    'offsets.topic.num.partitions=6',
    'transaction.state.log.num.partitions=6',
    'group.initial.rebalance.delay.ms=0',
    'num.network.threads=2',
    'num.io.threads=4',
    'log.segment.bytes=67108864',
    '',
  ].join('\n');
}

function java(cluster, mainClass, args, heap) {
  return [
    `-Xms${heap === '512m' ? '256m' : heap}`,
    `-Xmx${heap}`,
    '-XX:+UseG1GC',
    '-XX:MaxGCPauseMillis=20',
    '-Djava.awt.headless=true',
    `-Dlog4j2.configurationFile=${LOG_CONFIG}`,
    '-cp',
    cluster.classpath,
    mainClass,
    ...args,
  ];
}

function saveState(cluster) {
  writeFileSync(join(cluster.dir, STATE), `${JSON.stringify(cluster, null, 2)}\n`);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(CURRENT, cluster.dir);
}

function loadState(dir) {
  const folder = dir ?? (existsSync(CURRENT) ? readFileSync(CURRENT, 'utf8').trim() : null);
  if (!folder || !existsSync(join(folder, STATE)))
    fail(`no Kafka started here${dir ? ` in ${dir}` : ''} (${STATE} not found)`);
  return JSON.parse(readFileSync(join(folder, STATE), 'utf8'));
}

// A cluster id is 16 random bytes in URL-safe base64 without padding (what `kafka-storage random-uuid` prints).
// One in 64 such strings starts with '-', which the storage tool's argument parser reads as an option
// ("argument --cluster-id/-t: expected one argument"); Kafka's own Uuid.randomUuid() draws again in that case,
// and so does this.
export function clusterId(random = randomBytes) {
  for (;;) {
    const id = random(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

const bootstrap = (cluster) => cluster.nodes.map((n) => `127.0.0.1:${n.port}`).join(',');

function launch(cluster, node) {
  const log = join(cluster.dir, `node-${node.id}.log`);
  const out = openSync(log, 'a');
  const child = spawn(
    'java',
    java(cluster, 'kafka.Kafka', [join(cluster.dir, `node-${node.id}.properties`)], cluster.heap),
    { detached: true, stdio: ['ignore', out, out] },
  );
  closeSync(out);
  child.unref();
  node.pid = child.pid;
  node.log = log;
}

/** Waits until every given node logged its start and answers on its port; fails with the log's tail. */
async function awaitStarted(cluster, nodes, since) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const pending = new Set(nodes);
  while (pending.size > 0) {
    for (const node of [...pending]) {
      const text = existsSync(node.log) ? readFileSync(node.log, 'utf8') : '';
      const offset = node.logOffset ?? 0;
      if (!alive(node.pid))
        fail(`Kafka node ${node.id} exited while starting; ${node.log}:\n${text.slice(-3000)}`);
      if (text.indexOf('Kafka Server started', offset) !== -1 && (await answers(node.port)))
        pending.delete(node);
    }
    if (pending.size === 0) break;
    if (Date.now() > deadline) {
      const node = [...pending][0];
      fail(
        `Kafka node ${node.id} did not start within ${READY_TIMEOUT_MS / 1000} s; ${node.log}:\n` +
          readFileSync(node.log, 'utf8').slice(-3000),
      );
    }
    await sleep(100);
  }
  say(`${nodes.length === 1 ? `node ${nodes[0].id}` : `${nodes.length} nodes`} up (${seconds(since)})`);
}

async function startCluster(args) {
  const count = Number(option(args, 'nodes', '1'));
  if (![1, 3].includes(count)) fail('--nodes must be 1 or 3');
  requireTool('java', ['-version'], 'to run the Kafka broker (Java 17 or newer)');
  const started = Date.now();
  const classpath = brokerClasspath();
  const given = option(args, 'dir', null);
  const dir = given ?? mkdtempSync(join(tmpdir(), 'esg-kafka-'));
  mkdirSync(dir, { recursive: true });
  if (existsSync(join(dir, STATE))) fail(`${dir} already holds a Kafka (${STATE}); stop it first`);
  const nodes = [];
  for (let id = 1; id <= count; id++)
    nodes.push({ id, port: await freePort(), controllerPort: await freePort() });
  const cluster = { dir, classpath, heap: option(args, 'heap', '512m'), clusterId: null, nodes };
  cluster.clusterId = clusterId();
  for (const node of nodes) writeFileSync(join(dir, `node-${node.id}.properties`), properties(cluster, node));
  // Formatting is one JVM per node; they run side by side.
  const formatting = nodes.map(
    (node) =>
      new Promise((resolve, reject) => {
        const child = spawn(
          'java',
          java(
            cluster,
            'kafka.tools.StorageTool',
            ['format', '-t', cluster.clusterId, '-c', join(dir, `node-${node.id}.properties`)],
            '256m',
          ),
          { stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let output = '';
        child.stdout.on('data', (c) => (output += c));
        child.stderr.on('data', (c) => (output += c));
        child.on('exit', (code) =>
          code === 0
            ? resolve()
            : reject(new KafkaScriptError(`formatting node ${node.id} failed:\n${output}`)),
        );
      }),
  );
  await Promise.all(formatting);
  for (const node of nodes) launch(cluster, node);
  saveState(cluster);
  try {
    await awaitStarted(cluster, nodes, started);
  } catch (error) {
    await stopNodes(cluster, nodes);
    throw error;
  }
  say(`${count === 1 ? 'broker' : `${count} brokers`} ready in ${dir} (${seconds(started)} in all)`);
  console.log(`KAFKA_BROKERS=${bootstrap(cluster)}`);
}

async function startNode(args, id) {
  const cluster = loadState(option(args, 'dir', null));
  const node = cluster.nodes.find((n) => n.id === id) ?? fail(`no node ${id} in ${cluster.dir}`);
  if (node.pid && alive(node.pid)) fail(`node ${id} is running (pid ${node.pid})`);
  const started = Date.now();
  node.logOffset = existsSync(node.log) ? readFileSync(node.log, 'utf8').length : 0;
  launch(cluster, node);
  saveState(cluster);
  await awaitStarted(cluster, [node], started);
}

/** SIGTERM to each node's process group, SIGKILL to what is left after the grace period. */
async function stopNodes(cluster, nodes, graceMs = 10_000) {
  const running = nodes.filter((n) => n.pid && alive(n.pid));
  const signal = (node, name) => {
    try {
      process.kill(-node.pid, name);
    } catch {
      /* already gone */
    }
  };
  for (const node of running) signal(node, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (running.some((n) => alive(n.pid)) && Date.now() < deadline) await sleep(100);
  for (const node of running) if (alive(node.pid)) signal(node, 'SIGKILL');
  while (running.some((n) => alive(n.pid))) await sleep(50);
  for (const node of nodes) node.pid = null;
}

async function stop(args) {
  const cluster = loadState(option(args, 'dir', null));
  const started = Date.now();
  const id = option(args, 'node', null);
  if (id !== null) {
    const node = cluster.nodes.find((n) => n.id === Number(id)) ?? fail(`no node ${id} in ${cluster.dir}`);
    await stopNodes(cluster, [node]);
    saveState(cluster);
    say(`node ${id} stopped (${seconds(started)}); its data is kept`);
    return;
  }
  // The whole cluster is thrown away: no controlled shutdown to wait for.
  await stopNodes(cluster, cluster.nodes, 3_000);
  rmSync(cluster.dir, { recursive: true, force: true });
  if (existsSync(CURRENT) && readFileSync(CURRENT, 'utf8').trim() === cluster.dir) rmSync(CURRENT);
  say(`stopped and removed ${cluster.dir} (${seconds(started)})`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const node = option(args, 'node', null);
  switch (command) {
    case 'start':
      if (node !== null) await startNode(args, Number(node));
      else await startCluster(args);
      break;
    case 'stop':
      await stop(args);
      break;
    case 'brokers':
      console.log(bootstrap(loadState(option(args, 'dir', null))));
      break;
    default:
      fail(
        'usage: node scripts/kafka.mjs start [--nodes 1|3] [--dir DIR] [--heap 512m] | stop [--dir DIR] [--node N] | start --node N [--dir DIR] | brokers [--dir DIR]',
      );
  }
}

// Run as a command; imported (by its test), it only exports.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  main().catch((error) => {
    say(error instanceof KafkaScriptError ? error.message : (error.stack ?? String(error)));
    process.exit(1);
  });
}
