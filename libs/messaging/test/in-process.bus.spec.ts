import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '@esg/persistence';
import { waitFor } from '@esg/testing';
import { InProcessBus, type EventBus } from '../src';
import { busContract } from './bus.contract';
import { companyUpdated, TOPIC, type Effect } from './fixtures';

describe('InProcessBus', () => {
  busContract(async () => {
    const bus = new InProcessBus({ retryDelayMs: 1 });
    // Another "client" of an in-process bus is the bus itself; only the harness closes it.
    const sameBus: EventBus = {
      kind: bus.kind,
      publish: (events) => bus.publish(events),
      subscribe: (options) => bus.subscribe(options),
      deadLetters: (topic) => bus.deadLetters(topic),
      ping: () => bus.ping(),
      close: async () => undefined,
    };
    return {
      bus,
      connect: async () => sameBus,
      // A member that takes an event and dies: its handler throws and it leaves the group.
      crashConsumer: async (group, topic) => {
        let taken = false;
        const subscription = await bus.subscribe({
          group,
          topics: [topic],
          handler: async () => {
            taken = true;
            void subscription.close();
            throw new Error('consumer crashed');
          },
        });
        await waitFor(() => taken, { message: 'the crashing consumer to take an event' });
      },
      close: () => bus.close(),
    };
  });

  it('is idle only once every group with a member has handled what was published, retries included', async () => {
    const bus = new InProcessBus({ retryDelayMs: 5 });
    const handled: string[] = [];
    let failures = 1;
    await bus.subscribe({
      group: 'slow',
      topics: [TOPIC],
      handler: async (event) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (failures-- > 0) throw new Error('a passing failure');
        handled.push(event.id);
      },
    });
    // A group whose member left does not hold the bus busy.
    const left = await bus.subscribe({ group: 'left', topics: [TOPIC], handler: async () => undefined });
    await left.close();
    const events = [companyUpdated(1, 1), companyUpdated(1, 2), companyUpdated(2, 1)];
    await bus.publish(events);
    await bus.idle();
    expect(handled).toEqual(events.map((e) => e.id));
    await bus.close();
  });
});

describe('InProcessBus reading outboxes, with durable positions', () => {
  const root = join(__dirname, '..', '..', '..');
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'esg-durable-bus-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs test/support/durable-consumer.ts in its own process; resolves with its exit code or signal. */
  const consumerProcess = (killAfter: number): Promise<string> =>
    new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [
          '--require',
          join(root, 'scripts', 'swc-register.cjs'),
          join(__dirname, 'support', 'durable-consumer.ts'),
          dir,
          String(killAfter),
        ],
        { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      child.once('exit', (code, signal) => resolve(signal ?? String(code)));
    });

  it('applies, after a SIGKILL mid-stream and a restart, every event once: none skipped, none doubled', async () => {
    const producer = SqliteStore.open({ file: join(dir, 'producer.db'), migrations: [] });
    const published = Array.from({ length: 60 }, (_, i) =>
      companyUpdated((i % 20) + 1, Math.floor(i / 20) + 1),
    );
    for (let i = 0; i < published.length; i += 10)
      await producer.transaction((tx) => tx.append(published.slice(i, i + 10)));
    await producer.close();

    expect(await consumerProcess(25)).toBe('SIGKILL');
    expect(await consumerProcess(0)).toBe('0');

    const consumer = SqliteStore.open({ file: join(dir, 'consumer.db'), migrations: [] });
    const effects = await consumer.find<Effect>('effects');
    await consumer.close();
    expect(effects).toHaveLength(20);
    for (const effect of effects) {
      expect(effect.applied).toBe(3);
      expect(effect.versions).toEqual([1, 2, 3]);
    }
  }, 60_000);

  it('starts a new group at the beginning of a new log, and resumes a known group where it stood', async () => {
    const producer = SqliteStore.open({ file: join(dir, 'producer.db'), migrations: [] });
    await producer.transaction((tx) => tx.append([companyUpdated(1, 1), companyUpdated(2, 1)]));
    const seen: string[] = [];
    const open = async () => {
      const bus = InProcessBus.durable({ file: join(dir, 'event-bus.db') });
      await bus.attachLog('producer', producer.outbox);
      await bus.subscribe({
        group: 'directory',
        topics: ['data-collection.company'],
        handler: async (event) => void seen.push(`${event.subject}.${event.aggregateversion}`),
      });
      return bus;
    };
    const first = await open();
    await waitFor(() => seen.length === 2, { message: 'the two events already in the log' });
    await first.close();

    await producer.transaction((tx) => tx.append([companyUpdated(1, 2)]));
    const second = await open();
    await waitFor(() => seen.length === 3, { message: 'the event appended while no one listened' });
    await producer.transaction((tx) => tx.append([companyUpdated(3, 1)]));
    await waitFor(() => seen.length === 4, { message: 'a live append' });
    await second.close();
    await producer.close();
    expect(seen).toEqual(['1.1', '2.1', '1.2', '3.1']);
  });
});
