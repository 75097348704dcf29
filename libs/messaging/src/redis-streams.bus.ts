import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { topicOf, validateEvent, type CloudEvent } from '@esg/contracts';
import type {
  BatchEventHandler,
  BusMetrics,
  DeadLetter,
  EventBus,
  EventHandler,
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
import { openRedis, redisAddress } from './redis-connection';

export interface RedisStreamsBusOptions {
  /** redis://[user:password@]host:port[/db] (REDIS_URL). */
  url: string;
  /** Stream key prefix: a topic is the stream `<prefix><topic>`, its dead letters `<prefix><topic>:dlq`. */
  prefix?: string;
  metrics?: BusMetrics;
  logger?: BusLogger;
  /** Default attempts before dead-lettering, when a subscription does not say (default 5). */
  maxAttempts?: number;
  /** Pending entries idle this long belong to a dead consumer and are claimed (default 30 s). */
  claimIdleMs?: number;
  /** Longest XREADGROUP BLOCK (default 2 s); also bounds how late close() and claim checks are. */
  blockMs?: number;
  /** Entries read (and acknowledged) per XREADGROUP (default 100). */
  batchSize?: number;
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Connection attempts before connect() gives up (default 5). */
  connectAttempts?: number;
  /** Approximate stream cap (XADD MAXLEN ~); unset keeps the whole log. */
  maxLen?: number;
  /** How often lag is reported to metrics.lag (default 5 s). */
  lagIntervalMs?: number;
}

type Settings = Required<Omit<RedisStreamsBusOptions, 'maxLen' | 'metrics' | 'logger' | 'url'>> & {
  maxLen: number | undefined;
};

interface StreamEntry {
  id: string;
  fields: Map<string, string> | null;
}

/**
 * Redis Streams adapter. One stream per topic holds the log; consumer groups are created at `0`, so a
 * group that subscribes after events were published still gets the whole retained log (a new
 * projection starts from the beginning, as with the in-process bus and Kafka's fromBeginning).
 * Each subscription has its own blocking connection and handles its entries one at a time, retrying a
 * failed entry in place (order per key holds for a single member), acknowledging after success. On
 * start, and every claimIdleMs/2, it re-handles its own pending entries and claims those idle longer
 * than claimIdleMs from dead members. The delivery counter (kept by Redis: XPENDING, XAUTOCLAIM, and
 * XCLAIM RETRYCOUNT between local retries) bounds attempts; beyond maxAttempts, or when an entry fails
 * its schema, the entry goes to `<stream>:dlq` with the error and is acknowledged.
 */
export class RedisStreamsBus implements EventBus {
  readonly kind = 'redis-streams' as const;
  private readonly subscriptions = new Set<RedisStreamSubscription>();
  private subscriptionSeq = 0;
  private closed = false;

  private constructor(
    private readonly redis: Redis,
    private readonly url: string,
    private readonly settings: Settings,
    private readonly metrics: BusMetrics,
    private readonly logger: BusLogger,
  ) {}

  static async connect(options: RedisStreamsBusOptions): Promise<RedisStreamsBus> {
    const settings: Settings = {
      prefix: options.prefix ?? 'esg:',
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      claimIdleMs: options.claimIdleMs ?? 30_000,
      blockMs: options.blockMs ?? 2_000,
      batchSize: options.batchSize ?? 500,
      retryDelayMs: options.retryDelayMs ?? 50,
      maxRetryDelayMs: options.maxRetryDelayMs ?? 2_000,
      connectAttempts: options.connectAttempts ?? 5,
      lagIntervalMs: options.lagIntervalMs ?? 5_000,
      maxLen: options.maxLen,
    };
    const logger = options.logger ?? silentLogger;
    const redis = await openRedis(options.url, 'esg-bus', settings.connectAttempts, logger);
    return new RedisStreamsBus(redis, options.url, settings, options.metrics ?? noMetrics, logger);
  }

  streamKey(topic: string): string {
    return `${this.settings.prefix}${topic}`;
  }

  deadLetterKey(topic: string): string {
    return `${this.streamKey(topic)}:dlq`;
  }

  async publish(events: readonly CloudEvent[]): Promise<void> {
    this.assertOpen();
    for (const event of events) validateEvent(event);
    if (events.length === 0) return;
    const trim = this.settings.maxLen === undefined ? [] : ['MAXLEN', '~', this.settings.maxLen];
    const pipeline = this.redis.pipeline();
    const counts = new Map<string, number>();
    for (const event of events) {
      const topic = topicOf(event.type);
      counts.set(topic, (counts.get(topic) ?? 0) + 1);
      pipeline.xadd(
        this.streamKey(topic),
        ...trim,
        '*',
        'event',
        JSON.stringify(event),
        'key',
        event.subject,
      );
    }
    const results = await pipeline.exec();
    const failure = results?.find(([error]) => error !== null)?.[0];
    if (!results || failure) {
      throw new Error(
        `Publishing to Redis at ${redisAddress(this.url)} failed: ${failure?.message ?? 'no reply'}`,
        {
          cause: failure,
        },
      );
    }
    for (const [topic, count] of counts) this.metrics.published(topic, count);
  }

  async subscribe(options: SubscriptionOptions): Promise<Subscription> {
    this.assertOpen();
    const topics = [...new Set(options.topics)];
    for (const topic of topics) await this.ensureGroup(topic, options.group);
    const consumerName = options.consumerName ?? `${hostname()}-${process.pid}-${++this.subscriptionSeq}`;
    const blocking = await openRedis(
      this.url,
      `esg-bus:${options.group}:${consumerName}`,
      this.settings.connectAttempts,
      this.logger,
    );
    const subscription = new RedisStreamSubscription(this, this.redis, blocking, {
      group: options.group,
      consumer: consumerName,
      topics,
      handler: options.handler,
      batchHandler: options.batchHandler,
      maxAttempts: options.maxAttempts ?? this.settings.maxAttempts,
    });
    this.subscriptions.add(subscription);
    subscription.start();
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        await subscription.close();
      },
    };
  }

  async deadLetters(topic: string): Promise<DeadLetter[]> {
    const entries = parseEntries(await this.redis.call('XRANGE', this.deadLetterKey(topic), '-', '+'));
    return entries.map(({ fields }) => {
      const raw = fields?.get('event') ?? '';
      let event: CloudEvent | null = null;
      try {
        event = JSON.parse(raw) as CloudEvent;
      } catch {
        event = null;
      }
      return {
        topic,
        group: fields?.get('group') ?? '',
        event,
        raw,
        error: fields?.get('error') ?? '',
        attempts: Number(fields?.get('attempts') ?? 0),
        failedAt: fields?.get('failedAt') ?? '',
      };
    });
  }

  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 2 s')), 2_000);
    });
    try {
      await Promise.race([this.redis.ping(), timeout]);
    } catch (error) {
      throw new Error(
        `Redis at ${redisAddress(this.url)} (REDIS_URL) does not answer PING: ${errorText(error)}`,
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
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.subscriptions.clear();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** @internal shared with subscriptions */
  get config(): Settings & { metrics: BusMetrics; logger: BusLogger } {
    return { ...this.settings, metrics: this.metrics, logger: this.logger };
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The Redis Streams bus is closed');
  }

  private async ensureGroup(topic: string, group: string): Promise<void> {
    try {
      await this.redis.call('XGROUP', 'CREATE', this.streamKey(topic), group, '0', 'MKSTREAM');
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith('BUSYGROUP'))) throw error;
    }
  }
}

interface SubscriptionSpec {
  group: string;
  consumer: string;
  topics: string[];
  handler: EventHandler;
  batchHandler: BatchEventHandler | undefined;
  maxAttempts: number;
}

/** One member of a consumer group reading its topics' streams. */
class RedisStreamSubscription {
  private stopping = false;
  private loop: Promise<void> = Promise.resolve();
  private lastRecoveryAt = 0;
  private lastLagAt = 0;
  private readonly acks = new Map<string, string[]>();
  private readonly keys: string[];
  private readonly topicOfKey = new Map<string, string>();
  private readonly config: RedisStreamsBus['config'];

  constructor(
    private readonly bus: RedisStreamsBus,
    private readonly redis: Redis,
    private readonly blocking: Redis,
    private readonly spec: SubscriptionSpec,
  ) {
    this.config = bus.config;
    this.keys = spec.topics.map((t) => bus.streamKey(t));
    spec.topics.forEach((t, i) => this.topicOfKey.set(this.keys[i], t));
  }

  start(): void {
    this.loop = this.run().catch((error: unknown) =>
      this.config.logger.error({ err: error, group: this.spec.group }, 'redis stream consumer stopped'),
    );
  }

  async close(): Promise<void> {
    if (this.stopping) return this.loop;
    this.stopping = true;
    this.blocking.disconnect(); // interrupts a pending XREADGROUP BLOCK; the handler in flight finishes
    await this.loop;
  }

  private get recoveryIntervalMs(): number {
    return Math.max(10, Math.floor(this.config.claimIdleMs / 2));
  }

  private async run(): Promise<void> {
    const block = Math.max(1, Math.min(this.config.blockMs, this.recoveryIntervalMs));
    let failures = 0;
    while (!this.stopping) {
      try {
        if (Date.now() - this.lastRecoveryAt >= this.recoveryIntervalMs) await this.recover();
        const reply = await this.blocking.call(
          'XREADGROUP',
          'GROUP',
          this.spec.group,
          this.spec.consumer,
          'COUNT',
          this.config.batchSize,
          'BLOCK',
          block,
          'STREAMS',
          ...this.keys,
          ...this.keys.map(() => '>'),
        );
        for (const [key, entries] of parseStreams(reply)) {
          if (!(await this.handleBatch(key, entries))) await this.handleEntries(key, entries, () => 1);
        }
        await this.flushAcks();
        await this.reportLag();
        failures = 0;
      } catch (error) {
        if (this.stopping) break;
        failures++;
        this.config.logger.warn(
          { err: error, group: this.spec.group, consumer: this.spec.consumer },
          'stream read failed',
        );
        await sleep(backoffMs(failures, this.config.retryDelayMs, this.config.maxRetryDelayMs));
      }
    }
    await this.flushAcks().catch((error: unknown) =>
      this.config.logger.warn({ err: error, group: this.spec.group }, 'final acknowledgement failed'),
    );
    // The blocking connection was closed by close(); closing it again would leave a timer behind.
  }

  /** Own pending entries first (a restart under the same name), then entries of dead members. */
  private async recover(): Promise<void> {
    this.lastRecoveryAt = Date.now();
    for (const key of this.keys) {
      let start = '0';
      while (!this.stopping) {
        const reply = await this.redis.call(
          'XREADGROUP',
          'GROUP',
          this.spec.group,
          this.spec.consumer,
          'COUNT',
          this.config.batchSize,
          'STREAMS',
          key,
          start,
        );
        const entries = parseStreams(reply).get(key) ?? [];
        if (entries.length === 0) break;
        const counts = await this.deliveryCounts(key, entries);
        await this.handleEntries(key, entries, (id) => counts.get(id) ?? 1);
        await this.flushAcks();
        start = entries[entries.length - 1].id;
      }
      let cursor = '0-0';
      while (!this.stopping) {
        const reply = await this.redis.call(
          'XAUTOCLAIM',
          key,
          this.spec.group,
          this.spec.consumer,
          this.config.claimIdleMs,
          cursor,
          'COUNT',
          this.config.batchSize,
        );
        if (!Array.isArray(reply)) break;
        const entries = parseEntries(reply[1]);
        if (entries.length > 0) {
          this.config.logger.warn(
            { group: this.spec.group, consumer: this.spec.consumer, stream: key, count: entries.length },
            'claimed entries of an idle consumer',
          );
          const counts = await this.deliveryCounts(key, entries);
          await this.handleEntries(key, entries, (id) => counts.get(id) ?? 1);
          await this.flushAcks();
        }
        cursor = String(reply[0]);
        if (cursor === '0-0') break;
      }
    }
  }

  private async deliveryCounts(key: string, entries: StreamEntry[]): Promise<Map<string, number>> {
    const reply = await this.redis.call(
      'XPENDING',
      key,
      this.spec.group,
      entries[0].id,
      entries[entries.length - 1].id,
      entries.length,
      this.spec.consumer,
    );
    const counts = new Map<string, number>();
    if (Array.isArray(reply)) {
      for (const row of reply) if (Array.isArray(row)) counts.set(String(row[0]), Number(row[3]));
    }
    return counts;
  }

  private async handleEntries(
    key: string,
    entries: StreamEntry[],
    deliveries: (id: string) => number,
  ): Promise<void> {
    for (let i = 0; i < entries.length; i++) {
      if (this.stopping) {
        await this.release(key, entries.slice(i));
        return;
      }
      await this.handleEntry(key, entries[i], deliveries(entries[i].id));
    }
  }

  /** The batchHandler fast path for first deliveries; false means "handle them one at a time". */
  private async handleBatch(key: string, entries: StreamEntry[]): Promise<boolean> {
    const { batchHandler, group } = this.spec;
    if (!batchHandler || this.stopping || entries.length === 0) return false;
    const events: CloudEvent[] = [];
    try {
      for (const entry of entries) {
        const event = JSON.parse(entry.fields?.get('event') ?? '') as CloudEvent;
        validateEvent(event);
        events.push(event);
      }
    } catch {
      return false; // the invalid entry is dead-lettered on the one-by-one path
    }
    try {
      await batchHandler(events);
    } catch (error) {
      this.config.logger.warn(
        { err: error, group, stream: key },
        'batch failed; handling its events one at a time',
      );
      return false;
    }
    const topic = this.topicOfKey.get(key)!;
    for (const entry of entries) {
      this.ack(key, entry.id);
      this.config.metrics.consumed(topic, group);
    }
    return true;
  }

  private async handleEntry(key: string, entry: StreamEntry, delivery: number): Promise<void> {
    const topic = this.topicOfKey.get(key)!;
    const { group, maxAttempts } = this.spec;
    if (entry.fields === null) {
      this.ack(key, entry.id); // trimmed from the stream while pending
      return;
    }
    const raw = entry.fields.get('event') ?? '';
    let event: CloudEvent;
    try {
      event = JSON.parse(raw) as CloudEvent;
      validateEvent(event);
    } catch (error) {
      await this.deadLetter(key, entry, raw, error, delivery);
      return;
    }
    const earlier = delivery - 1; // deliveries that ended without an ack
    if (earlier >= maxAttempts) {
      await this.deadLetter(
        key,
        entry,
        raw,
        new Error(`delivered ${delivery} times without acknowledgement (consumers crashed or timed out)`),
        earlier,
      );
      return;
    }
    for (let attempt = earlier + 1; ; attempt++) {
      try {
        await this.spec.handler(event);
        this.config.metrics.consumed(topic, group);
        this.ack(key, entry.id);
        return;
      } catch (error) {
        this.config.metrics.failed(topic, group);
        if (attempt >= maxAttempts) {
          await this.deadLetter(key, entry, raw, error, attempt);
          return;
        }
        this.config.logger.warn(
          { err: error, topic, group, eventId: event.id, attempt, maxAttempts },
          'event handler failed; retrying',
        );
        if (this.stopping) return; // stays pending: redelivered to this name or claimed by another member
        // Records the attempt in the delivery counter and resets the idle time, so no other member
        // claims the entry while this one is retrying it.
        await this.redis.call(
          'XCLAIM',
          key,
          group,
          this.spec.consumer,
          0,
          entry.id,
          'RETRYCOUNT',
          attempt + 1,
          'JUSTID',
        );
        await sleep(backoffMs(attempt, this.config.retryDelayMs, this.config.maxRetryDelayMs));
      }
    }
  }

  private async deadLetter(
    key: string,
    entry: StreamEntry,
    raw: string,
    error: unknown,
    attempts: number,
  ): Promise<void> {
    const topic = this.topicOfKey.get(key)!;
    await this.flushAcks();
    const result = await this.redis
      .multi()
      .xadd(
        this.bus.deadLetterKey(topic),
        '*',
        'event',
        raw,
        'key',
        entry.fields?.get('key') ?? '',
        'group',
        this.spec.group,
        'consumer',
        this.spec.consumer,
        'error',
        errorText(error),
        'attempts',
        String(attempts),
        'failedAt',
        new Date().toISOString(),
        'streamId',
        entry.id,
      )
      .xack(key, this.spec.group, entry.id)
      .exec();
    const failure = result?.find(([e]) => e !== null)?.[0];
    if (!result || failure) throw failure ?? new Error('dead-lettering was aborted');
    this.config.metrics.deadLettered(topic, this.spec.group);
    this.config.logger.error(
      { err: error, topic, group: this.spec.group, streamId: entry.id, attempts },
      'event dead-lettered',
    );
  }

  private ack(key: string, id: string): void {
    let ids = this.acks.get(key);
    if (!ids) this.acks.set(key, (ids = []));
    ids.push(id);
  }

  private async flushAcks(): Promise<void> {
    if (this.acks.size === 0) return;
    const batches = [...this.acks];
    this.acks.clear();
    const pipeline = this.redis.pipeline();
    for (const [key, ids] of batches) pipeline.xack(key, this.spec.group, ...ids);
    await pipeline.exec();
  }

  /** Makes entries taken but not handled (the subscription is closing) immediately claimable. */
  private async release(key: string, entries: StreamEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.redis.call(
      'XCLAIM',
      key,
      this.spec.group,
      this.spec.consumer,
      0,
      ...entries.map((e) => e.id),
      'IDLE',
      this.config.claimIdleMs * 10,
      'JUSTID',
    );
  }

  private async reportLag(): Promise<void> {
    const lag = this.config.metrics.lag;
    if (!lag || Date.now() - this.lastLagAt < this.config.lagIntervalMs) return;
    this.lastLagAt = Date.now();
    for (const key of this.keys) {
      const groups = await this.redis.call('XINFO', 'GROUPS', key);
      if (!Array.isArray(groups)) continue;
      for (const row of groups) {
        const info = pairs(row);
        if (info.get('name') !== this.spec.group) continue;
        let value = Number(info.get('lag'));
        if (!Number.isFinite(value) || info.get('lag') === null) {
          // Redis cannot tell after deletions: fall back to XLEN - entries-read.
          const length = Number(await this.redis.xlen(key));
          value = Math.max(0, length - Number(info.get('entries-read') ?? 0));
        }
        lag.call(this.config.metrics, this.topicOfKey.get(key)!, this.spec.group, value);
      }
    }
  }
}

function pairs(row: unknown): Map<string, unknown> {
  const map = new Map<string, unknown>();
  if (!Array.isArray(row)) return map;
  for (let i = 0; i + 1 < row.length; i += 2) map.set(String(row[i]), row[i + 1]);
  return map;
}

function parseEntries(reply: unknown): StreamEntry[] {
  if (!Array.isArray(reply)) return [];
  return reply.map((item) => {
    const [id, rawFields] = item as [unknown, unknown];
    let fields: Map<string, string> | null = null;
    if (Array.isArray(rawFields)) {
      fields = new Map();
      for (let i = 0; i + 1 < rawFields.length; i += 2)
        fields.set(String(rawFields[i]), String(rawFields[i + 1]));
    }
    return { id: String(id), fields };
  });
}

/** XREADGROUP reply (RESP2): [[key, entries], …] or null. */
function parseStreams(reply: unknown): Map<string, StreamEntry[]> {
  const streams = new Map<string, StreamEntry[]>();
  if (!Array.isArray(reply)) return streams;
  for (const item of reply) {
    const [key, entries] = item as [unknown, unknown];
    streams.set(String(key), parseEntries(entries));
  }
  return streams;
}
