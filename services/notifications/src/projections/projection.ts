import type { CloudEvent } from '@esg/contracts';
import {
  advanceCheckpoint,
  dropProjectionState,
  handlesEvent,
  projectionInbox,
  type ApplyOptions,
} from '@esg/messaging';
import type { Store, Transaction } from '@esg/persistence';

export type { ApplyOptions };

/**
 * A read model built from events. Its name and version name its inbox (a new version starts from an
 * empty inbox), its collections are what a rebuild drops, and its checkpoint records where it stands
 * (the shared parts: libs/messaging projection-core.ts).
 */
export interface Projection {
  name: 'directory' | 'notifications' | 'data-requests' | 'value-threads' | 'changelog';
  version: number;
  topics: readonly string[];
  collections: readonly string[];
  apply(event: CloudEvent, tx: Transaction, options: ApplyOptions): Promise<void>;
}

export const inboxOf = (projection: Projection): string => projectionInbox('notifications', projection);

export const handles = handlesEvent;

/** Applies events not yet in the inbox, then moves the checkpoint, all in the caller's transaction. */
export async function applyEvents(
  projection: Projection,
  events: readonly CloudEvent[],
  tx: Transaction,
  options: ApplyOptions,
): Promise<number> {
  let applied = 0;
  const inbox = inboxOf(projection);
  for (const event of events) {
    if (!handles(projection, event)) continue;
    if (!(await tx.markProcessed(inbox, event.id))) continue;
    await projection.apply(event, tx, options);
    applied++;
  }
  if (events.length) await advanceCheckpoint(projection, events, tx);
  return applied;
}

/**
 * The consumer group of a set of projections: named by their names and versions, so a new version
 * gets a fresh group that reads the retained log from the start (its inbox is empty; the others skip
 * through theirs).
 */
export const groupOf = (projections: readonly Projection[]): string =>
  `notifications.projections.${projections.map((p) => `${p.name}-v${p.version}`).join('.')}`;

/**
 * Subscribes the projections to the union of their topics as one consumer: a delivered batch is
 * applied to every projection that handles it in one transaction (each with its own inbox and
 * checkpoint), one commit per batch instead of one per projection.
 */
export async function startProjections(
  store: Store,
  projections: readonly Projection[],
  subscribe: (options: {
    group: string;
    topics: readonly string[];
    handler: (event: CloudEvent) => Promise<void>;
    batchHandler: (events: readonly CloudEvent[]) => Promise<void>;
  }) => Promise<{ close(): Promise<void> }>,
): Promise<{ close(): Promise<void> }> {
  const applyBatch = async (events: readonly CloudEvent[]): Promise<void> => {
    await store.transaction(async (tx) => {
      for (const projection of projections) await applyEvents(projection, events, tx, { emit: true });
    });
  };
  return subscribe({
    group: groupOf(projections),
    topics: [...new Set(projections.flatMap((p) => p.topics))],
    handler: (event) => applyBatch([event]),
    batchHandler: applyBatch,
  });
}

export async function dropProjection(store: Store, projection: Projection): Promise<void> {
  await dropProjectionState(store, projection, inboxOf(projection));
}
