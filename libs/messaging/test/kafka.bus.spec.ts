import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { KafkaContainer, type StartedKafkaContainer } from '@testcontainers/kafka';
import { getContainerRuntimeClient } from 'testcontainers';
import { KafkaBus, type EventBus } from '../src';
import { busContract } from './bus.contract';

/** Where testcontainers could find a container runtime; none means the suite is skipped. */
function containerRuntimeHint(): string | null {
  if (process.env.DOCKER_HOST) return `DOCKER_HOST=${process.env.DOCKER_HOST}`;
  const sockets = [
    '/var/run/docker.sock',
    join(homedir(), '.docker/run/docker.sock'),
    join(homedir(), '.docker/desktop/docker.sock'),
    process.env.XDG_RUNTIME_DIR ? join(process.env.XDG_RUNTIME_DIR, 'podman/podman.sock') : '',
  ].filter(Boolean);
  const socket = sockets.find((s) => existsSync(s));
  if (socket) return socket;
  const properties = join(homedir(), '.testcontainers.properties');
  if (existsSync(properties) && /docker\.host\s*=/.test(readFileSync(properties, 'utf8'))) return properties;
  return null;
}

const runtime = containerRuntimeHint();
if (!runtime) {
  console.warn(
    'Skipping the Kafka bus tests: no container runtime for testcontainers (no DOCKER_HOST, no docker/podman socket, no ~/.testcontainers.properties).',
  );
}
const describeWithContainers = runtime ? describe : describe.skip;

describeWithContainers('KafkaBus', () => {
  let container: StartedKafkaContainer;
  let brokers: string[];

  beforeAll(async () => {
    // Fails fast with the runtime's own error when the socket exists but nothing answers.
    await getContainerRuntimeClient();
    container = await new KafkaContainer('confluentinc/cp-kafka:7.9.0').withKraft().start();
    brokers = [`${container.getHost()}:${container.getMappedPort(9093)}`];
  }, 180_000);
  afterAll(async () => {
    await container?.stop();
  });

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
          numPartitions: 2,
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
          const kafka = new Kafka({ clientId: 'doomed', brokers, logLevel: logLevel.NOTHING });
          const consumer = kafka.consumer({ groupId: group });
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
