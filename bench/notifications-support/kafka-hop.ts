import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { waitFor } from '@esg/testing';

/**
 * The floor of one Kafka hop on the same brokers (issue 22): a plain kafkajs producer, idempotent with
 * acks=all like the bus's, sends `count` messages of an event's size at `rate`/s, each keyed at random
 * over a topic of 3 partitions (replication factor 3), and a plain kafkajs consumer (no offset commits) reads them; the
 * time from send to receipt of each, in ms. The product's command → push crosses two such hops.
 */
export async function rawKafkaHop(brokers: string[], rate: number, count: number): Promise<number[]> {
  const kafka = new Kafka({ clientId: 'bench-raw-hop', brokers, logLevel: logLevel.NOTHING });
  const topic = `bench-raw-hop-${randomUUID()}`;
  const admin = kafka.admin();
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  const consumer = kafka.consumer({ groupId: topic, maxWaitTimeInMs: 1_000 });
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  try {
    await admin.connect();
    await admin.createTopics({
      topics: [{ topic, numPartitions: 3, replicationFactor: Math.min(3, brokers.length) }],
      waitForLeaders: false,
    });
    // A new topic reaches every broker's metadata a moment later (seconds on a loaded machine).
    await waitFor(
      async () => {
        const metadata = await admin.fetchTopicMetadata({ topics: [topic] }).catch(() => null);
        return metadata?.topics[0]?.partitions.every((p) => p.leader >= 0) === true;
      },
      { timeoutMs: 60_000, intervalMs: 250, message: `raw hop topic ${topic} to have leaders` },
    );
    await producer.connect();
    await consumer.connect();
    await waitFor(
      () =>
        consumer.subscribe({ topics: [topic], fromBeginning: true }).then(
          () => true,
          () => false,
        ),
      { timeoutMs: 60_000, intervalMs: 250, message: `a subscription to ${topic}` },
    );
    await consumer.run({
      autoCommit: false, // the floor: nothing but the fetch between the acknowledgement and the receipt
      eachMessage: async ({ message }) => {
        const at = sent.get(message.key?.toString() ?? '');
        if (at !== undefined) latencies.push(performance.now() - at);
      },
    });
    // The group is formed and its first fetches are parked before the clock starts.
    await producer.send({ topic, acks: -1, messages: [{ key: 'warm-up', value: 'x' }] });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const start = performance.now();
    const value = 'x'.repeat(600);
    const sends: Array<Promise<unknown>> = [];
    for (let i = 0; i < count; i++) {
      const wait = start + (i * 1000) / rate - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const key = randomUUID();
      sent.set(key, performance.now());
      sends.push(producer.send({ topic, acks: -1, messages: [{ key, value }] }));
    }
    await Promise.all(sends);
    const deadline = Date.now() + 30_000;
    while (latencies.length < count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return latencies;
  } finally {
    await consumer.disconnect().catch(() => undefined);
    await producer.disconnect().catch(() => undefined);
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect().catch(() => undefined);
  }
}
