/**
 * Event throughput: outbox → bus → idempotent consumer, against a raw kafkajs baseline of the same
 * messages on the same broker, measured in the same run. Results are appended to docs/benchmarks.md.
 *   (a) outbox → in-process bus → idempotent consumer (SQLite files)
 *   (b) outbox → Kafka (KafkaBus, a real broker of scripts/kafka.mjs) → idempotent consumer, each fetched
 *       batch applied in one SQLite transaction (the subscription's batch handler)
 *   (b′) the same with one transaction per event (no batch handler: what every consumer did before)
 *   (c) raw kafkajs: sendBatch of the same messages (same keys, headers, values) and an eachBatch consumer,
 *       run before and after (b) and (b′); their mean is the baseline, so the machine's load drifting
 *       during the run weighs on both sides alike
 * The ratio (b)/(c) (target ≥ 0.5, issue 22) is the figure to watch.
 * BENCH_EVENTS overrides the count; BENCH_KAFKA_BROKERS uses a running broker instead of starting one.
 */
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { createEvent, type CloudEvent } from '@esg/contracts';
import {
  consumeIdempotentlyInBatches,
  InProcessBus,
  KafkaBus,
  OutboxRelay,
  topicMessagesOf,
  type EventBus,
} from '@esg/messaging';
import { SqliteStore, type Doc } from '@esg/persistence';
import { kafkaAvailable, startKafka, waitFor } from '@esg/testing';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const KEYS = 100;
const TOPIC = 'data-collection.company';
const APPEND_BATCH = 1_000;
const RELAY_BATCH = 500;
const READ_BATCH = 500;
const CONSUMER_BATCH = 500;

interface Counter extends Doc {
  applied: number;
}

function makeEvents(): CloudEvent[] {
  return Array.from({ length: EVENTS }, (_, i) => {
    const companyId = (i % KEYS) + 1;
    return createEvent({
      type: 'data-collection.company.updated.v1',
      source: 'bench',
      subject: companyId,
      companyId,
      aggregateVersion: Math.floor(i / KEYS) + 1,
      data: { companyId, changes: { name: `Company ${companyId}`, revision: i } },
    });
  });
}

function openStore(dir: string, name: string): SqliteStore {
  return SqliteStore.open({
    file: join(dir, `${name}.db`),
    migrations: [{ version: 1, name: 'tallies', collections: [{ name: 'tallies' }] }],
  });
}

interface Run {
  seconds: number;
  appendSeconds?: number;
}

/** Appends the events to a producer outbox, then times relay → bus → idempotent consumer. */
async function throughBus(bus: EventBus, events: CloudEvent[], batched = true): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'esg-bench-'));
  const producer = openStore(dir, 'producer');
  const consumer = openStore(dir, 'consumer');
  try {
    const appendStart = performance.now();
    for (let i = 0; i < events.length; i += APPEND_BATCH) {
      await producer.transaction((tx) => tx.append(events.slice(i, i + APPEND_BATCH)));
    }
    const appendSeconds = (performance.now() - appendStart) / 1000;

    let applied = 0;
    const handlers = consumeIdempotentlyInBatches(consumer, 'bench-projection', async (event, tx) => {
      const counter = (await tx.get<Counter>('tallies', event.subject)) ?? { id: event.subject, applied: 0 };
      await tx.put('tallies', { ...counter, applied: counter.applied + 1 });
    });
    const subscription = await bus.subscribe({
      group: 'bench',
      topics: [TOPIC],
      handler: async (event) => {
        await handlers.handler(event);
        applied++;
      },
      batchHandler: batched
        ? async (batch) => {
            await handlers.batchHandler(batch);
            applied += batch.length;
          }
        : undefined,
    });
    const relay = new OutboxRelay({ store: producer, bus, batchSize: RELAY_BATCH });
    const start = performance.now();
    relay.start();
    await waitFor(() => applied >= events.length, {
      timeoutMs: 600_000,
      intervalMs: 5,
      message: 'all events applied',
    });
    const seconds = (performance.now() - start) / 1000;
    await relay.stop();
    await subscription.close();
    const counters = await consumer.find<Counter>('tallies');
    const total = counters.reduce((sum, c) => sum + c.applied, 0);
    if (total !== events.length) throw new Error(`applied ${total} effects for ${events.length} events`);
    return { seconds, appendSeconds };
  } finally {
    await producer.close();
    await consumer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Raw kafkajs: the relay's messages (CloudEvents binary mode) produced in batches while one consumer reads batches. */
async function rawKafka(brokers: string[], events: CloudEvent[]): Promise<Run> {
  const topic = `raw-${Date.now()}.data-collection.company`;
  const kafka = new Kafka({ clientId: 'bench-raw', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  const consumer = kafka.consumer({ groupId: `bench-raw-${Date.now()}`, maxWaitTimeInMs: 100 });
  await Promise.all([admin.connect(), producer.connect(), consumer.connect()]);
  try {
    await admin.createTopics({
      waitForLeaders: true,
      topics: [{ topic, numPartitions: 3, replicationFactor: 1 }],
    });
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    let consumed = 0;
    await consumer.run({
      eachBatch: async ({ batch }) => {
        let checksum = 0;
        for (const message of batch.messages) checksum += message.value?.length ?? 0;
        if (checksum < 0) throw new Error('unreachable');
        consumed += batch.messages.length;
      },
    });
    const start = performance.now();
    for (let i = 0; i < events.length; i += RELAY_BATCH) {
      await producer.sendBatch({
        acks: -1,
        topicMessages: topicMessagesOf(events.slice(i, i + RELAY_BATCH), () => topic),
      });
    }
    await waitFor(() => consumed >= events.length, {
      timeoutMs: 600_000,
      intervalMs: 5,
      message: 'raw consumer',
    });
    return { seconds: (performance.now() - start) / 1000 };
  } finally {
    await Promise.allSettled([consumer.disconnect(), producer.disconnect(), admin.disconnect()]);
  }
}

const rate = (run: Run): number => Math.round(EVENTS / run.seconds);
const fmt = (n: number): string => n.toLocaleString('en-US');

async function main(): Promise<void> {
  const events = makeEvents();
  const rows: string[] = [];
  const report = (name: string, run: Run): void => {
    const append =
      run.appendSeconds === undefined
        ? ''
        : `; outbox append ${fmt(Math.round(EVENTS / run.appendSeconds))} ev/s`;
    console.log(`${name}: ${fmt(rate(run))} events/s (${run.seconds.toFixed(2)} s${append})`);
    rows.push(`| ${name} | ${fmt(rate(run))} | ${run.seconds.toFixed(2)} |`);
  };

  const inProcess = await throughBus(new InProcessBus({ batchSize: CONSUMER_BATCH }), events);
  report('(a) outbox → in-process bus → idempotent consumer', inProcess);

  let kafkaRatio: number | null = null;
  let perEventRatio: number | null = null;
  if (process.env.BENCH_KAFKA_BROKERS || kafkaAvailable().ok) {
    const own = process.env.BENCH_KAFKA_BROKERS ? null : await startKafka();
    const brokers = process.env.BENCH_KAFKA_BROKERS?.split(',') ?? own!.brokers;
    try {
      const throughKafka = async (batched: boolean): Promise<Run> => {
        const bus = await KafkaBus.connect({
          brokers,
          clientId: 'bench',
          prefix: `bench-${Date.now()}.`,
          numPartitions: 3,
          replicationFactor: 1,
          maxWaitTimeMs: 100,
          batchSize: CONSUMER_BATCH,
        });
        try {
          return await throughBus(bus, events, batched);
        } finally {
          await bus.close();
        }
      };
      const rawBefore = await rawKafka(brokers, events);
      const kafkaRun = await throughKafka(true);
      const perEvent = await throughKafka(false);
      const rawAfter = await rawKafka(brokers, events);
      report('(b) outbox → Kafka → idempotent consumer, a transaction per fetched batch', kafkaRun);
      report('(b′) outbox → Kafka → idempotent consumer, a transaction per event', perEvent);
      report('(c) baseline: raw kafkajs sendBatch + eachBatch, before (b)', rawBefore);
      report('(c) baseline: raw kafkajs sendBatch + eachBatch, after (b′)', rawAfter);
      const baseline = (rate(rawBefore) + rate(rawAfter)) / 2;
      kafkaRatio = rate(kafkaRun) / baseline;
      perEventRatio = rate(perEvent) / baseline;
      console.log(
        `ratio (b)/(c): ${kafkaRatio.toFixed(2)} (target ≥ 0.5); (b′)/(c): ${perEventRatio.toFixed(2)}`,
      );
    } finally {
      await own?.stop();
    }
  } else {
    console.warn('Java or Maven missing: (b) and (c) skipped');
  }

  const file = join(__dirname, '..', 'docs', 'benchmarks.md');
  if (!existsSync(file)) {
    writeFileSync(
      file,
      '# Benchmarks\n\nResults of `bench/`, appended by each run (`npm run bench`, or `npm run bench -- bench/event-throughput.ts`).\n' +
        'Figures are ratios against a baseline measured on the same machine in the same run; absolute numbers vary by machine.\n',
    );
  }
  appendFileSync(
    file,
    [
      '',
      `## Event throughput — ${new Date().toISOString()}`,
      '',
      `${fmt(EVENTS)} events over ${KEYS} keys; machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}, ${process.platform}.`,
      `Relay batch ${RELAY_BATCH}; bus consumer batch ${CONSUMER_BATCH}; baseline read batch ${READ_BATCH}; consumer = consumeIdempotentlyInBatches: one SQLite transaction (inbox + counter per event) per read batch.`,
      '',
      '| Path | events/s | seconds |',
      '| --- | ---: | ---: |',
      ...rows,
      '',
      kafkaRatio === null
        ? 'Kafka not available: no Kafka ratio.'
        : `Ratio (b)/(c): **${kafkaRatio.toFixed(2)}** (target ≥ 0.5); (b′)/(c): ${perEventRatio?.toFixed(2)}; (c) is the mean of its two runs; one broker (scripts/kafka.mjs, 512 MB heap) on this machine, load average ${loadavg()[0].toFixed(1)} at the end.`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
