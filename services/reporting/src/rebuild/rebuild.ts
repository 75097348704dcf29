import type { CloudEvent } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { openStore, type AppConfig } from '@esg/platform';
import { reportingMigrations } from '../infrastructure/migrations';
import { paiProjection } from '../projections/pai.projection';
import { applyEvents, dropProjection, type BatchProjection } from '../projections/projection';

const PAGE = 1_000;
const BATCH = 500;

/** The projections `npm run rebuild -- <name>` knows in this service. */
export function reportingProjection(name: string): BatchProjection {
  if (name === 'pai') return paiProjection;
  throw new Error(`Unknown reporting projection "${name}": use pai`);
}

/** One service's event log (its outbox, kept and append-only) in seq order. */
export async function* outboxLog(source: Store): AsyncGenerator<CloudEvent> {
  let afterSeq = 0;
  for (;;) {
    const page = await source.outbox.read(afterSeq, PAGE);
    if (page.length === 0) return;
    for (const record of page) yield record.event;
    afterSeq = page[page.length - 1].seq;
  }
}

/**
 * Drops the projection (collections, inbox, checkpoint) and replays the events into it in batches,
 * silently (no pushes). The inbox is filled as live consumption would, so a consumer started afterwards
 * skips what the rebuild applied.
 */
export async function replay(
  target: Store,
  projection: BatchProjection,
  events: AsyncIterable<CloudEvent> | Iterable<CloudEvent>,
): Promise<{ events: number; seconds: number }> {
  const start = performance.now();
  await dropProjection(target, projection);
  let count = 0;
  let batch: CloudEvent[] = [];
  const flush = async () => {
    const events = batch;
    batch = [];
    await target.transaction(async (tx) => {
      await applyEvents(projection, events, tx, { emit: false });
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
 * `npm run rebuild -- pai` in standalone and cluster modes: the log is data-collection's outbox under
 * DATA_DIR (funds, positions and responses all come from it). Stop the reporting process (standalone:
 * the app) first.
 */
export async function rebuildReportingFromDataDir(
  config: AppConfig,
  name: string,
): Promise<{ projections: string[]; events: number; seconds: number }> {
  const projection = reportingProjection(name);
  const target = await openStore(config, 'reporting', reportingMigrations);
  const source = await openStore(config, 'data-collection', []);
  try {
    const result = await replay(target, projection, outboxLog(source));
    return { projections: [projection.name], ...result };
  } finally {
    await source.close();
    await target.close();
  }
}
