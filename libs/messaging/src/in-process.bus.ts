import { randomUUID } from 'node:crypto';
import { topicOf, validateEvent, type CloudEvent } from '@esg/contracts';
import {
  SqliteStore,
  type Doc,
  type Migration,
  type Outbox,
  type OutboxRecord,
  type Store,
} from '@esg/persistence';
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
  /** Most events read from a log, and handed to a batchHandler, at once (default 100). */
  batchSize?: number;
  /**
   * Where every group's position in each attached log, and the dead letters, are kept (see
   * `InProcessBus.durable`). Without it they live in memory, as they do for events given to `publish`.
   */
  positions?: Store;
  /** How often positions are written to `positions` (default 100 ms); lower is safe, only re-reads more. */
  flushIntervalMs?: number;
  /** Fallback look at attached logs, for events another process appended (default 1 s). */
  pollIntervalMs?: number;
}

const POSITIONS = 'bus_positions';
const BASELINES = 'bus_baselines';
const DEAD_LETTERS = 'bus_dead_letters';

/** The schema of the bus's own file (`event-bus.db` in standalone's data folder). */
export const IN_PROCESS_BUS_MIGRATIONS: readonly Migration[] = [
  {
    version: 210,
    name: 'in-process bus: group positions per log, baselines, dead letters',
    collections: [
      { name: POSITIONS },
      { name: BASELINES },
      { name: DEAD_LETTERS, indexes: [{ fields: ['topic'] }] },
    ],
  },
];

interface PositionDoc extends Doc {
  group: string;
  log: string;
  seq: number;
  updatedAt: string;
}
interface BaselineDoc extends Doc {
  seq: number;
  at: string;
}
type DeadLetterDoc = Doc & DeadLetter;

/** A log the bus reads: an attached outbox (durable), or the events given to `publish` (memory). */
interface Log {
  name: string;
  durable: boolean;
  /** Where a group seen for the first time starts. */
  baseline: number;
  last(): Promise<number>;
  read(
    afterSeq: number,
    limit: number,
    topics: readonly string[],
    throughSeq: number,
  ): Promise<OutboxRecord[]>;
}

interface Member {
  name: string;
  handler: EventHandler;
  batchHandler: BatchEventHandler | undefined;
  maxAttempts: number;
  open: boolean;
}

/** A group's place in one log. */
interface Cursor {
  log: Log;
  /** Every event up to this sequence number is handled (or dead-lettered). */
  position: number;
  loaded: Promise<void>;
  pumping: Promise<void> | null;
  /** Set when the log grew during a drain: drain again. */
  again: boolean;
  /** The position not yet written to `positions`. */
  dirty: boolean;
}

interface Group {
  name: string;
  topics: Set<string>;
  members: Member[];
  nextMember: number;
  cursors: Map<string, Cursor>;
}

const MEMORY_LOG = 'published';

/**
 * The bus of a single process (the standalone host, and tests). Consumers read logs: the outboxes
 * the host attaches (each service's event log, in its store) and an in-memory log of the events given
 * to `publish`. Each group keeps its own position in each log and, with `positions`, writes it to a
 * file of its own, so a group resumes after a crash where it stood: an event a consumer was handed
 * is applied or retried after a restart, never skipped (issue 22). Positions are written after the
 * handler's own commit, so a crash in between re-delivers (consumers are idempotent, inbox).
 * A group seen for the first time starts at the log's baseline: its beginning for a new data folder,
 * as on Kafka. A group handles one event at a time per log (order per key holds;
 * a topic belongs to one service, so to one log), handing events to its members in turn; a failed
 * delivery is retried, on the next member, with backoff, then dead-lettered.
 */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly logs = new Map<string, Log>();
  private readonly groups = new Map<string, Group>();
  private readonly memoryLog: CloudEvent[] = [];
  private readonly memoryDeadLetters: DeadLetter[] = [];
  private readonly detach: Array<() => void> = [];
  private readonly metrics: BusMetrics;
  private readonly logger: BusLogger;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly batchSize: number;
  private readonly positions: Store | null;
  private readonly flushTimer: NodeJS.Timeout | null = null;
  private readonly pollTimer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private ownsPositions = false;
  private memberSeq = 0;
  private closed = false;

  constructor(options: InProcessBusOptions = {}) {
    this.metrics = options.metrics ?? noMetrics;
    this.logger = options.logger ?? silentLogger;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.retryDelayMs = options.retryDelayMs ?? 10;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 1000;
    this.batchSize = options.batchSize ?? 100;
    this.positions = options.positions ?? null;
    this.logs.set(MEMORY_LOG, {
      name: MEMORY_LOG,
      durable: false,
      baseline: 0,
      last: async () => this.memoryLog.length,
      read: async (afterSeq, limit, topics, throughSeq) => {
        const records: OutboxRecord[] = [];
        for (let seq = afterSeq + 1; seq <= throughSeq && records.length < limit; seq++) {
          const event = this.memoryLog[seq - 1];
          if (topics.includes(topicOf(event.type))) records.push({ seq, event });
        }
        return records;
      },
    });
    if (this.positions) {
      this.flushTimer = setInterval(() => void this.flushPositions(), options.flushIntervalMs ?? 100);
      this.flushTimer.unref();
    }
    this.pollTimer = setInterval(() => {
      for (const log of this.logs.values()) if (log.durable) this.wake(log.name);
    }, options.pollIntervalMs ?? 1000);
    this.pollTimer.unref();
  }

  /**
   * A bus whose positions and dead letters are kept in the SQLite file `file` (created when missing).
   * The bus owns that store and closes it.
   */
  static durable(options: Omit<InProcessBusOptions, 'positions'> & { file: string }): InProcessBus {
    const positions = SqliteStore.open({ file: options.file, migrations: IN_PROCESS_BUS_MIGRATIONS });
    const bus = new InProcessBus({ ...options, positions });
    bus.ownsPositions = true;
    return bus;
  }

  /**
   * Consumers read `outbox` (a service's event log) from now on, from where each group stands; the
   * relay is not needed for it. The first time a log is attached to a positions file, its baseline
   * is what a relay had not yet published (the whole log for a new data folder).
   */
  async attachLog(name: string, outbox: Outbox): Promise<void> {
    this.assertOpen();
    if (this.logs.has(name)) throw new Error(`A log named ${name} is already attached`);
    let baseline = 0;
    if (this.positions) {
      const kept = await this.positions.get<BaselineDoc>(BASELINES, name);
      if (kept) baseline = kept.seq;
      else {
        const [firstUnpublished] = await outbox.unpublished(1);
        baseline = firstUnpublished ? firstUnpublished.seq - 1 : await outbox.lastSeq();
        await this.positions.transaction((tx) =>
          tx.put<BaselineDoc>(BASELINES, { id: name, seq: baseline, at: new Date().toISOString() }),
        );
      }
    }
    const log: Log = {
      name,
      durable: this.positions !== null,
      baseline,
      last: () => outbox.lastSeq(),
      read: (afterSeq, limit, topics, throughSeq) => outbox.read(afterSeq, limit, { topics, throughSeq }),
    };
    this.logs.set(name, log);
    this.detach.push(outbox.onAppended(() => this.wake(name)));
    for (const group of this.groups.values()) this.pump(group, this.cursor(group, log));
  }

  async publish(events: readonly CloudEvent[]): Promise<void> {
    this.assertOpen();
    for (const event of events) validateEvent(event);
    const counts = new Map<string, number>();
    for (const event of events) {
      this.memoryLog.push(event);
      const name = topicOf(event.type);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const [name, count] of counts) this.metrics.published(name, count);
    if (events.length > 0) this.wake(MEMORY_LOG);
  }

  async subscribe(options: SubscriptionOptions): Promise<Subscription> {
    this.assertOpen();
    let group = this.groups.get(options.group);
    if (!group) {
      group = { name: options.group, topics: new Set(), members: [], nextMember: 0, cursors: new Map() };
      this.groups.set(options.group, group);
    }
    for (const topic of options.topics) group.topics.add(topic);
    const member: Member = {
      name: options.consumerName ?? `member-${++this.memberSeq}`,
      handler: options.handler,
      batchHandler: options.batchHandler,
      maxAttempts: options.maxAttempts ?? this.maxAttempts,
      open: true,
    };
    group.members.push(member);
    const cursors = [...this.logs.values()].map((log) => this.cursor(group, log));
    await Promise.all(cursors.map((c) => c.loaded));
    for (const cursor of cursors) this.pump(group, cursor);
    const joined = group;
    return {
      close: async () => {
        member.open = false;
        joined.members = joined.members.filter((m) => m !== member);
        // In-flight handlers finish first.
        await Promise.all([...joined.cursors.values()].flatMap((c) => (c.pumping ? [c.pumping] : [])));
        await this.flushPositions();
      },
    };
  }

  async deadLetters(topic: string): Promise<DeadLetter[]> {
    if (!this.positions) return this.memoryDeadLetters.filter((l) => l.topic === topic);
    const docs = await this.positions.find<DeadLetterDoc>(
      DEAD_LETTERS,
      { topic },
      { sort: [['failedAt', 'asc']] },
    );
    return docs.map(({ id: _id, ...letter }) => letter as DeadLetter);
  }

  async ping(): Promise<void> {
    this.assertOpen();
    await this.positions?.ping();
  }

  /**
   * Resolves once every group that has a member has handled every event of every log so far (retries
   * included). Test set-up uses it to stop a host only when its consumers have caught up, so a copy of
   * its data folder holds every read model (libs/testing's host templates, ADR 0120).
   */
  async idle(): Promise<void> {
    for (;;) {
      const busy: Array<Promise<void>> = [];
      for (const group of this.groups.values()) {
        if (!group.members.some((m) => m.open)) continue;
        for (const cursor of group.cursors.values()) {
          await cursor.loaded;
          if (!cursor.pumping && cursor.position < (await cursor.log.last())) this.pump(group, cursor);
          if (cursor.pumping) busy.push(cursor.pumping);
        }
      }
      if (busy.length === 0) return;
      await Promise.all(busy);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.pollTimer);
    if (this.flushTimer) clearInterval(this.flushTimer);
    for (const detach of this.detach.splice(0)) detach();
    const pumps: Array<Promise<void>> = [];
    for (const group of this.groups.values()) {
      for (const member of group.members) member.open = false;
      group.members = [];
      for (const cursor of group.cursors.values()) if (cursor.pumping) pumps.push(cursor.pumping);
    }
    await Promise.all(pumps);
    await this.flushPositions(true);
    if (this.ownsPositions) await this.positions?.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The in-process bus is closed');
  }

  private cursor(group: Group, log: Log): Cursor {
    let cursor = group.cursors.get(log.name);
    if (cursor) return cursor;
    const created: Cursor = {
      log,
      position: log.baseline,
      loaded: Promise.resolve(),
      pumping: null,
      again: false,
      dirty: false,
    };
    if (log.durable && this.positions) {
      created.loaded = this.positions
        .get<PositionDoc>(POSITIONS, positionId(group.name, log.name))
        .then((kept) => {
          if (kept) created.position = kept.seq;
        });
    }
    group.cursors.set(log.name, created);
    cursor = created;
    return cursor;
  }

  private wake(logName: string): void {
    if (this.closed) return;
    for (const group of this.groups.values()) {
      const cursor = group.cursors.get(logName);
      if (cursor) this.pump(group, cursor);
    }
  }

  private pump(group: Group, cursor: Cursor): void {
    if (cursor.pumping) {
      cursor.again = true;
      return;
    }
    cursor.pumping = (async () => {
      await cursor.loaded;
      do {
        cursor.again = false;
        await this.drain(group, cursor);
      } while (cursor.again && !this.closed && group.members.some((m) => m.open));
    })()
      .catch((error: unknown) =>
        this.logger.error({ err: error, log: cursor.log.name, group: group.name }, 'pump failed'),
      )
      .finally(() => {
        cursor.pumping = null;
      });
  }

  /** Delivers the group's events of one log, a page at a time, until it has caught up or has no member. */
  private async drain(group: Group, cursor: Cursor): Promise<void> {
    let oneByOneUntil = 0; // after a failed batch, its events are handled one at a time
    for (;;) {
      if (this.closed || !group.members.some((m) => m.open)) return;
      const last = await cursor.log.last();
      if (cursor.position >= last) {
        for (const topic of group.topics) this.metrics.lag?.(topic, group.name, 0);
        return;
      }
      const page = await cursor.log.read(cursor.position, this.batchSize, [...group.topics], last);
      // A short page holds everything the group wants up to `last`.
      const pageEnd = page.length < this.batchSize ? last : page[page.length - 1].seq;
      const batchMember = this.pickMember(group);
      if (page.length > 0 && batchMember?.batchHandler && page[0].seq > oneByOneUntil) {
        try {
          await batchMember.batchHandler(page.map((r) => r.event));
          for (const record of page) this.metrics.consumed(topicOf(record.event.type), group.name);
          this.advance(cursor, pageEnd);
          continue;
        } catch (error) {
          this.logger.warn(
            { err: error, log: cursor.log.name, group: group.name },
            'batch failed; handling its events one at a time',
          );
          oneByOneUntil = page[page.length - 1].seq;
        }
      }
      for (const record of page) {
        if (!(await this.deliver(group, record))) return; // no member left: resume from here later
        this.advance(cursor, record.seq);
      }
      this.advance(cursor, pageEnd);
    }
  }

  /** One event, with retries on the group's members in turn; false when the group lost its members. */
  private async deliver(group: Group, { event }: OutboxRecord): Promise<boolean> {
    const topic = topicOf(event.type);
    for (let attempts = 1; ; attempts++) {
      const member = this.pickMember(group);
      if (!member) return false;
      try {
        await member.handler(event);
        this.metrics.consumed(topic, group.name);
        return true;
      } catch (error) {
        this.metrics.failed(topic, group.name);
        if (attempts >= member.maxAttempts) {
          const letter = deadLetterOf({
            topic,
            group: group.name,
            event,
            raw: JSON.stringify(event),
            error,
            attempts,
          });
          if (this.positions)
            await this.positions.transaction((tx) =>
              tx.put<DeadLetterDoc>(DEAD_LETTERS, { id: randomUUID(), ...letter }),
            );
          else this.memoryDeadLetters.push(letter);
          this.metrics.deadLettered(topic, group.name);
          this.logger.error(
            { err: error, topic, group: group.name, eventId: event.id, attempts },
            'event dead-lettered',
          );
          return true;
        }
        this.logger.warn(
          { err: error, topic, group: group.name, eventId: event.id, attempts },
          'event handler failed; retrying',
        );
        await sleep(backoffMs(attempts, this.retryDelayMs, this.maxRetryDelayMs));
      }
    }
  }

  private advance(cursor: Cursor, seq: number): void {
    if (seq <= cursor.position) return;
    cursor.position = seq;
    if (cursor.log.durable) cursor.dirty = true;
  }

  /**
   * Writes the positions that moved, in one transaction. A position written late only means events
   * handled again after a crash (the inbox makes that a no-op); one written early would lose events,
   * so a position only ever moves past events whose handler has returned.
   */
  private flushPositions(force = false): Promise<void> {
    const positions = this.positions;
    if (!positions || (this.closed && !force)) return this.flushing;
    this.flushing = this.flushing.then(async () => {
      const docs: PositionDoc[] = [];
      const now = new Date().toISOString();
      for (const group of this.groups.values()) {
        for (const cursor of group.cursors.values()) {
          if (!cursor.dirty) continue;
          cursor.dirty = false;
          docs.push({
            id: positionId(group.name, cursor.log.name),
            group: group.name,
            log: cursor.log.name,
            seq: cursor.position,
            updatedAt: now,
          });
        }
      }
      if (docs.length === 0) return;
      try {
        await positions.transaction((tx) => tx.putMany(POSITIONS, docs));
      } catch (error) {
        this.logger.warn({ err: error }, 'writing the bus positions failed; retrying');
        for (const doc of docs) {
          const cursor = this.groups.get(doc.group)?.cursors.get(doc.log);
          if (cursor) cursor.dirty = true;
        }
      }
    });
    return this.flushing;
  }

  private pickMember(group: Group): Member | undefined {
    const open = group.members.filter((m) => m.open);
    if (open.length === 0) return undefined;
    const member = open[group.nextMember % open.length];
    group.nextMember = (group.nextMember + 1) % Math.max(1, open.length);
    return member;
  }
}

const positionId = (group: string, log: string): string => `${group}|${log}`;
