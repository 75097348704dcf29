import { EventValidationError, type CloudEvent } from '@esg/contracts';
import type { Outbox, Store } from '@esg/persistence';
import { waitFor } from '@esg/testing';
import {
  consumeIdempotently,
  consumeIdempotentlyInBatches,
  OutboxRelay,
  type BatchEventHandler,
  type EventBus,
  type Subscription,
} from '../src';
import { applyEffect, companyUpdated, invalidEvent, openTempStore, TOPIC, type TempStore } from './fixtures';

/**
 * What one adapter gives the suite. Every harness is isolated (its own prefix or instance), so
 * tests never see each other's events.
 */
export interface BusHarness {
  /** The bus the test publishes and subscribes on. */
  bus: EventBus;
  /** Another client of the same broker, as another process would hold (closed by the harness). */
  connect(): Promise<EventBus>;
  /**
   * A member of `group` takes events of `topic` and dies without acknowledging them. Resolves once it
   * has taken at least one (it must already have been published).
   */
  crashConsumer(group: string, topic: string): Promise<void>;
  close(): Promise<void>;
}

export interface ContractOptions {
  /** Deadline for eventual results (default 5 s). */
  timeoutMs?: number;
  /**
   * Only the cases whose title matches (default all): a suite that repeats some of the contract under
   * other conditions (a cluster of three brokers) runs these cases, not copies of them.
   */
  only?: RegExp;
}

/** The behaviour every EventBus adapter guarantees (ARCHITECTURE.md, "Events"). */
export function busContract(factory: () => Promise<BusHarness>, options: ContractOptions = {}): void {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const contractCase = (title: string, fn: () => Promise<void>): void => {
    if (!options.only || options.only.test(title)) it(title, fn);
  };
  let harness: BusHarness;
  let bus: EventBus;
  const cleanups: Array<() => Promise<void>> = [];

  const subscribe = async (
    group: string,
    handler: (event: CloudEvent) => Promise<void>,
    extra: {
      maxAttempts?: number;
      consumerName?: string;
      on?: EventBus;
      batchHandler?: BatchEventHandler;
    } = {},
  ): Promise<Subscription> => {
    const subscription = await (extra.on ?? bus).subscribe({
      group,
      topics: [TOPIC],
      handler,
      maxAttempts: extra.maxAttempts,
      consumerName: extra.consumerName,
      batchHandler: extra.batchHandler,
    });
    cleanups.push(() => subscription.close());
    return subscription;
  };
  const recorder = (): { events: CloudEvent[]; handler: (event: CloudEvent) => Promise<void> } => {
    const events: CloudEvent[] = [];
    return { events, handler: async (event) => void events.push(event) };
  };
  const tempStore = (): TempStore => {
    const temp = openTempStore();
    cleanups.push(() => temp.dispose());
    return temp;
  };
  const eventually = <T>(probe: () => T | Promise<T>, what: string) =>
    waitFor(probe, { timeoutMs, message: what });

  beforeEach(async () => {
    harness = await factory();
    bus = harness.bus;
  });

  afterEach(async () => {
    // Subscriptions first, stores last (reverse order of creation).
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
    await harness.close();
  });

  contractCase('delivers the events of each key in order when keys are interleaved', async () => {
    const { events, handler } = recorder();
    await subscribe('ordering', handler);
    const published: CloudEvent[] = [];
    for (let version = 1; version <= 20; version++)
      for (const key of [11, 12, 13]) published.push(companyUpdated(key, version));
    for (let i = 0; i < published.length; i += 7) await bus.publish(published.slice(i, i + 7));

    await eventually(() => events.length >= published.length, 'all 60 events');
    for (const key of ['11', '12', '13']) {
      const versions = events.filter((e) => e.subject === key).map((e) => e.aggregateversion);
      expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    }
  });

  contractCase('gives every consumer group every event', async () => {
    const notifications = recorder();
    const changeLog = recorder();
    await subscribe('notifications', notifications.handler);
    await subscribe('change-log', changeLog.handler);
    const published = Array.from({ length: 20 }, (_, i) => companyUpdated(i + 1, 1));
    await bus.publish(published);

    const ids = published.map((e) => e.id).sort();
    await eventually(() => new Set(notifications.events.map((e) => e.id)).size === 20, 'notifications group');
    await eventually(() => new Set(changeLog.events.map((e) => e.id)).size === 20, 'change-log group');
    expect([...new Set(notifications.events.map((e) => e.id))].sort()).toEqual(ids);
    expect([...new Set(changeLog.events.map((e) => e.id))].sort()).toEqual(ids);
  });

  contractCase('gives a group that subscribes after publication the retained log', async () => {
    const published = Array.from({ length: 5 }, (_, i) => companyUpdated(1, i + 1));
    await bus.publish(published);
    const { events, handler } = recorder();
    await subscribe('late-projection', handler);

    await eventually(() => events.length >= 5, 'the retained events');
    expect(events.map((e) => e.id)).toEqual(published.map((e) => e.id));
  });

  contractCase('shares the work of a group between its members without duplicating it', async () => {
    const other = await harness.connect();
    const first = recorder();
    const second = recorder();
    await subscribe('workers', first.handler, { consumerName: 'worker-a' });
    await subscribe('workers', second.handler, { consumerName: 'worker-b', on: other });
    const published = Array.from({ length: 40 }, (_, i) => companyUpdated(i + 1, 1));
    for (let i = 0; i < published.length; i += 10) await bus.publish(published.slice(i, i + 10));

    const all = () => [...first.events, ...second.events];
    await eventually(() => new Set(all().map((e) => e.id)).size === 40, 'all 40 events in the group');
    // A marker published last: once it is handled, anything duplicated before it would have shown.
    const marker = companyUpdated(999, 1);
    await bus.publish([marker]);
    await eventually(() => all().some((e) => e.id === marker.id), 'the marker');
    expect(all()).toHaveLength(41);
  });

  contractCase('redelivers the events of a consumer that crashed before acknowledging them', async () => {
    const temp = tempStore();
    const published = Array.from({ length: 10 }, (_, i) => companyUpdated(i + 1, 1));
    await bus.publish(published);
    await harness.crashConsumer('projection', TOPIC);

    await subscribe('projection', consumeIdempotently(temp.store, 'projection', applyEffect), {
      consumerName: 'survivor',
    });
    await eventually(async () => (await temp.effects()).length === 10, 'all 10 effects after the crash');
    const effects = await temp.effects();
    expect(effects.map((e) => e.applied)).toEqual(Array(10).fill(1));
  });

  contractCase('applies a redelivered event once (inbox)', async () => {
    const temp = tempStore();
    let deliveries = 0;
    const apply = consumeIdempotently(temp.store, 'counter', applyEffect);
    await subscribe('counter', async (event) => {
      deliveries++;
      await apply(event);
    });
    const event = companyUpdated(7, 1);
    await bus.publish([event]);
    await bus.publish([event]); // the same event again, as a redelivery would bring it

    await eventually(() => deliveries >= 2, 'both deliveries');
    const effects = await temp.effects();
    expect(effects).toEqual([expect.objectContaining({ id: '7', applied: 1 })]);
  });

  contractCase('dead-letters a poison event after bounded retries, with the error, and goes on', async () => {
    const poison = companyUpdated(666, 1);
    const healthy = companyUpdated(1, 1);
    let poisonAttempts = 0;
    const { events, handler } = recorder();
    await subscribe(
      'fragile',
      async (event) => {
        if (event.id === poison.id) {
          poisonAttempts++;
          throw new Error('boom: cannot apply');
        }
        await handler(event);
      },
      { maxAttempts: 3 },
    );
    await bus.publish([poison, healthy]);

    await eventually(() => events.some((e) => e.id === healthy.id), 'the healthy event after the poison one');
    const [letter] = await eventually(async () => {
      const letters = await bus.deadLetters(TOPIC);
      return letters.length > 0 ? letters : null;
    }, 'a dead letter');
    expect(letter).toEqual(
      expect.objectContaining({
        topic: TOPIC,
        group: 'fragile',
        attempts: 3,
        error: expect.stringContaining('boom'),
      }),
    );
    expect(letter.event?.id).toBe(poison.id);
    expect(poisonAttempts).toBe(3);
  });

  contractCase(
    'applies batches in one transaction, and isolates a poison event of a failed batch',
    async () => {
      const temp = tempStore();
      const poison = companyUpdated(666, 1);
      const handlers = consumeIdempotentlyInBatches(temp.store, 'batched', async (event, tx) => {
        if (event.id === poison.id) throw new Error('boom: poison in a batch');
        await applyEffect(event, tx);
      });
      const batchSizes: number[] = [];
      await subscribe('batched', handlers.handler, {
        maxAttempts: 2,
        batchHandler: (events) => {
          batchSizes.push(events.length);
          return handlers.batchHandler(events);
        },
      });
      const healthy = Array.from({ length: 30 }, (_, i) => companyUpdated(i + 1, 1));
      await bus.publish([...healthy.slice(0, 10), poison, ...healthy.slice(10)]);
      await bus.publish(healthy.slice(0, 5)); // redelivered duplicates

      await eventually(async () => (await temp.effects()).length === 30, 'the 30 healthy effects');
      const [letter] = await eventually(async () => {
        const letters = await bus.deadLetters(TOPIC);
        return letters.length > 0 ? letters : null;
      }, 'the poison event dead-lettered');
      expect(letter.event?.id).toBe(poison.id);
      expect(letter.error).toContain('boom');
      expect((await temp.effects()).map((e) => e.applied)).toEqual(Array(30).fill(1));
      // Published together, read together: events were handed over several at a time, not one by one.
      expect(Math.max(...batchSizes)).toBeGreaterThan(1);
    },
  );

  contractCase('rejects a publish with a schema-failing event and publishes none of it', async () => {
    const { events, handler } = recorder();
    await subscribe('strict', handler);
    const valid = companyUpdated(1, 1);

    const attempt = bus.publish([valid, invalidEvent()]);
    await expect(attempt).rejects.toBeInstanceOf(EventValidationError);
    await expect(bus.publish([invalidEvent()])).rejects.toThrow(/aggregateversion/);

    const marker = companyUpdated(2, 1);
    await bus.publish([marker]);
    await eventually(() => events.length > 0, 'the marker');
    expect(events.map((e) => e.id)).toEqual([marker.id]);
  });

  contractCase(
    'relays the outbox to consumers, and a re-publish after a relay crash changes nothing',
    async () => {
      const producer = tempStore();
      const consumer = tempStore();
      let deliveries = 0;
      const apply = consumeIdempotently(consumer.store, 'relay-projection', applyEffect);
      await subscribe('relay-projection', async (event) => {
        deliveries++;
        await apply(event);
      });
      for (const key of [1, 2, 3]) {
        await producer.store.transaction((tx) => tx.append([1, 2, 3, 4].map((v) => companyUpdated(key, v))));
      }

      // The relay publishes, then dies before marking the rows published.
      const crashing = new OutboxRelay({ store: crashAfterPublish(producer.store), bus, retryDelayMs: 5 });
      await expect(crashing.flush()).rejects.toThrow('crashed before markPublished');
      await crashing.stop();
      expect(await producer.store.outbox.unpublished(100)).toHaveLength(12);

      // Its successor publishes the same rows again, then keeps up with new appends on its own.
      const relay = new OutboxRelay({ store: producer.store, bus, pollIntervalMs: 50 });
      cleanups.push(() => relay.stop());
      relay.start();
      await producer.store.transaction((tx) => tx.append([companyUpdated(4, 1)]));

      await eventually(() => deliveries >= 25, 'the re-published and the new events');
      await eventually(
        async () => (await producer.store.outbox.unpublished(100)).length === 0,
        'an empty outbox',
      );
      const effects = await consumer.effects();
      expect(Object.fromEntries(effects.map((e) => [e.id, e.versions]))).toEqual({
        '1': [1, 2, 3, 4],
        '2': [1, 2, 3, 4],
        '3': [1, 2, 3, 4],
        '4': [1],
      });
    },
  );
}

/** The store as a relay sees it when its process dies between publishing and markPublished. */
function crashAfterPublish(store: Store): Store {
  const outbox: Outbox = {
    ...store.outbox,
    unpublished: (limit) => store.outbox.unpublished(limit),
    read: (after, limit) => store.outbox.read(after, limit),
    onAppended: (listener) => store.outbox.onAppended(listener),
    markPublished: async () => {
      throw new Error('crashed before markPublished');
    },
  };
  return new Proxy(store, {
    get: (target, prop, receiver) => (prop === 'outbox' ? outbox : Reflect.get(target, prop, receiver)),
  });
}
