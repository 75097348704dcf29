import { mergedLog } from '@esg/messaging';
import type { Store } from '@esg/persistence';
import { openStore, type AppConfig } from '@esg/platform';
import { gatewayMigrations } from '../infrastructure/migrations';
import { ACTIVITY_SOURCES, replayActivities } from './activity-feed.consumer';

/**
 * `npm run rebuild -- activities` in standalone and cluster modes: the feed's rows in the gateway store,
 * replayed from the outboxes of the services under DATA_DIR (the gateway's own among them). Stop the
 * gateway (standalone: the app) first. Production replays from the bus: see docs/activity-feed.md.
 */
export async function rebuildActivitiesFromDataDir(
  config: AppConfig,
): Promise<{ projections: string[]; events: number; seconds: number }> {
  const target = await openStore(config, 'gateway', gatewayMigrations);
  const sources: Store[] = [target];
  try {
    for (const service of ACTIVITY_SOURCES)
      if (service !== 'gateway') sources.push(await openStore(config, service, []));
    const result = await replayActivities(target, mergedLog(sources));
    return { projections: ['activities'], ...result };
  } finally {
    for (const store of sources.slice(1)) await store.close();
    await target.close();
  }
}
