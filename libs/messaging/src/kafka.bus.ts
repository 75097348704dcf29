import { randomUUID } from 'node:crypto';
import {
  Kafka,
  logLevel,
  Partitioners,
  type Admin,
  type Consumer,
  type EachBatchPayload,
  type IHeaders,
  type KafkaMessage,
  type Message,
  type PartitionMetadata,
  type Producer,
} from 'kafkajs';
import { topicOf, validateEvent, type CloudEvent } from '@esg/contracts';
import type {
  BatchEventHandler,
  BusMetrics,
  DeadLetter,
  EventBus,
  Subscription,
  SubscriptionOptions,
} from './event-bus.port';
import {
  backoffMs,
  DEFAULT_MAX_ATTEMPTS,
  errorText,
  noMetrics,
  silentLogger,
  sleep,
  type BusLogger,
} from './bus-support';
import { decodeKafkaMessage, topicMessagesOf } from './kafka-cloudevents';
import { OffsetCommitter } from './kafka-offsets';

export interface KafkaBusOptions {
  /** host:port list (KAFKA_BROKERS). */
  brokers: string[];
  clientId: string;
  /**
   * Prepended to every topic and consumer group name (KAFKA_PREFIX): environments or test suites
   * sharing one Kafka cluster never see each other's events nor join each other's groups.
   */
  prefix?: string;
  metrics?: BusMetrics;
  logger?: BusLogger;
  maxAttempts?: number;
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /**
   * Idempotent producers publishing in parallel (default 3, ADR 0105): partition p of every topic is
   * written by producer p mod this, so one publish's partitions on the same broker go out together.
   */
  producers?: number;
  /** Partitions of topics this bus creates (default 3); keys keep their order within a partition. */
  numPartitions?: number;
  replicationFactor?: number;
  /** Consumer session timeout: how soon a dead member's partitions move to another (default 10 s). */
  sessionTimeoutMs?: number;
  /**
   * Longest a fetch waits for new messages when none are there (default 1 s). It also bounds how long
   * closing a subscription and joining a rebalance wait for the fetch in flight; new messages are
   * returned as soon as they arrive whatever it is.
   */
  maxWaitTimeMs?: number;
  connectionTimeoutMs?: number;
  /**
   * Most events handed to a subscription's `batchHandler` at once (default 500): the messages of one
   * fetched partition batch, in order, applied in one call (one store transaction).
   */
  batchSize?: number;
}

const DLQ_HEADERS = {
  error: 'esgdlq_error',
  attempts: 'esgdlq_attempts',
  group: 'esgdlq_group',
  failedAt: 'esgdlq_failedat',
};

/**
 * Kafka adapter (kafkajs). A topic per `topicOf(type)`, messages keyed by subject so an aggregate's
 * events share a partition, CloudEvents binary content mode, an idempotent producer with acks=all.
 * Groups start from the earliest offset, like the other buses. A subscription with a batch handler is
 * handed the events of each fetched partition batch together (one transaction instead of one per
 * event). A failed handler is retried in place (with heartbeats), then the message goes to
 * `<topic>.dlq` with the error in headers; offsets are committed only for handled messages, so a
 * crashed member's messages go to another after rebalance.
 */
export class KafkaBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly consumers = new Set<Consumer>();
  /** Restart supervisors of the open subscriptions (see `superviseConsumer`). */
  private readonly supervisions = new Set<{ stop: () => void }>();
  /** Background offset commits of the open subscriptions (see `OffsetCommitter`). */
  private readonly committers = new Set<OffsetCommitter>();
  private readonly knownTopics = new Set<string>();
  /** Partitions of each topic (full name) this bus has made sure of, for `partitionsOf`. */
  private readonly partitionCounts = new Map<string, number>();
  /** kafkajs's own partitioner (murmur2 of the key, as the Java client): a key's partition is unchanged. */
  private readonly partitioner = Partitioners.DefaultPartitioner();
  private readonly prefix: string;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private closed = false;

  private constructor(
    private readonly kafka: Kafka,
    /** Idempotent producers; a partition is always written by the same one (`producerOf`). */
    private readonly producers: readonly Producer[],
    private readonly admin: Admin,
    private readonly options: KafkaBusOptions,
    private readonly metrics: BusMetrics,
    private readonly logger: BusLogger,
  ) {
    this.prefix = options.prefix ?? '';
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.retryDelayMs = options.retryDelayMs ?? 100;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 5_000;
  }

  static async connect(options: KafkaBusOptions): Promise<KafkaBus> {
    const logger = options.logger ?? silentLogger;
    const kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: options.connectionTimeoutMs ?? 3_000,
      retry: { retries: 5, initialRetryTime: 200 },
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => {
        const { message, ...extra } = entry.log;
        // A topic another process created first is answered with an error kafkajs logs, then treats as
        // success (TOPIC_ALREADY_EXISTS): not worth an operator's attention.
        if (entry.namespace === 'Connection' && message.startsWith('Response CreateTopics')) return;
        if (entry.level <= logLevel.ERROR) logger.error({ ...extra, namespace: entry.namespace }, message);
        else logger.warn({ ...extra, namespace: entry.namespace }, message);
      },
    });
    // Several producers (ADR 0105): an idempotent kafkajs producer holds a lock per broker for the
    // whole of a produce request, and a broker answers one request of a connection at a time, so
    // the partitions one publish writes on the same leader were written one after another, each
    // waiting for its replicas. Each producer has its own connections; a partition keeps to one.
    const producers = Array.from({ length: Math.max(1, options.producers ?? 3) }, () =>
      kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
      }),
    );
    const admin = kafka.admin();
    try {
      await admin.connect();
      await Promise.all(producers.map((producer) => producer.connect()));
    } catch (error) {
      await Promise.allSettled([...producers.map((producer) => producer.disconnect()), admin.disconnect()]);
      throw new Error(
        `Cannot connect to Kafka brokers ${options.brokers.join(',')} (KAFKA_BROKERS): ${errorText(error)}`,
        { cause: error },
      );
    }
    return new KafkaBus(kafka, producers, admin, options, options.metrics ?? noMetrics, logger);
  }

  topicName(topic: string): string {
    return `${this.prefix}${topic}`;
  }

  groupName(group: string): string {
    return `${this.prefix}${group}`;
  }

  deadLetterTopicName(topic: string): string {
    return `${this.topicName(topic)}.dlq`;
  }

  async publish(events: readonly CloudEvent[]): Promise<void> {
    this.assertOpen();
    for (const event of events) validateEvent(event);
    if (events.length === 0) return;
    const topics = [...new Set(events.map((event) => topicOf(event.type)))];
    await this.ensureTopics(topics);
    // One send per partition (in parallel), never one request spanning several partition leaders:
    // kafkajs 2.2.4 retries a multi-broker send only to the brokers that had not answered yet, so the
    // messages of a partition whose leadership had moved to a broker that answered were never sent,
    // and the send resolved (issue 22: 18 of 4,820 acknowledged events missing from the log after one
    // broker of three was stopped). A send to one partition retries to its current leader.
    const sends: Array<Promise<unknown>> = [];
    for (const { topic, messages } of topicMessagesOf(events, (t) => this.topicName(t)))
      for (const [partition, partitionMessages] of this.partitionsOf(topic, messages))
        sends.push(
          this.producerOf(partition).send({
            topic,
            acks: -1,
            messages: partitionMessages.map((m) => ({ ...m, partition })),
          }),
        );
    await Promise.all(sends);
    for (const topic of topics)
      this.metrics.published(topic, events.filter((event) => topicOf(event.type) === topic).length);
  }

  async subscribe(options: SubscriptionOptions): Promise<Subscription> {
    this.assertOpen();
    const topics = [...new Set(options.topics)];
    await this.ensureTopics(topics);
    const consumer = this.kafka.consumer({
      groupId: this.groupName(options.group),
      sessionTimeout: this.options.sessionTimeoutMs ?? 10_000,
      heartbeatInterval: 1_000,
      maxWaitTimeInMs: this.options.maxWaitTimeMs ?? 1_000,
      allowAutoTopicCreation: false,
    });
    await consumer.connect();
    await this.untilTopicsKnown(() =>
      consumer.subscribe({ topics: topics.map((t) => this.topicName(t)), fromBeginning: true }),
    );
    const maxAttempts = options.maxAttempts ?? this.maxAttempts;
    const logical = new Map(topics.map((t) => [this.topicName(t), t]));
    const batchHandler = options.batchHandler;
    // Offsets are committed in the background once handled (ADR 0105), not by kafkajs after each batch.
    const committer = new OffsetCommitter(consumer, options.group, this.logger);
    const removeJoin = consumer.on(consumer.events.GROUP_JOIN, ({ payload }) =>
      committer.retain(payload.memberAssignment),
    );
    const runConfig: Parameters<Consumer['run']>[0] = batchHandler
      ? {
          autoCommit: false,
          partitionsConsumedConcurrently: 1,
          // Offsets are resolved only for events handled; a batch cut short (revoked, stopping) is
          // read again by whoever owns the partition next.
          eachBatchAutoResolve: false,
          eachBatch: (payload) =>
            this.handleBatch(
              {
                ...payload,
                resolveOffset: (offset) => {
                  payload.resolveOffset(offset);
                  committer.handled(payload.batch.topic, payload.batch.partition, offset);
                },
              },
              logical.get(payload.batch.topic) ?? payload.batch.topic,
              { ...options, batchHandler },
              maxAttempts,
            ),
        }
      : {
          autoCommit: false,
          partitionsConsumedConcurrently: 1,
          eachMessage: async ({ topic, partition, message, heartbeat }) => {
            await this.handleMessage(message, heartbeat, logical.get(topic) ?? topic, options, maxAttempts);
            committer.handled(topic, partition, message.offset);
          },
        };
    const supervision = this.superviseConsumer(consumer, options.group, runConfig);
    this.supervisions.add(supervision);
    await consumer.run(runConfig);
    this.consumers.add(consumer);
    this.committers.add(committer);
    return {
      close: async () => {
        supervision.stop();
        this.supervisions.delete(supervision);
        this.consumers.delete(consumer);
        this.committers.delete(committer);
        await committer.flush();
        committer.stop();
        removeJoin();
        await consumer.disconnect();
      },
    };
  }

  /**
   * kafkajs restarts a crashed consumer only after an error it deems retriable. Others stop it for
   * good, and the subscription would silently read nothing more: "Failed to find group coordinator"
   * while a fresh cluster is still creating its offsets topic (issue 22: a notification never arrived
   * in CI), or a group another member holds with an incompatible protocol. Such a crash is logged and
   * the same consumer is started again, with a growing pause, until it runs or the subscription closes.
   */
  private superviseConsumer(
    consumer: Consumer,
    group: string,
    runConfig: Parameters<Consumer['run']>[0],
  ): { stop: () => void } {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let restarts = 0;
    const restart = (): void => {
      timer = undefined;
      if (stopped || this.closed) return;
      void consumer
        .connect()
        .then(() => consumer.run(runConfig))
        .catch((error: unknown) => schedule(error));
    };
    const schedule = (error: unknown): void => {
      if (stopped || this.closed || timer) return;
      restarts++;
      const delayMs = backoffMs(
        restarts,
        Math.max(this.retryDelayMs, 200),
        Math.max(this.maxRetryDelayMs, 1_000),
      );
      this.logger.warn(
        { err: error, group, restarts, delayMs },
        'consumer stopped on an error Kafka clients do not retry; starting it again',
      );
      timer = setTimeout(restart, delayMs);
    };
    const removeCrash = consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart) schedule(payload.error);
    });
    // A consumer that has joined its group again starts its restart count afresh.
    const removeJoin = consumer.on(consumer.events.GROUP_JOIN, () => {
      restarts = 0;
    });
    return {
      stop: () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        removeCrash();
        removeJoin();
      },
    };
  }

  async deadLetters(topic: string): Promise<DeadLetter[]> {
    const name = this.deadLetterTopicName(topic);
    const offsets = await this.admin.fetchTopicOffsets(name).catch(() => []);
    const expected = offsets.reduce((sum, p) => sum + (Number(p.high) - Number(p.low)), 0);
    if (expected === 0) return [];
    const groupId = this.groupName(`esg-dlq-reader-${randomUUID()}`);
    // A short fetch wait: the reader is closed as soon as it has read what the offsets promised.
    const reader = this.kafka.consumer({ groupId, maxWaitTimeInMs: 100 });
    const letters: DeadLetter[] = [];
    try {
      await reader.connect();
      await reader.subscribe({ topics: [name], fromBeginning: true });
      await reader.run({
        autoCommit: false,
        eachMessage: async ({ message }) => {
          const header = (key: string): string => {
            const value = message.headers?.[key];
            return (Array.isArray(value) ? value[0] : value)?.toString() ?? '';
          };
          let event: CloudEvent | null = null;
          try {
            event = decodeKafkaMessage(message);
          } catch {
            event = null;
          }
          letters.push({
            topic,
            group: header(DLQ_HEADERS.group),
            event,
            raw: message.value?.toString() ?? '',
            error: header(DLQ_HEADERS.error),
            attempts: Number(header(DLQ_HEADERS.attempts) || 0),
            failedAt: header(DLQ_HEADERS.failedAt),
          });
        },
      });
      const deadline = Date.now() + 15_000;
      while (letters.length < expected && Date.now() < deadline) await sleep(50);
    } finally {
      await reader.disconnect();
      await this.admin.deleteGroups([groupId]).catch(() => undefined);
    }
    return letters;
  }

  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.admin.describeCluster(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer within 3 s')), 3_000);
        }),
      ]);
    } catch (error) {
      throw new Error(
        `Kafka brokers ${this.options.brokers.join(',')} (KAFKA_BROKERS) unreachable: ${errorText(error)}`,
        {
          cause: error,
        },
      );
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const supervision of this.supervisions) supervision.stop();
    this.supervisions.clear();
    await Promise.allSettled([...this.committers].map((c) => c.flush()));
    for (const committer of this.committers) committer.stop();
    this.committers.clear();
    await Promise.allSettled([...this.consumers].map((c) => c.disconnect()));
    this.consumers.clear();
    await Promise.allSettled([
      ...this.producers.map((producer) => producer.disconnect()),
      this.admin.disconnect(),
    ]);
  }

  /**
   * The producer that writes a partition: always the same one, so the partition's writes keep one
   * producer id and sequence (the idempotent producer's guarantee is per producer and partition).
   */
  private producerOf(partition: number): Producer {
    return this.producers[partition % this.producers.length];
  }

  /** The messages of `topic` (full name) by the partition kafkajs would send each to, in order. */
  private partitionsOf(topic: string, messages: readonly Message[]): Map<number, Message[]> {
    const count = this.partitionCounts.get(topic);
    if (!count) throw new Error(`KafkaBus: partitions of ${topic} unknown (ensureTopics first)`);
    const partitionMetadata: PartitionMetadata[] = Array.from({ length: count }, (_, partitionId) => ({
      partitionErrorCode: 0,
      partitionId,
      leader: 0,
      replicas: [],
      isr: [],
    }));
    const byPartition = new Map<number, Message[]>();
    for (const message of messages) {
      const partition = this.partitioner({ topic, partitionMetadata, message });
      byPartition.set(partition, [...(byPartition.get(partition) ?? []), message]);
    }
    return byPartition;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The Kafka bus is closed');
  }

  /**
   * Runs `work` again while a broker answers that it does not know a topic yet: a topic another
   * process just created reaches every broker's metadata a moment later (seconds on a loaded machine),
   * and a consumer asking that broker meanwhile must wait, not fail its service's start (issue 22).
   */
  private async untilTopicsKnown(work: () => Promise<void>, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (let attempt = 1; ; attempt++) {
      try {
        await work();
        return;
      } catch (error) {
        const unknownTopic =
          (error as { type?: string }).type === 'UNKNOWN_TOPIC_OR_PARTITION' ||
          (error as { type?: string }).type === 'LEADER_NOT_AVAILABLE';
        if (!unknownTopic || Date.now() > deadline) throw error;
        this.logger.warn({ err: error, attempt }, 'topic not known to every broker yet; retrying');
        await sleep(backoffMs(attempt, 200, 2_000));
      }
    }
  }

  /**
   * Creates the topics (and their dead-letter topics) this bus is the first to need, then waits until
   * the broker it asks has every one of them with a leader for each partition. Several processes
   * starting together create the same topics: one creates, the others learn they exist, and all wait
   * for the new topics to reach the broker's metadata (issue 22: a service failed its start on
   * 'This server does not host this topic-partition' while they had not).
   */
  private async ensureTopics(topics: readonly string[]): Promise<void> {
    const missing = topics.filter((t) => !this.knownTopics.has(t));
    if (missing.length === 0) return;
    const names = missing.flatMap((t) => [this.topicName(t), this.deadLetterTopicName(t)]);
    const existing = new Set(await this.admin.listTopics());
    const toCreate = names.filter((name) => !existing.has(name));
    await this.untilTopicsKnown(async () => {
      if (toCreate.length > 0)
        await this.admin.createTopics({
          topics: toCreate.map((topic) => ({
            topic,
            numPartitions: this.options.numPartitions ?? 3,
            replicationFactor: this.options.replicationFactor ?? -1,
          })),
        });
      const { topics: described } = await this.admin.fetchTopicMetadata({ topics: names });
      const leaderless = described.find(
        (t) => t.partitions.length === 0 || t.partitions.some((p) => p.leader < 0),
      );
      if (leaderless)
        throw Object.assign(new Error(`topic ${leaderless.name} has no leader yet`), {
          type: 'LEADER_NOT_AVAILABLE',
        });
      for (const t of described) this.partitionCounts.set(t.name, t.partitions.length);
    });
    for (const t of missing) this.knownTopics.add(t);
  }

  /**
   * The batch path: runs of decodable events (up to `batchSize`) go to the batch handler in one call,
   * all or nothing; when a run fails, its events are handled one at a time with the retries and dead
   * letters of `handleMessage`. An offset is resolved (and so committed) only once its event is
   * applied or dead-lettered, so a consumer killed mid-batch loses nothing: its successor reads from
   * the last committed offset and the inbox skips what was already applied.
   */
  private async handleBatch(
    { batch, resolveOffset, heartbeat, isRunning, isStale }: EachBatchPayload,
    topic: string,
    options: SubscriptionOptions & { batchHandler: BatchEventHandler },
    maxAttempts: number,
  ): Promise<void> {
    const limit = this.options.batchSize ?? 500;
    let run: Array<{ message: KafkaMessage; event: CloudEvent }> = [];
    const flush = async (): Promise<void> => {
      if (run.length === 0) return;
      const current = run;
      run = [];
      try {
        await options.batchHandler(current.map((r) => r.event));
        for (let i = 0; i < current.length; i++) this.metrics.consumed(topic, options.group);
        resolveOffset(current[current.length - 1].message.offset);
      } catch (error) {
        this.logger.warn(
          { err: error, topic, group: options.group, events: current.length },
          'batch failed; handling its events one at a time',
        );
        for (const { message, event } of current) {
          if (!isRunning() || isStale()) return;
          await this.handleMessage(message, heartbeat, topic, options, maxAttempts, event);
          resolveOffset(message.offset);
        }
      }
      await heartbeat();
    };
    for (const message of batch.messages) {
      if (!isRunning() || isStale()) break;
      let event: CloudEvent;
      try {
        event = decodeKafkaMessage(message);
        validateEvent(event);
      } catch (error) {
        await flush();
        if (!isRunning() || isStale()) break;
        await this.deadLetter(topic, options.group, message, error, 0);
        resolveOffset(message.offset);
        continue;
      }
      run.push({ message, event });
      if (run.length >= limit) await flush();
    }
    if (isRunning() && !isStale()) await flush();
  }

  private async handleMessage(
    message: KafkaMessage,
    heartbeat: () => Promise<void>,
    topic: string,
    options: SubscriptionOptions,
    maxAttempts: number,
    decoded?: CloudEvent,
  ): Promise<void> {
    let event: CloudEvent;
    if (decoded) event = decoded;
    else
      try {
        event = decodeKafkaMessage(message);
        validateEvent(event);
      } catch (error) {
        await this.deadLetter(topic, options.group, message, error, 0);
        return;
      }
    for (let attempt = 1; ; attempt++) {
      try {
        await options.handler(event);
        this.metrics.consumed(topic, options.group);
        return;
      } catch (error) {
        this.metrics.failed(topic, options.group);
        if (attempt >= maxAttempts) {
          await this.deadLetter(topic, options.group, message, error, attempt);
          return;
        }
        this.logger.warn(
          { err: error, topic, group: options.group, eventId: event.id, attempt },
          'event handler failed; retrying',
        );
        await sleep(backoffMs(attempt, this.retryDelayMs, this.maxRetryDelayMs));
        await heartbeat();
      }
    }
  }

  private async deadLetter(
    topic: string,
    group: string,
    message: { key: Buffer | null; value: Buffer | null; headers?: IHeaders },
    error: unknown,
    attempts: number,
  ): Promise<void> {
    await this.producers[0].send({
      topic: this.deadLetterTopicName(topic),
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            [DLQ_HEADERS.error]: errorText(error),
            [DLQ_HEADERS.attempts]: String(attempts),
            [DLQ_HEADERS.group]: group,
            [DLQ_HEADERS.failedAt]: new Date().toISOString(),
          },
        },
      ],
    });
    this.metrics.deadLettered(topic, group);
    this.logger.error({ err: error, topic, group, attempts }, 'event dead-lettered');
  }
}
