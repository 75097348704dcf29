import mongoose from 'mongoose';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { MongoStore, StoreError, type Migration } from '@esg/persistence';
import { probeContainerRuntime } from '@esg/testing';
import { runStoreContract } from './store.contract';

// Jest needs to know at collection time whether to skip, so the runtime is probed synchronously.
const runtime = probeContainerRuntime();
if (!runtime.ok) {
  console.warn(
    `Skipping the MongoStore contract suite: no container runtime for testcontainers (${runtime.reason}).`,
  );
}

describe('MongoStore.connect without a server', () => {
  it('gives STORE.UNAVAILABLE naming the host and never the credentials', async () => {
    const error = await MongoStore.connect({
      uri: 'mongodb://svc-user:s3cret-Pa55@127.0.0.1:9/esg?directConnection=true',
      dbName: 'esg_test',
      migrations: [],
      serverSelectionTimeoutMS: 300,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).code).toBe('STORE.UNAVAILABLE');
    expect((error as StoreError).message).toContain('127.0.0.1:9');
    expect((error as StoreError).message).not.toContain('s3cret-Pa55');
    expect((error as StoreError).message).not.toContain('svc-user');
  });

  it('gives STORE.UNAVAILABLE for a URI the driver cannot parse', async () => {
    const error = await MongoStore.connect({
      uri: 'mongodb://user:hunter2@',
      dbName: 'esg_test',
      migrations: [],
      serverSelectionTimeoutMS: 300,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).code).toBe('STORE.UNAVAILABLE');
    expect((error as StoreError).message).not.toContain('hunter2');
  });
});

(runtime.ok ? describe : describe.skip)('MongoStore on a MongoDB replica set (testcontainers)', () => {
  let container: StartedMongoDBContainer | undefined;
  let databases = 0;
  const uri = (): string => `${container!.getConnectionString()}/?directConnection=true`;
  const nextDbName = (): string => `store_contract_${process.pid}_${++databases}`;

  beforeAll(async () => {
    container = await new MongoDBContainer('mongo:8.0').start();
  }, 180_000);

  afterAll(async () => {
    await container?.stop();
  });

  runStoreContract('MongoStore', (migrations) =>
    MongoStore.connect({ uri: uri(), dbName: nextDbName(), migrations }),
  );

  describe('migrations', () => {
    const v1: Migration = {
      version: 1,
      name: 'plans',
      collections: [{ name: 'plans', indexes: [{ fields: ['code'], unique: true }] }],
    };
    const v2: Migration = {
      version: 2,
      name: 'tasks',
      collections: [{ name: 'tasks', indexes: [{ fields: ['plan.id', 'due'] }] }],
    };

    it('records each version once in schema_migrations and ensures the indexes of its collections', async () => {
      const dbName = nextDbName();
      await (await MongoStore.connect({ uri: uri(), dbName, migrations: [v1] })).close();
      await (await MongoStore.connect({ uri: uri(), dbName, migrations: [v1] })).close();
      const store = await MongoStore.connect({ uri: uri(), dbName, migrations: [v2, v1] });
      try {
        await store.transaction((tx) => tx.insert('plans', { id: 'p1', code: 'A' }));
        await expect(
          store.transaction((tx) => tx.insert('plans', { id: 'p2', code: 'A' })),
        ).rejects.toMatchObject({
          code: 'STORE.DUPLICATE',
        });
      } finally {
        await store.close();
      }

      const inspect = await mongoose.createConnection(uri(), { dbName }).asPromise();
      try {
        const recorded = await inspect.db!.collection('schema_migrations').find().sort({ _id: 1 }).toArray();
        expect(recorded.map((r) => [r._id, r.name])).toEqual([
          [1, 'plans'],
          [2, 'tasks'],
        ]);
        const indexes = await inspect.db!.collection('tasks').indexes();
        expect(indexes.map((i) => i.key)).toContainEqual({ 'plan.id': 1, due: 1 });
      } finally {
        await inspect.close();
      }
    });

    it('refuses two migrations with the same version', async () => {
      const error = await MongoStore.connect({
        uri: uri(),
        dbName: nextDbName(),
        migrations: [v1, { ...v2, version: 1 }],
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreError);
      expect((error as StoreError).code).toBe('STORE.MIGRATION_FAILED');
    });
  });
});
