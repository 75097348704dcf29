import { describeWithKafka, sharedKafka } from '@esg/testing';
import { busContract } from './bus.contract';
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
});
