import type { CloudEvent } from '@esg/contracts';
import type { OutboxRecord, Store } from '@esg/persistence';
import { openStore, type AppConfig, type ServiceName } from '@esg/platform';
import { notificationsMigrations } from '../infrastructure/migrations';
import { projectionsToRebuild } from '../projections';
import { applyEvents, dropProjection, type Projection } from '../projections/projection';

/** The services whose outboxes (event logs) feed the projections. */
export const SOURCE_SERVICES: readonly ServiceName[] = ['gateway', 'data-collection', 'action-plans'];
const PAGE = 1_000;
const BATCH = 500;

/** One service's log read in seq order, a page at a time. */
class LogCursor {
  private page: OutboxRecord[] = [];
  private index = 0;
  private afterSeq = 0;
  private done = false;

  constructor(
    private readonly store: Store,
    readonly order: number,
  ) {}

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
 * (a user is registered before a plan names them).
 */
export async function* mergedLog(sources: readonly Store[]): AsyncGenerator<CloudEvent> {
  const cursors = sources.map((s, i) => new LogCursor(s, i));
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

/**
 * Drops the projections (their collections, inbox and checkpoint; read marks are kept) and replays
 * the events into them in batches, silently (no pushes). The inbox is filled as live consumption
 * would, so a consumer started afterwards skips what the rebuild applied.
 */
export async function replay(
  target: Store,
  projections: readonly Projection[],
  events: AsyncIterable<CloudEvent> | Iterable<CloudEvent>,
): Promise<{ events: number; seconds: number }> {
  const start = performance.now();
  for (const projection of projections) await dropProjection(target, projection);
  let count = 0;
  let batch: CloudEvent[] = [];
  const flush = async () => {
    const events = batch;
    batch = [];
    await target.transaction(async (tx) => {
      for (const projection of projections) await applyEvents(projection, events, tx, { emit: false });
    });
  };
  for await (const event of events) {
    batch.push(event);
    count++;
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return { events: count, seconds: (performance.now() - start) / 1000 };
}

/**
 * `npm run rebuild -- <projection>` in standalone and cluster modes: the logs are the other
 * services' outboxes under DATA_DIR. Stop the notifications process (standalone: the app) first.
 */
export async function rebuildFromDataDir(
  config: AppConfig,
  name: string,
): Promise<{ projections: string[]; events: number; seconds: number }> {
  const projections = projectionsToRebuild(name);
  const target = await openStore(config, 'notifications', notificationsMigrations);
  const sources: Store[] = [];
  try {
    for (const service of SOURCE_SERVICES) sources.push(await openStore(config, service, []));
    const result = await replay(target, projections, mergedLog(sources));
    return { projections: projections.map((p) => p.name), ...result };
  } finally {
    for (const s of sources) await s.close();
    await target.close();
  }
}
