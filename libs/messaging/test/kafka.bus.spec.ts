import { Kafka, logLevel, PartitionAssigners, type PartitionAssigner } from 'kafkajs';
import type { CloudEvent } from '@esg/contracts';
import { describeWithKafka, sharedKafka } from '@esg/testing';
import type { KafkaBus } from '../src';
import { busContract } from './bus.contract';
import { companyUpdated, TOPIC } from './fixtures';
import { kafkaHarness } from './support/kafka-harness';

/*
 * The bus contract against a real Apache Kafka (scripts/kafka.mjs: the pinned KRaft broker from Maven
 * Central). CI starts one broker for every suite (TEST_KAFKA_BROKERS); run alone, this file starts its
 * own. Every harness uses its own topic prefix, so the tests never see each other's events. The
 * redelivery and poison cases run again on a cluster of three in kafka-cluster-faults.spec.ts.
 */
describeWithKafka('KafkaBus (real broker)')('KafkaBus', () => {
  let kafka: Awaited<ReturnType<typeof sharedKafka>>;

  beforeAll(async () => {
    kafka = await sharedKafka();
  }, 180_000);
  afterAll(async () => {
    await kafka?.release();
  }, 30_000);

  busContract(
    kafkaHarness(() => kafka.brokers),
    { timeoutMs: 60_000 },
  );

  // kafkajs gives up on a consumer after an error it does not retry ("Failed to find group
  // coordinator" while a fresh cluster creates its offsets topic; a group held with another
  // protocol), and the subscription read nothing more: a notification never arrived in CI (issue 22).
  it('starts a subscription again after its consumer stopped on an error Kafka clients do not retry', async () => {
    const harness = await kafkaHarness(() => kafka.brokers)();
    const bus = harness.bus as KafkaBus;
    const client = new Kafka({ clientId: 'holder', brokers: kafka.brokers, logLevel: logLevel.NOTHING });
    // A member speaking an assignment protocol the bus's consumers do not: joining its group fails
    // with INCONSISTENT_GROUP_PROTOCOL, which kafkajs does not retry.
    const holderAssigner: PartitionAssigner = (config) => ({
      ...PartitionAssigners.roundRobin(config),
      name: 'HolderAssigner',
    });
    const holder = client.consumer({
      groupId: bus.groupName('supervised'),
      partitionAssigners: [holderAssigner],
      maxWaitTimeInMs: 100,
    });
    const received: CloudEvent[] = [];
    try {
      await bus.publish([companyUpdated(1, 1)]);
      let joined = false;
      holder.on(holder.events.GROUP_JOIN, () => void (joined = true));
      await holder.connect();
      await holder.subscribe({ topics: [bus.topicName(TOPIC)], fromBeginning: true });
      await holder.run({ autoCommit: false, eachMessage: async () => undefined });
      await until(() => joined, 30_000, 'the holding member joined its group');

      await bus.subscribe({
        group: 'supervised',
        topics: [TOPIC],
        handler: async (event) => void received.push(event),
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(received).toHaveLength(0);

      await holder.disconnect();
      await until(
        () => received.length > 0,
        45_000,
        'the subscription read the event once the group was free',
      );
      expect(received.map((e) => e.subject)).toEqual(['1']);
    } finally {
      await holder.disconnect().catch(() => undefined);
      await harness.close();
    }
  }, 90_000);
});

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
