import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { describeWithKafka, sharedKafka } from '@esg/testing';
import { KafkaBus, type EventBus } from '../src';
import { busContract } from './bus.contract';

/*
 * The bus contract against a real Apache Kafka (scripts/kafka.mjs: the pinned KRaft broker from Maven
 * Central). CI starts one broker for every suite (TEST_KAFKA_BROKERS); run alone, this file starts its
 * own. Every harness uses its own topic prefix, so the tests never see each other's events.
 */
describeWithKafka('KafkaBus (real broker)')('KafkaBus', () => {
  let kafka: Awaited<ReturnType<typeof sharedKafka>>;
  let brokers: string[];

  beforeAll(async () => {
    kafka = await sharedKafka();
    brokers = kafka.brokers;
  }, 180_000);
  afterAll(async () => {
    await kafka?.release();
  }, 30_000);

  busContract(
    async () => {
      const prefix = `t-${randomUUID().slice(0, 8)}.`;
      const open = () =>
        KafkaBus.connect({
          brokers,
          clientId: 'contract',
          prefix,
          retryDelayMs: 20,
          sessionTimeoutMs: 6_000,
          maxWaitTimeMs: 200,
          numPartitions: 2,
          replicationFactor: 1,
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
        // A member that reads messages without committing their offsets, then leaves the group.
        crashConsumer: async (group, topic) => {
          const client = new Kafka({ clientId: 'doomed', brokers, logLevel: logLevel.NOTHING });
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
    },
    { timeoutMs: 60_000 },
  );
});
