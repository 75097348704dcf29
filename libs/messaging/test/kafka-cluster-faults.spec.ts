import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import type { CloudEvent } from '@esg/contracts';
import { describeWithKafka, startKafka, waitFor, type KafkaCluster } from '@esg/testing';
import { consumeIdempotentlyInBatches, KafkaBus, OutboxRelay } from '../src';
import { busContract } from './bus.contract';
import { applyEffect, companyUpdated, openTempStore, TOPIC, type TempStore } from './fixtures';
import { kafkaHarness } from './support/kafka-harness';

/*
 * Faults on a cluster of three Kafka brokers (issue 22), with the bus classes the services run:
 * events appended to a producer's outbox (what a command's 201 acknowledges), relayed by OutboxRelay
 * through KafkaBus, and applied by KafkaBus subscribers through the inbox (consumeIdempotentlyInBatches)
 * into a consumer's store. Every event records its key's version, so the consumer's store shows any
 * event lost, applied twice or applied out of its key's order. Topics have three replicas and the
 * brokers min.insync.replicas=2 (scripts/kafka.mjs), so a write acknowledged with acks=all survives
 * the loss of one broker. The cluster is this file's own: one test stops a broker.
 */

const KEYS = 25;
/** Most events published and not yet applied at once: the producer waits for the consumers beyond it. */
const WINDOW = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithKafka('KafkaBus on three brokers')('KafkaBus on a cluster of three brokers', () => {
  let kafka: KafkaCluster;
  const timings: string[] = [];
  const since = (started: number): string => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  beforeAll(async () => {
    const started = Date.now();
    kafka = await startKafka({ nodes: 3 });
    timings.push(`3 brokers ${since(started)}`);
  }, 180_000);

  afterAll(async () => {
    await kafka?.stop();
    console.log(`Kafka faults on three brokers: ${timings.join('; ')}`);
  }, 60_000);

  describe('the bus contract’s redelivery and poison cases', () => {
    busContract(
      kafkaHarness(() => kafka.brokers, { replicationFactor: 3 }),
      { timeoutMs: 60_000, only: /redeliver|poison/ },
    );
  });

  /** A consumer process's subscription: its own bus client, a member of the `projection` group. */
  interface Member {
    name: string;
    /** Events handed to this member (a redelivered one counts again). */
    delivered: number;
    leave(): Promise<void>;
  }

  /** An outbox, its relay, and a consumer store that the group's members apply events to. */
  interface Pipeline {
    prefix: string;
    producer: TempStore;
    consumer: TempStore;
    /** Events committed to the outbox (acknowledged), in order. */
    acknowledged: CloudEvent[];
    /** Appends `n` events (round robin over the keys, each key's next version) in one transaction. */
    append(n: number): Promise<void>;
    /** Events applied by the consumer (the sum of its effects' application counts). */
    applied(): Promise<number>;
    join(name: string): Promise<Member>;
    close(): Promise<void>;
  }

  async function pipeline(label: string): Promise<Pipeline> {
    const prefix = `${label}-${randomUUID().slice(0, 8)}.`;
    const connect = (clientId: string) =>
      KafkaBus.connect({
        brokers: kafka.brokers,
        clientId,
        prefix,
        numPartitions: 3,
        replicationFactor: 3,
        maxWaitTimeMs: 250,
        sessionTimeoutMs: 10_000,
        retryDelayMs: 20,
        // Small runs, so a rebalance finds members between runs, with most of a fetch still to apply.
        batchSize: 25,
      });
    const producer = openTempStore();
    const consumer = openTempStore();
    const relayBus = await connect('relay');
    const relay = new OutboxRelay({
      store: producer.store,
      bus: relayBus,
      pollIntervalMs: 100,
      maxRetryDelayMs: 1_000,
    });
    relay.start();
    const members: Member[] = [];
    const versions = new Map<number, number>();
    const acknowledged: CloudEvent[] = [];
    return {
      prefix,
      producer,
      consumer,
      acknowledged,
      async append(n) {
        const events = Array.from({ length: n }, (_, i) => {
          const key = ((acknowledged.length + i) % KEYS) + 1;
          const version = (versions.get(key) ?? 0) + 1;
          versions.set(key, version);
          return companyUpdated(key, version);
        });
        await producer.store.transaction((tx) => tx.append(events));
        acknowledged.push(...events);
      },
      applied: async () => (await consumer.effects()).reduce((sum, e) => sum + e.applied, 0),
      async join(name) {
        const bus = await connect(name);
        const handlers = consumeIdempotentlyInBatches(consumer.store, 'projection', applyEffect);
        let left = false;
        const member: Member = {
          name,
          delivered: 0,
          leave: async () => {
            if (left) return;
            left = true;
            await subscription.close();
            await bus.close();
          },
        };
        const subscription = await bus.subscribe({
          group: 'projection',
          topics: [TOPIC],
          batchHandler: async (events) => {
            member.delivered += events.length;
            await handlers.batchHandler(events);
          },
          handler: async (event) => {
            member.delivered++;
            await handlers.handler(event);
          },
        });
        members.push(member);
        return member;
      },
      async close() {
        for (const member of members) await member.leave();
        await relay.stop();
        await relayBus.close();
        await consumer.dispose();
        await producer.dispose();
      },
    };
  }

  /**
   * Appends 20 events at a time until `done` says stop, never more than WINDOW ahead of the consumers
   * (so membership and broker changes happen with events in flight, whatever the machine's speed),
   * pausing `pauseMs` after each append (a steady load rather than as much as the consumers take).
   */
  async function produce(p: Pipeline, done: () => boolean, pauseMs = 0): Promise<void> {
    while (!done()) {
      if (p.acknowledged.length - (await p.applied()) >= WINDOW) await sleep(50);
      else {
        await p.append(20);
        if (pauseMs) await sleep(pauseMs);
      }
    }
  }

  /** Where the events not applied are: still in the outbox, or in Kafka past the group's offsets. */
  async function diagnose(p: Pipeline): Promise<string> {
    const effects = new Map((await p.consumer.effects()).map((e) => [Number(e.id), e.versions]));
    const missing = p.acknowledged.filter(
      (e) => !(effects.get(Number(e.subject)) ?? []).includes(e.aggregateversion ?? -1),
    );
    const unpublished = await p.producer.store.outbox.unpublished(100_000);
    const admin = new Kafka({
      clientId: 'diagnosis',
      brokers: kafka.brokers,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    try {
      const ends = await admin.fetchTopicOffsets(`${p.prefix}${TOPIC}`);
      const [committed] = await admin.fetchOffsets({
        groupId: `${p.prefix}projection`,
        topics: [`${p.prefix}${TOPIC}`],
      });
      const group = await admin.describeGroups([`${p.prefix}projection`]);
      return [
        `not applied: ${missing.length} (${missing
          .slice(0, 20)
          .map((e) => `${e.subject}@${e.aggregateversion}`)
          .join(' ')}); still in the outbox: ${unpublished.length}`,
        `topic ends ${JSON.stringify(ends.map((e) => [e.partition, e.low, e.high]))}`,
        `group offsets ${JSON.stringify(committed.partitions.map((c) => [c.partition, c.offset]))}`,
        `group ${JSON.stringify(group.groups.map((g) => [g.state, g.members.map((m) => m.clientId)]))}`,
      ].join('\n');
    } finally {
      await admin.disconnect();
    }
  }

  /** Every acknowledged event applied exactly once, each key's versions in order. */
  async function expectEachAppliedOnceInOrder(p: Pipeline, timeoutMs = 90_000): Promise<void> {
    const total = p.acknowledged.length;
    let applied = 0;
    try {
      await waitFor(async () => (applied = await p.applied()) >= total, {
        timeoutMs,
        intervalMs: 100,
        message: () => `${total} events applied (${applied} so far)`,
      });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await diagnose(p)}`, { cause: error });
    }
    // A doubled application would come with a late redelivery: the outbox empty, the groups settled.
    await waitFor(async () => (await p.producer.store.outbox.unpublished(1)).length === 0, {
      timeoutMs,
      message: 'the outbox relayed',
    });
    const perKey = new Map<number, number>();
    for (const event of p.acknowledged)
      perKey.set(Number(event.subject), (perKey.get(Number(event.subject)) ?? 0) + 1);
    const effects = await p.consumer.effects();
    expect(effects).toHaveLength(KEYS);
    for (const effect of effects) {
      const count = perKey.get(Number(effect.id)) ?? 0;
      expect({ key: effect.id, versions: effect.versions }).toEqual({
        key: effect.id,
        versions: Array.from({ length: count }, (_, i) => i + 1),
      });
      expect(effect.applied).toBe(count);
    }
    expect(await p.applied()).toBe(total);
  }

  it('applies each of 1,000 events once, in key order, while a member joins the group and another leaves it mid-stream', async () => {
    const started = Date.now();
    const p = await pipeline('rebalance');
    try {
      const first = await p.join('member-a');
      const changes: Array<Promise<void>> = [];
      const inFlight: string[] = [];
      const joined: { second?: Member } = {};
      const note = async (what: string) =>
        inFlight.push(`${what} with ${p.acknowledged.length - (await p.applied())} in flight`);
      await produce(p, () => {
        const n = p.acknowledged.length;
        if (n >= 300 && changes.length === 0)
          changes.push(
            (async () => {
              await note('member-b joining');
              joined.second = await p.join('member-b');
            })(),
          );
        if (n >= 600 && changes.length === 1)
          changes.push(
            (async () => {
              await changes[0];
              // Member b has taken partitions from a (and events with them) before a leaves.
              await waitFor(() => (joined.second?.delivered ?? 0) > 0, {
                timeoutMs: 60_000,
                message: 'member-b to be handed events',
              });
              await note('member-a leaving');
              await first.leave();
            })(),
          );
        return n >= 1_000;
      });
      await Promise.all(changes);
      await expectEachAppliedOnceInOrder(p);
      const second = joined.second!;
      const handed = first.delivered + second.delivered;
      expect(first.delivered).toBeGreaterThan(0);
      expect(second.delivered).toBeGreaterThan(0);
      timings.push(
        `rebalance: 1,000 events ${since(started)} (${inFlight.join(', ')}; ${handed - 1_000} redelivered and skipped by the inbox)`,
      );
    } finally {
      await p.close();
    }
  }, 180_000);

  it('loses and doubles nothing acknowledged while one broker of three is stopped and restarted under load', async () => {
    const started = Date.now();
    const p = await pipeline('broker-outage');
    let stopper = (): unknown => undefined;
    let producing: Promise<void> = Promise.resolve();
    try {
      const members = [await p.join('member-a'), await p.join('member-b')];
      let stopProducing = false;
      stopper = () => (stopProducing = true);
      // About 100 events a second, for as long as the outage and the restart take.
      producing = produce(p, () => stopProducing, 200);
      // Acknowledged (committed to the outbox) and applied by the consumers: both must keep moving.
      const progress = async (what: string, more: number) => {
        const acknowledged = p.acknowledged.length;
        const applied = await p.applied();
        let now = applied;
        try {
          await waitFor(
            async () =>
              p.acknowledged.length >= acknowledged + more && (now = await p.applied()) >= applied + more,
            {
              timeoutMs: 90_000,
              intervalMs: 100,
              message: () =>
                `${more} more events acknowledged and applied ${what} (acknowledged ${
                  p.acknowledged.length - acknowledged
                }, applied ${now - applied})`,
            },
          );
        } catch (error) {
          throw new Error(`${(error as Error).message}\n${await diagnose(p)}`, { cause: error });
        }
      };
      await progress('before the outage', 100);
      // The broker leading the first partition of the topic goes (its leadership must move).
      const admin = new Kafka({
        clientId: 'fault-injector',
        brokers: kafka.brokers,
        logLevel: logLevel.NOTHING,
      }).admin();
      await admin.connect();
      const { topics } = await admin.fetchTopicMetadata({ topics: [`${p.prefix}${TOPIC}`] });
      await admin.disconnect();
      const victim = topics[0].partitions.find((partition) => partition.partitionId === 0)!.leader;
      await kafka.stopNode(victim);
      const stopped = Date.now();
      await progress(`while broker ${victim} is stopped`, 200);
      timings.push(`outage: 200 events through two brokers ${since(stopped)}`);
      await kafka.startNode(victim);
      await progress(`after broker ${victim} restarted`, 200);
      stopProducing = true;
      await producing;
      await expectEachAppliedOnceInOrder(p);
      const handed = members.reduce((sum, m) => sum + m.delivered, 0);
      timings.push(
        `broker outage: ${p.acknowledged.length} events ${since(started)} (${handed - p.acknowledged.length} redelivered and skipped by the inbox)`,
      );
    } finally {
      stopper();
      await producing.catch(() => undefined);
      await p.close();
    }
  }, 240_000);
});
