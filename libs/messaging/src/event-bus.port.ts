import type { CloudEvent } from '@esg/contracts';

/**
 * The event-bus port. Events are published on the topic of their type (`topicOf(type)`, one stream
 * per service and aggregate) keyed by `subject` (the aggregate id), so order holds per aggregate.
 * Delivery is at least once: handlers must be idempotent (see `consumeIdempotently`).
 */
export type EventHandler = (event: CloudEvent) => Promise<void>;

export interface SubscriptionOptions {
  /** Consumer group: every group receives every event once; members of a group share the work. */
  group: string;
  topics: readonly string[];
  handler: EventHandler;
  /** Attempts before an event is dead-lettered (default 5). */
  maxAttempts?: number;
  /** Member name within the group (defaults to a per-process id). */
  consumerName?: string;
  /**
   * Optional fast path: events read together (same topic, in order) are handed over in one call,
   * all or nothing (e.g. applied in one transaction, see `consumeIdempotentlyInBatches`). When it
   * throws, the bus handles those events one at a time with `handler` (retries, dead letters as usual).
   */
  batchHandler?: BatchEventHandler;
}

export type BatchEventHandler = (events: readonly CloudEvent[]) => Promise<void>;

export interface Subscription {
  /** Stops receiving; in-flight handlers finish first. */
  close(): Promise<void>;
}

export interface DeadLetter {
  topic: string;
  group: string;
  event: CloudEvent | null;
  raw: string;
  error: string;
  attempts: number;
  failedAt: string;
}

export interface BusMetrics {
  published(topic: string, count: number): void;
  consumed(topic: string, group: string): void;
  failed(topic: string, group: string): void;
  deadLettered(topic: string, group: string): void;
  lag?(topic: string, group: string, lag: number): void;
}

export interface EventBus {
  readonly kind: 'in-process' | 'kafka';
  /** Resolves once the bus has durably accepted every event (validated against libs/contracts first). */
  publish(events: readonly CloudEvent[]): Promise<void>;
  subscribe(options: SubscriptionOptions): Promise<Subscription>;
  /** Dead letters of a topic (for operators and tests). */
  deadLetters(topic: string): Promise<DeadLetter[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
