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
  deadLetterOf,
  noMetrics,
  silentLogger,
  sleep,
  type BusLogger,
} from './bus-support';

export interface InProcessBusOptions {
  metrics?: BusMetrics;
  logger?: BusLogger;
  /** Default attempts before dead-lettering, when a subscription does not say (default 5). */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Most events handed to a batchHandler at once (default 100). */
  batchSize?: number;
}

interface Member {
  name: string;
  handler: EventHandler;
  batchHandler: BatchEventHandler | undefined;
  maxAttempts: number;
  open: boolean;
}

interface Group {
  name: string;
  /** Index in the topic log of the next event this group handles. */
  cursor: number;
  members: Member[];
  nextMember: number;
  pumping: Promise<void> | null;
}

interface Topic {
  log: CloudEvent[];
  groups: Map<string, Group>;
  deadLetters: DeadLetter[];
}

/**
 * The bus of a single process (tests and the standalone host). Each topic keeps its log in memory, so
 * a group that subscribes late still starts from the first event, as with Redis Streams and Kafka.
 * A group handles one event at a time (order per key holds), handing events to its members in turn;
 * a failed delivery is retried, on the next member, with backoff, then dead-lettered.
 * Events are delivered as published (not copied): handlers must not mutate them.
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly topics = new Map<string, Topic>();
  private readonly metrics: BusMetrics;
  private readonly logger: BusLogger;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly batchSize: number;
  private memberSeq = 0;
  private closed = false;

  constructor(options: InProcessBusOptions = {}) {
    this.metrics = options.metrics ?? noMetrics;
    this.logger = options.logger ?? silentLogger;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.retryDelayMs = options.retryDelayMs ?? 10;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 1000;
    this.batchSize = options.batchSize ?? 100;
  }

  async publish(events: readonly CloudEvent[]): Promise<void> {
    this.assertOpen();
    for (const event of events) validateEvent(event);
    const counts = new Map<string, number>();
    for (const event of events) {
      const name = topicOf(event.type);
      this.topic(name).log.push(event);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const [name, count] of counts) {
      this.metrics.published(name, count);
      for (const group of this.topic(name).groups.values()) this.pump(name, group);
    }
  }

  async subscribe(options: SubscriptionOptions): Promise<Subscription> {
    this.assertOpen();
    const memberships: Array<{ topic: string; group: Group; member: Member }> = [];
    for (const name of new Set(options.topics)) {
      const topic = this.topic(name);
      let group = topic.groups.get(options.group);
      if (!group) {
        group = { name: options.group, cursor: 0, members: [], nextMember: 0, pumping: null };
        topic.groups.set(options.group, group);
      }
      const member: Member = {
        name: options.consumerName ?? `member-${++this.memberSeq}`,
        handler: options.handler,
        batchHandler: options.batchHandler,
        maxAttempts: options.maxAttempts ?? this.maxAttempts,
        open: true,
      };
      group.members.push(member);
      memberships.push({ topic: name, group, member });
      this.pump(name, group);
    }
    return {
      close: async () => {
        for (const { group, member } of memberships) {
          member.open = false;
          group.members = group.members.filter((m) => m !== member);
        }
        // In-flight handlers finish first.
        await Promise.all(memberships.flatMap(({ group }) => (group.pumping ? [group.pumping] : [])));
      },
    };
  }

  async deadLetters(topic: string): Promise<DeadLetter[]> {
    return [...(this.topics.get(topic)?.deadLetters ?? [])];
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  /**
   * Resolves once every group that has a member has handled every event published so far (retries
   * included). Test set-up uses it to stop a host only when its consumers have caught up, so a copy of
   * its data folder holds every read model (libs/testing's host templates).
   */
  async idle(): Promise<void> {
    for (;;) {
      const busy: Array<Promise<void>> = [];
      for (const topic of this.topics.values()) {
        for (const group of topic.groups.values()) {
          if (group.pumping) busy.push(group.pumping);
          else if (group.members.some((m) => m.open) && group.cursor < topic.log.length) {
            busy.push(new Promise((resolve) => setImmediate(resolve)));
          }
        }
      }
      if (busy.length === 0) return;
      await Promise.all(busy);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const pumps: Array<Promise<void>> = [];
    for (const topic of this.topics.values()) {
      for (const group of topic.groups.values()) {
        for (const member of group.members) member.open = false;
        group.members = [];
        if (group.pumping) pumps.push(group.pumping);
      }
    }
    await Promise.all(pumps);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The in-process bus is closed');
  }

  private topic(name: string): Topic {
    let topic = this.topics.get(name);
    if (!topic) {
      topic = { log: [], groups: new Map(), deadLetters: [] };
      this.topics.set(name, topic);
    }
    return topic;
  }

  private pump(topicName: string, group: Group): void {
    if (group.pumping) return;
    group.pumping = this.drain(topicName, group)
      .catch((error: unknown) =>
        this.logger.error({ err: error, topic: topicName, group: group.name }, 'pump failed'),
      )
      .finally(() => {
        group.pumping = null;
        // Events published while the last delivery was settling.
        if (group.members.length > 0 && group.cursor < this.topic(topicName).log.length)
          this.pump(topicName, group);
      });
  }

  /** Delivers the group's events one at a time until the log is drained or the group has no member. */
  private async drain(topicName: string, group: Group): Promise<void> {
    const topic = this.topic(topicName);
    let attempts = 0;
    let oneByOneUntil = 0; // after a failed batch, its events are handled one at a time
    while (group.cursor < topic.log.length) {
      const member = this.pickMember(group);
      if (!member) return; // resumes when a member subscribes
      if (member.batchHandler && attempts === 0 && group.cursor >= oneByOneUntil) {
        const batch = topic.log.slice(group.cursor, group.cursor + this.batchSize);
        try {
          await member.batchHandler(batch);
          for (let i = 0; i < batch.length; i++) this.metrics.consumed(topicName, group.name);
          group.cursor += batch.length;
          continue;
        } catch (error) {
          this.logger.warn(
            { err: error, topic: topicName, group: group.name },
            'batch failed; handling its events one at a time',
          );
          oneByOneUntil = group.cursor + batch.length;
        }
      }
      const event = topic.log[group.cursor];
      attempts++;
      try {
        await member.handler(event);
        this.metrics.consumed(topicName, group.name);
        group.cursor++;
        attempts = 0;
      } catch (error) {
        this.metrics.failed(topicName, group.name);
        if (attempts >= member.maxAttempts) {
          topic.deadLetters.push(
            deadLetterOf({
              topic: topicName,
              group: group.name,
              event,
              raw: JSON.stringify(event),
              error,
              attempts,
            }),
          );
          this.metrics.deadLettered(topicName, group.name);
          this.logger.error(
            { err: error, topic: topicName, group: group.name, eventId: event.id, attempts },
            'event dead-lettered',
          );
          group.cursor++;
          attempts = 0;
        } else {
          this.logger.warn(
            { err: error, topic: topicName, group: group.name, eventId: event.id, attempts },
            'event handler failed; retrying',
          );
          await sleep(backoffMs(attempts, this.retryDelayMs, this.maxRetryDelayMs));
        }
      }
    }
    this.metrics.lag?.(topicName, group.name, topic.log.length - group.cursor);
  }

  private pickMember(group: Group): Member | undefined {
    const open = group.members.filter((m) => m.open);
    if (open.length === 0) return undefined;
    const member = open[group.nextMember % open.length];
    group.nextMember = (group.nextMember + 1) % Math.max(1, open.length);
    return member;
  }
}
