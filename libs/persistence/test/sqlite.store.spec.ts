import { mkdtempSync, rmSync, writeFileSync, openSync, writeSync, closeSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SqliteStore, StoreError, type Migration, type StoreErrorCode } from '@esg/persistence';
import { runStoreContract } from './store.contract';

// Real files in a temp dir: WAL, the second read connection and file locks only exist on disk.
const dir = mkdtempSync(join(tmpdir(), 'esg-sqlite-store-'));
let files = 0;
const nextFile = (): string => join(dir, `store-${++files}.db`);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

runStoreContract('SqliteStore', async (migrations) => SqliteStore.open({ file: nextFile(), migrations }));

function expectStoreErrorSync(open: () => unknown, code: StoreErrorCode): StoreError {
  let caught: unknown;
  try {
    open();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(StoreError);
  expect((caught as StoreError).code).toBe(code);
  return caught as StoreError;
}

const things: Migration = { version: 1, name: 'things', collections: [{ name: 'things' }] };

describe('SqliteStore migrations', () => {
  // Each step appends to a plain table created without IF NOT EXISTS: a re-run would fail or double the rows.
  const v1: Migration = {
    version: 1,
    name: 'runs table',
    collections: [{ name: 'things' }],
    sql: ['CREATE TABLE migration_runs (version INTEGER NOT NULL)', 'INSERT INTO migration_runs VALUES (1)'],
  };
  const v2: Migration = {
    version: 2,
    name: 'plans',
    collections: [{ name: 'plans', indexes: [{ fields: ['code'], unique: true }] }],
    sql: ['INSERT INTO migration_runs VALUES (2)'],
  };
  const runs = (file: string): number[] => {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      return (
        db.prepare('SELECT version FROM migration_runs ORDER BY rowid').all() as Array<{ version: number }>
      ).map((r) => r.version);
    } finally {
      db.close();
    }
  };

  it('runs each version once: reopening does not re-run it, a new version runs on the next start', async () => {
    const file = nextFile();
    await SqliteStore.open({ file, migrations: [v1] }).close();
    await SqliteStore.open({ file, migrations: [v1] }).close();
    expect(runs(file)).toEqual([1]);

    const store = SqliteStore.open({ file, migrations: [v2, v1] });
    expect(runs(file)).toEqual([1, 2]);
    await store.transaction((tx) => tx.insert('plans', { id: 'p1', code: 'A' }));
    await expect(
      store.transaction((tx) => tx.insert('plans', { id: 'p2', code: 'A' })),
    ).rejects.toMatchObject({
      code: 'STORE.DUPLICATE',
    });
    await store.close();

    await SqliteStore.open({ file, migrations: [v1, v2] }).close();
    expect(runs(file)).toEqual([1, 2]);
  });

  it('a failing migration is rolled back, reported as STORE.MIGRATION_FAILED naming the file, and runs again once fixed', async () => {
    const file = nextFile();
    await SqliteStore.open({ file, migrations: [v1] }).close();
    const broken: Migration = {
      version: 2,
      name: 'broken',
      sql: ['INSERT INTO migration_runs VALUES (2)', 'NOT SQL'],
    };
    const error = expectStoreErrorSync(
      () => SqliteStore.open({ file, migrations: [v1, broken] }),
      'STORE.MIGRATION_FAILED',
    );
    expect(error.message).toContain(file);
    expect(error.message).toContain('broken');
    expect(runs(file)).toEqual([1]);

    await SqliteStore.open({ file, migrations: [v1, v2] }).close();
    expect(runs(file)).toEqual([1, 2]);
  });

  it('a unique index over existing duplicates fails as STORE.MIGRATION_FAILED', async () => {
    const file = nextFile();
    const store = SqliteStore.open({ file, migrations: [v1] });
    await store.transaction(async (tx) => {
      await tx.insert('things', { id: 't1', code: 'A' });
      await tx.insert('things', { id: 't2', code: 'A' });
    });
    await store.close();
    const unique: Migration = {
      version: 2,
      name: 'unique code',
      collections: [{ name: 'things', indexes: [{ fields: ['code'], unique: true }] }],
    };
    expectStoreErrorSync(
      () => SqliteStore.open({ file, migrations: [v1, unique] }),
      'STORE.MIGRATION_FAILED',
    );
  });

  it('refuses two migrations with the same version', () => {
    expectStoreErrorSync(
      () => SqliteStore.open({ file: nextFile(), migrations: [v1, { ...v2, version: 1 }] }),
      'STORE.MIGRATION_FAILED',
    );
  });
});

describe('SqliteStore files', () => {
  it('a file of garbage bytes gives STORE.CORRUPT naming the file', () => {
    const file = nextFile();
    writeFileSync(file, Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 37 + 11) % 256)));
    const error = expectStoreErrorSync(
      () => SqliteStore.open({ file, migrations: [things] }),
      'STORE.CORRUPT',
    );
    expect(error.message).toContain(file);
  });

  it('a database whose pages were overwritten gives STORE.CORRUPT naming the file', async () => {
    const file = nextFile();
    const store = SqliteStore.open({ file, migrations: [things] });
    await store.transaction(async (tx) => {
      for (let i = 0; i < 200; i++) await tx.insert('things', { id: `t${i}`, text: 'x'.repeat(200) });
    });
    await store.close();
    // Keep the header page, scribble over everything after it.
    const size = statSync(file).size;
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(size - 4096, 0xab), 0, size - 4096, 4096);
    closeSync(fd);
    const error = expectStoreErrorSync(
      () => SqliteStore.open({ file, migrations: [things] }),
      'STORE.CORRUPT',
    );
    expect(error.message).toContain(file);
  });

  describe('locked by another connection', () => {
    let file: string;
    let other: DatabaseSync | undefined;

    beforeEach(async () => {
      file = nextFile();
      const store = SqliteStore.open({ file, migrations: [things] });
      await store.transaction((tx) => tx.insert('things', { id: 'committed', kind: 'kept' }));
      await store.close();
    });

    afterEach(() => {
      if (other?.isTransaction) other.exec('ROLLBACK');
      other?.close();
      other = undefined;
    });

    const holdExclusiveLock = (lockingMode: 'NORMAL' | 'EXCLUSIVE'): void => {
      other = new DatabaseSync(file);
      other.exec(`PRAGMA locking_mode = ${lockingMode}`);
      other.exec('BEGIN EXCLUSIVE');
      other.exec(`INSERT INTO "c_things" (id, body) VALUES ('uncommitted', '{"id":"uncommitted"}')`);
    };

    const expectIntact = async (): Promise<void> => {
      if (other?.isTransaction) other.exec('ROLLBACK');
      other?.close();
      other = undefined;
      const store = SqliteStore.open({ file, migrations: [things] });
      try {
        expect(await store.find('things')).toEqual([{ id: 'committed', kind: 'kept' }]);
        await store.transaction((tx) => tx.insert('things', { id: 'after' }));
        expect(await store.count('things')).toBe(2);
      } finally {
        await store.close();
      }
    };

    it('opening while another connection holds the file exclusively gives STORE.LOCKED naming the file', async () => {
      holdExclusiveLock('EXCLUSIVE');
      const error = expectStoreErrorSync(
        () => SqliteStore.open({ file, migrations: [things], busyTimeoutMs: 50 }),
        'STORE.LOCKED',
      );
      expect(error.message).toContain(file);
      await expectIntact();
    });

    it('a transaction while another connection holds the write lock gives STORE.LOCKED; reads still see committed data', async () => {
      holdExclusiveLock('NORMAL');
      const store = SqliteStore.open({ file, migrations: [things], busyTimeoutMs: 50 });
      try {
        expect(await store.find('things')).toEqual([{ id: 'committed', kind: 'kept' }]);
        const error = await store
          .transaction((tx) => tx.insert('things', { id: 'blocked' }))
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(StoreError);
        expect((error as StoreError).code).toBe('STORE.LOCKED');
        expect((error as StoreError).message).toContain(file);
        // The store is still usable once the lock goes away.
        other!.exec('ROLLBACK');
        await store.transaction((tx) => tx.insert('things', { id: 'unblocked' }));
        expect(await store.count('things')).toBe(2);
      } finally {
        await store.close();
      }
    });
  });
});
