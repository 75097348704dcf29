import type { CloudEvent } from '@esg/contracts';
import { mergedLog, replayInBatches } from '@esg/messaging';
import type { Store } from '@esg/persistence';
import { openStore, type AppConfig } from '@esg/platform';
import { reportingMigrations } from '../infrastructure/migrations';
import { analysisProjection } from '../projections/analysis.projection';
import { readFactSettings } from '../application/fact-settings';
import { paiProjectionWith } from '../projections/pai.projection';
import { applyEvents, dropProjection, type BatchProjection } from '../projections/projection';

/** The projections `npm run rebuild -- <name>` knows in this service. */
export function reportingProjection(name: string): BatchProjection {
  // The same as-of setting as the live projection (FACT_MAX_AGE_YEARS), so a rebuild equals it.
  if (name === 'pai') return paiProjectionWith(readFactSettings());
  if (name === 'analysis') return analysisProjection;
  throw new Error(`Unknown reporting projection "${name}": use pai or analysis`);
}

/** data-collection's event log (its outbox, kept and append-only) in seq order. */
export const outboxLog = (source: Store): AsyncGenerator<CloudEvent> => mergedLog([source]);

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
  const count = await replayInBatches(events, (batch) =>
    target.transaction(async (tx) => {
      await applyEvents(projection, batch, tx, { emit: false });
    }),
  );
  return { events: count, seconds: (performance.now() - start) / 1000 };
}

/**
 * `npm run rebuild -- pai` (or `-- analysis`) in standalone and cluster modes: the log is data-collection's outbox under
 * DATA_DIR (companies, funds, positions and responses all come from it). Stop the reporting process (standalone:
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
