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
 * A read model built from events, as the notifications service's projections are (docs/notifications.md,
 * "Idempotent and rebuildable"): a name and version that name its inbox and consumer group, the
 * collections a rebuild drops, a checkpoint. `applyBatch` receives the events not yet applied (the inbox
 * already filtered them) so that work shared by several events (a statement recomputed) runs once.
 */
export interface BatchProjection {
  name: 'pai' | 'analysis';
  version: number;
  topics: readonly string[];
  collections: readonly string[];
  /** Empties what a rebuild drops beyond the collections (a read model's own tables, ADR 0171). */
  clear?(tx: Transaction): Promise<void>;
  applyBatch(events: readonly CloudEvent[], tx: Transaction, options: ApplyOptions): Promise<void>;
}

export const inboxOf = (projection: BatchProjection): string => projectionInbox('reporting', projection);

export const groupOf = (projection: BatchProjection): string =>
  `reporting.projections.${projection.name}-v${projection.version}`;

const handles = handlesEvent;

/** Applies the events not yet in the inbox, then moves the checkpoint, all in the caller's transaction. */
export async function applyEvents(
  projection: BatchProjection,
  events: readonly CloudEvent[],
  tx: Transaction,
  options: ApplyOptions,
): Promise<number> {
  const inbox = inboxOf(projection);
  const fresh: CloudEvent[] = [];
  for (const event of events) {
    if (!handles(projection, event)) continue;
    if (await tx.markProcessed(inbox, event.id)) fresh.push(event);
  }
  if (fresh.length) await projection.applyBatch(fresh, tx, options);
  if (events.some((e) => handles(projection, e))) await advanceCheckpoint(projection, events, tx);
  return fresh.length;
}

/** One consumer per projection: each delivered batch in one transaction (inbox + effect + checkpoint). */
export async function startProjection(
  store: Store,
  projection: BatchProjection,
  subscribe: (options: {
    group: string;
    topics: readonly string[];
    handler: (event: CloudEvent) => Promise<void>;
    batchHandler: (events: readonly CloudEvent[]) => Promise<void>;
  }) => Promise<{ close(): Promise<void> }>,
): Promise<{ close(): Promise<void> }> {
  const applyBatch = async (events: readonly CloudEvent[]): Promise<void> => {
    await store.transaction(async (tx) => {
      await applyEvents(projection, events, tx, { emit: true });
    });
  };
  return subscribe({
    group: groupOf(projection),
    topics: projection.topics,
    handler: (event) => applyBatch([event]),
    batchHandler: applyBatch,
  });
}

export async function dropProjection(store: Store, projection: BatchProjection): Promise<void> {
  await dropProjectionState(store, projection, inboxOf(projection));
  if (projection.clear) await store.transaction((tx) => projection.clear!(tx));
}
