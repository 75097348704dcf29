import type { CloudEvent } from '@esg/contracts';
import type { OutboxRecord, Store } from '@esg/persistence';

/*
 * Reading the services' event logs (their outboxes, kept and append-only) for a rebuild
 * (`npm run rebuild`), and replaying them in batches.
 */

const PAGE = 1_000;
const REPLAY_BATCH = 500;

/** One service's log read in seq order, a page at a time. */
class LogCursor {
  private page: OutboxRecord[] = [];
  private index = 0;
  private afterSeq = 0;
  private done = false;

  constructor(private readonly store: Store) {}

  async peek(): Promise<CloudEvent | null> {
    if (this.index < this.page.length) return this.page[this.index].event;
    if (this.done) return null;
    this.page = await this.store.outbox.read(this.afterSeq, PAGE);
    this.index = 0;
    if (this.page.length === 0) {
      this.done = true;
      return null;
    }
    this.afterSeq = this.page[this.page.length - 1].seq;
    return this.page[0].event;
  }

  next(): void {
    this.index++;
  }
}

/**
 * The logs merged by event time (ties: the order of `sources`), each log in its own seq order: a
 * service's own events keep their commit order, and across services time approximates causality
 * (a user is registered before a plan names them). One source is simply its log in seq order.
 */
export async function* mergedLog(sources: readonly Store[]): AsyncGenerator<CloudEvent> {
  const cursors = sources.map((s) => new LogCursor(s));
  for (;;) {
    let best: { cursor: LogCursor; event: CloudEvent } | null = null;
    for (const cursor of cursors) {
      const event = await cursor.peek();
      if (event && (!best || event.time < best.event.time)) best = { cursor, event };
    }
    if (!best) return;
    best.cursor.next();
    yield best.event;
  }
}

/** Hands the events to `apply` in batches (one transaction each, the caller's); answers how many. */
export async function replayInBatches(
  events: AsyncIterable<CloudEvent> | Iterable<CloudEvent>,
  apply: (batch: readonly CloudEvent[]) => Promise<void>,
): Promise<number> {
  let count = 0;
  let batch: CloudEvent[] = [];
  for await (const event of events) {
    batch.push(event);
    count++;
    if (batch.length >= REPLAY_BATCH) {
      await apply(batch);
      batch = [];
    }
  }
  if (batch.length) await apply(batch);
  return count;
}
