/**
 * Command → push latency in cluster mode on Kafka (issue 22; target p99 ≤ 100 ms at 1,000 sockets): a
 * three-broker KRaft cluster on loopback (scripts/kafka.mjs, replication factor 3, min.insync.replicas
 * 2) and `npm run start:cluster` (scripts/start-cluster.mjs: the gateway and the five services, one
 * process each), measured as the standalone bench measures (bench/notifications-support/push-latency.ts):
 * the comment goes gateway → action-plans (commit, outbox) → Kafka → notifications (projection, outbox)
 * → Kafka → gateway → socket. Baseline of the same run: the command's own HTTP round trip.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startKafka, waitFor } from '@esg/testing';
import { buildServer, freePort, root, startChild } from './notifications-support/standalone';
import { measurePushLatency } from './notifications-support/push-latency';
import { rawKafkaHop } from './notifications-support/kafka-hop';

const SERVICES = ['ACTION_PLANS', 'DATA_COLLECTION', 'SCORING', 'NOTIFICATIONS', 'REPORTING'];

async function main(): Promise<void> {
  buildServer();
  // BENCH_KAFKA_BROKERS: measure on a cluster already running (its topics get a fresh prefix).
  const kafka = process.env.BENCH_KAFKA_BROKERS
    ? { brokers: process.env.BENCH_KAFKA_BROKERS.split(','), stop: async () => undefined }
    : await startKafka({ nodes: 3 });
  // The SPA is not measured: a stand-in page, so the launcher does not build frontend/dist.
  const webDist = mkdtempSync(join(tmpdir(), 'esg-bench-web-'));
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ESG Platform</title>');
  try {
    const urls = await Promise.all(SERVICES.map(async () => `http://127.0.0.1:${await freePort()}`));
    const app = await startChild(
      join(root, 'scripts', 'start-cluster.mjs'),
      {
        KAFKA_BROKERS: kafka.brokers.join(','),
        KAFKA_PREFIX: `bench-${Date.now()}-`,
        REDIS_URL: '',
        WEB_DIST: webDist,
        JWT_SECRET: 'push-latency-bench-secret-0123456789abcdef',
        ...Object.fromEntries(SERVICES.map((name, i) => [`${name}_URL`, urls[i]])),
      },
      '/ready',
      180_000,
    );
    try {
      for (const url of urls)
        await waitFor(async () => (await fetch(`${url}/ready`).catch(() => null))?.ok === true, {
          timeoutMs: 180_000,
          message: `${url} to be ready`,
        });
      await measurePushLatency(
        app,
        ' — cluster mode on Kafka',
        'Cluster mode (`npm run start:cluster`: gateway and five services, one process each, LOG_LEVEL=warn) on three Kafka brokers (KRaft, replication factor 3, 512 MB heap each) on the same machine',
        {
          name: 'floor: one raw kafkajs hop on the same brokers (idempotent, acks=all, no offset commits; send → receipt), measured right after at the same rate',
          measure: (rate, count) => rawKafkaHop(kafka.brokers, rate, count),
        },
      );
    } finally {
      await app.stop();
    }
  } finally {
    await kafka.stop();
    rmSync(webDist, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
