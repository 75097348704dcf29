import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { SqliteStore, type Doc, type Store } from '@esg/persistence';

export const TOPIC = 'data-collection.company';

/** A valid catalogue event on TOPIC; `version` doubles as the per-key sequence number. */
export function companyUpdated(
  companyId: number,
  version: number,
  changes: Record<string, unknown> = {},
): CloudEvent {
  return createEvent({
    type: 'data-collection.company.updated.v1',
    source: 'test/messaging',
    subject: companyId,
    aggregateVersion: version,
    companyId,
    data: { companyId, changes },
  });
}

/** Fails the envelope schema: the aggregate version is negative. */
export function invalidEvent(): CloudEvent {
  return { ...companyUpdated(1, 1), aggregateversion: -1 };
}

export interface Effect extends Doc {
  applied: number;
  versions: number[];
}

export interface TempStore {
  store: Store;
  /** Effects per subject: how often the consumer's effect was applied. */
  effects(): Promise<Effect[]>;
  dispose(): Promise<void>;
}

export function openTempStore(): TempStore {
  const dir = mkdtempSync(join(tmpdir(), 'esg-messaging-'));
  const store = SqliteStore.open({
    file: join(dir, 'consumer.db'),
    migrations: [{ version: 1, name: 'effects', collections: [{ name: 'effects' }] }],
  });
  return {
    store,
    effects: () => store.find<Effect>('effects'),
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The consumer effect used by the suite: counts applications per subject and records versions. */
export async function applyEffect(
  event: CloudEvent,
  tx: { get: Store['get']; put: (c: string, d: Effect) => Promise<void> },
): Promise<void> {
  const current = (await tx.get<Effect>('effects', event.subject)) ?? {
    id: event.subject,
    applied: 0,
    versions: [],
  };
  await tx.put('effects', {
    ...current,
    applied: current.applied + 1,
    versions: [...current.versions, event.aggregateversion],
  });
}
