import { topicOf, type CloudEvent } from '@esg/contracts';
import type { Doc, Store, Transaction } from '@esg/persistence';

/*
 * What every event-built read model shares (docs/notifications.md, "Idempotent and rebuildable"): a
 * name and version that name its inbox, the collections a rebuild drops, and a checkpoint of the last
 * event applied per topic. The services keep how they apply events (one at a time, or a batch).
 */

/** The collection of the checkpoints, in every service that keeps projections. */
export const PROJECTION_CHECKPOINTS = 'projection_checkpoints';

export interface ApplyOptions {
  /** Live consumption appends integration events (pushes); a rebuild replays silently. */
  emit: boolean;
}

export interface CheckpointRecord extends Doc {
  projection: string;
  version: number;
  /** Last event applied per topic (id and time): where a live consumer stands. */
  positions: Record<string, { eventId: string; time: string }>;
  updatedAt: string;
}

export interface ProjectionIdentity {
  name: string;
  version: number;
  topics: readonly string[];
  collections: readonly string[];
}

/** The inbox of a projection: `<service>.<name>.v<version>` (a new version starts from an empty one). */
export const projectionInbox = (service: string, projection: ProjectionIdentity): string =>
  `${service}.${projection.name}.v${projection.version}`;

export const handlesEvent = (projection: ProjectionIdentity, event: CloudEvent): boolean =>
  projection.topics.includes(topicOf(event.type));

/** Records the last handled event per topic of the batch, in the caller's transaction. */
export async function advanceCheckpoint(
  projection: ProjectionIdentity,
  events: readonly CloudEvent[],
  tx: Transaction,
): Promise<void> {
  const current = await tx.get<CheckpointRecord>(PROJECTION_CHECKPOINTS, projection.name);
  const positions = { ...(current?.version === projection.version ? current.positions : {}) };
  for (const event of events) {
    if (!handlesEvent(projection, event)) continue;
    positions[topicOf(event.type)] = { eventId: event.id, time: event.time };
  }
  await tx.put<CheckpointRecord>(PROJECTION_CHECKPOINTS, {
    id: projection.name,
    projection: projection.name,
    version: projection.version,
    positions,
    updatedAt: new Date().toISOString(),
  });
}

/** Drops a projection's collections, inbox and checkpoint (before a rebuild). */
export async function dropProjectionState(
  store: Store,
  projection: ProjectionIdentity,
  inbox: string,
): Promise<void> {
  await store.reset([...projection.collections], inbox);
  await store.transaction(async (tx) => {
    await tx.delete(PROJECTION_CHECKPOINTS, projection.name);
  });
}
