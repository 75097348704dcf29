/*
 * A consumer process for the in-process bus's crash test: it reads the producer's outbox through a
 * durable InProcessBus and applies each event idempotently; with KILL_AFTER it SIGKILLs itself right
 * after that many effects committed (no close, no flush). It exits 0 once every event is applied.
 * Run with: node --require scripts/swc-register.cjs libs/messaging/test/support/durable-consumer.ts DIR [KILL_AFTER]
 */
import { join } from 'node:path';
import { SqliteStore } from '@esg/persistence';
import { consumeIdempotently, InProcessBus } from '../../src';
import { applyEffect, type Effect } from '../fixtures';

async function main(): Promise<void> {
  const [dir, killAfterText] = process.argv.slice(2);
  const killAfter = Number(killAfterText ?? 0);
  const producer = SqliteStore.open({ file: join(dir, 'producer.db'), migrations: [] });
  const consumer = SqliteStore.open({
    file: join(dir, 'consumer.db'),
    migrations: [{ version: 1, name: 'effects', collections: [{ name: 'effects' }] }],
  });
  const bus = InProcessBus.durable({ file: join(dir, 'event-bus.db'), flushIntervalMs: 5 });
  await bus.attachLog('producer', producer.outbox);
  const total = (await producer.outbox.read(0, 100_000)).length;
  const apply = consumeIdempotently(consumer, 'projection', applyEffect);
  let handled = 0;
  await bus.subscribe({
    group: 'projection',
    topics: ['data-collection.company'],
    handler: async (event) => {
      await apply(event);
      if (++handled === killAfter) process.kill(process.pid, 'SIGKILL');
    },
  });
  for (;;) {
    const effects = await consumer.find<Effect>('effects');
    if (effects.reduce((sum, e) => sum + e.applied, 0) >= total) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await bus.close();
  await producer.close();
  await consumer.close();
  process.stdout.write(`handled ${handled}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
