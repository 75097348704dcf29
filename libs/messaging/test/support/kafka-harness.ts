import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { KafkaBus, type EventBus } from '../../src';
import type { BusHarness } from '../bus.contract';

/**
 * The bus contract's harness on a real Kafka: each call gets its own topic and group prefix, so
 * tests never see each other's events. `brokers` is read when a test starts (the suite's broker or
 * cluster is started in its beforeAll).
 */
export function kafkaHarness(
  brokers: () => string[],
  options: { replicationFactor?: number } = {},
): () => Promise<BusHarness> {
  return async () => {
    const prefix = `t-${randomUUID().slice(0, 8)}.`;
    const open = () =>
      KafkaBus.connect({
        brokers: brokers(),
        clientId: 'contract',
        prefix,
        retryDelayMs: 20,
        sessionTimeoutMs: 6_000,
        maxWaitTimeMs: 200,
        numPartitions: 2,
        replicationFactor: options.replicationFactor ?? 1,
      });
    const bus = await open();
    const others: EventBus[] = [];
    return {
      bus,
      connect: async () => {
        const other = await open();
        others.push(other);
        return other;
      },
      // A member that reads messages without committing their offsets, then leaves the group: the
      // raw client is the fault injector here.
      crashConsumer: async (group, topic) => {
        const client = new Kafka({ clientId: 'doomed', brokers: brokers(), logLevel: logLevel.NOTHING });
        const consumer = client.consumer({ groupId: `${prefix}${group}`, maxWaitTimeInMs: 100 });
        let taken = 0;
        await consumer.connect();
        await consumer.subscribe({ topics: [`${prefix}${topic}`], fromBeginning: true });
        await consumer.run({ autoCommit: false, eachMessage: async () => void taken++ });
        const deadline = Date.now() + 30_000;
        while (taken === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        await consumer.disconnect();
        if (taken === 0) throw new Error('the crashing consumer took no message');
      },
      close: async () => {
        for (const other of others) await other.close();
        await bus.close();
      },
    };
  };
}
