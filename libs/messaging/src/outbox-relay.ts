import type { Store } from '@esg/persistence';
import type { EventBus } from './event-bus.port';
import { backoffMs, silentLogger, type BusLogger } from './bus-support';

export interface OutboxRelayMetrics {
  /** A batch reached the bus and was marked published; lagMs is the age of its oldest event. */
  relayed(count: number, lagMs: number): void;
  relayFailed(error: unknown): void;
}

export interface OutboxRelayOptions {
  store: Store;
  bus: EventBus;
  logger?: BusLogger;
  metrics?: OutboxRelayMetrics;
  /** Outbox rows published per bus call (default 500). */
  batchSize?: number;
  /** Fallback poll, for appends made by another process (default 1 s). */
  pollIntervalMs?: number;
  /** First retry delay after a failed publish; doubles up to maxRetryDelayMs (default 100 ms, 10 s). */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

/**
 * Publishes a store's outbox to the bus, oldest first, and marks rows published only after the bus
 * accepted them. Runs are serialised (one batch at a time), so events keep their outbox order; a
 * failed publish leaves the rows unpublished and is retried with backoff. A crash between publish and
 * markPublished re-publishes the batch: consumers are idempotent (inbox). Run one relay per store.
 */
export class OutboxRelay {
  private readonly logger: BusLogger;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private tail: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private running = false;

  constructor(private readonly options: OutboxRelayOptions) {
    this.logger = options.logger ?? silentLogger;
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.retryDelayMs = options.retryDelayMs ?? 100;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 10_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.options.store.outbox.onAppended(() => this.kick());
    this.pollTimer = setInterval(() => this.kick(), this.pollIntervalMs);
    this.pollTimer.unref();
    this.kick();
  }

  /** Stops triggering; the batch in flight finishes first. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.pollTimer = this.retryTimer = null;
    await this.tail.catch(() => undefined);
  }

  close(): Promise<void> {
    return this.stop();
  }

  /** Publishes everything unpublished now; rejects with the bus's error when that fails. */
  flush(): Promise<void> {
    return this.enqueue();
  }

  private kick(): void {
    if (!this.running || this.retryTimer) return; // a scheduled retry will drain
    this.enqueue().catch((error: unknown) => {
      this.failures++;
      this.options.metrics?.relayFailed(error);
      const delay = backoffMs(this.failures, this.retryDelayMs, this.maxRetryDelayMs);
      this.logger.warn(
        { err: error, retryInMs: delay, failures: this.failures },
        'outbox relay failed; retrying',
      );
      if (!this.running || this.retryTimer) return;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.kick();
      }, delay);
      this.retryTimer.unref();
    });
  }

  /** Serialises drains; a caller waiting on an already queued (not yet started) drain shares it. */
  private enqueue(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.tail
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.drain();
      });
    this.queued = next;
    this.tail = next;
    return next;
  }

  private async drain(): Promise<void> {
    const { store, bus, metrics } = this.options;
    for (;;) {
      const rows = await store.outbox.unpublished(this.batchSize);
      if (rows.length === 0) return;
      await bus.publish(rows.map((r) => r.event));
      await store.outbox.markPublished(rows.map((r) => r.seq));
      this.failures = 0;
      metrics?.relayed(rows.length, Date.now() - Date.parse(rows[0].event.time));
      if (rows.length < this.batchSize) return;
    }
  }
}
