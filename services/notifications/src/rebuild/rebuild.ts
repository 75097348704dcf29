import type { CloudEvent } from '@esg/contracts';
import { mergedLog, replayInBatches } from '@esg/messaging';
import type { Store } from '@esg/persistence';
import { openStore, type AppConfig, type ServiceName } from '@esg/platform';
import { notificationsMigrations } from '../infrastructure/migrations';
import { projectionsToRebuild } from '../projections';
import { applyEvents, dropProjection, type Projection } from '../projections/projection';

/** The services whose outboxes (event logs) feed the projections. */
export const SOURCE_SERVICES: readonly ServiceName[] = ['gateway', 'data-collection', 'action-plans'];

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
  const count = await replayInBatches(events, (batch) =>
    target.transaction(async (tx) => {
      for (const projection of projections) await applyEvents(projection, batch, tx, { emit: false });
    }),
  );
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
