import { changelogProjection } from './changelog.projection';
import { dataRequestsProjection } from './data-requests.projection';
import { directoryProjection } from './directory.projection';
import { notificationsProjection } from './notifications.projection';
import type { Projection } from './projection';
import { valueThreadsProjection } from './value-threads.projection';

/** Every projection of the service, the directory first (the others read it). */
export const PROJECTIONS: readonly Projection[] = [
  directoryProjection,
  notificationsProjection,
  dataRequestsProjection,
  valueThreadsProjection,
  changelogProjection,
];

/** What `npm run rebuild -- <name>` replays: a projection with the directory it reads, or all. */
export function projectionsToRebuild(name: string): Projection[] {
  if (name === 'all') return [...PROJECTIONS];
  // Action-plan and data-request notifications share their collections: rebuilt together.
  if (name === 'notifications')
    return [directoryProjection, notificationsProjection, dataRequestsProjection, valueThreadsProjection];
  if (name === 'changelog') return [directoryProjection, changelogProjection];
  if (name === 'directory') return [directoryProjection];
  throw new Error(`Unknown projection "${name}": use notifications, changelog, directory or all`);
}
