import mongoose from 'mongoose';
import type { CloudEvent } from '@esg/contracts';
import { topicOf } from '@esg/contracts';
import {
  assertCollectionName,
  assertFieldPath,
  StoreError,
  type Doc,
  type DocumentReader,
  type Filter,
  type FindOptions,
  type Migration,
  type Outbox,
  type OutboxRecord,
  type Store,
  type Transaction,
} from '../store.port';

/**
 * MongoDB adapter (production mode): one database per service, one collection per store collection
 * with `_id` = the document id. It needs a replica set (or mongos), because every write runs in a
 * multi-document transaction; `connect` refuses a standalone server.
 *
 * Transactions run in `session.withTransaction`, which re-runs the whole `work` callback on a
 * transient error (a write conflict with a concurrent transaction, a primary step-down). `work`
 * must therefore keep its side effects inside the transaction. An operation that fails inside a
 * transaction (STORE.DUPLICATE included) aborts it on the server: let the error propagate. A
 * session runs one operation at a time, so `work` awaits its calls in turn (no Promise.all on `tx`).
 *
 * Reads outside a transaction see committed data only. Without a sort, find returns documents by id.
 */
type MongoDb = mongoose.mongo.Db;
type Session = mongoose.mongo.ClientSession;
type RawDoc = mongoose.mongo.Document;
interface StoredDoc {
  _id: string;
  [field: string]: unknown;
}

const OUTBOX = 'outbox';
const INBOX = 'inbox';
const SEQUENCES = 'sequences';
const COUNTERS = 'counters';
const MIGRATIONS = 'schema_migrations';
const SYSTEM_COLLECTIONS = [OUTBOX, INBOX, SEQUENCES, COUNTERS, MIGRATIONS];

interface OutboxRow {
  _id: number;
  eventId: string;
  topic: string;
  event: CloudEvent;
  createdAt: Date;
  published: boolean;
  publishedAt: Date | null;
}
interface CounterRow {
  _id: string;
  value: number;
}
interface InboxRow {
  consumer: string;
  eventId: string;
  processedAt: Date;
}
interface MigrationRow {
  _id: number;
  name: string;
  appliedAt: Date;
}

const mongoPath = (path: string): string => {
  assertFieldPath(path);
  return path === 'id' ? '_id' : path;
};

function toMongoFilter(filter: Filter | undefined): RawDoc {
  const query: RawDoc = {};
  for (const [path, condition] of Object.entries(filter ?? {})) {
    const key = mongoPath(path);
    if (condition !== null && typeof condition === 'object') {
      query[key] = 'in' in condition ? { $in: condition.in } : { $ne: condition.ne };
    } else {
      query[key] = { $eq: condition };
    }
  }
  return query;
}

/** Ties are broken by id, so paging is stable; without a sort the order is by id. */
function toMongoSort(options: FindOptions | undefined): Array<[string, 1 | -1]> {
  const sort = (options?.sort ?? []).map(([path, direction]): [string, 1 | -1] => [
    mongoPath(path),
    direction === 'desc' ? -1 : 1,
  ]);
  if (!sort.some(([key]) => key === '_id')) sort.push(['_id', 1]);
  return sort;
}

/** Documents are JSON, as in SQLite: a Date becomes its ISO string and undefined fields vanish. */
function toStored(doc: Doc): StoredDoc {
  const { id, ...rest } = JSON.parse(JSON.stringify(doc)) as Doc;
  return { ...rest, _id: id };
}

function fromStored<T extends Doc>(raw: StoredDoc): T {
  const { _id, ...rest } = raw;
  return { id: _id, ...rest } as T;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 11000;
}

function duplicate(error: unknown, what: string): unknown {
  return isDuplicateKey(error)
    ? new StoreError('STORE.DUPLICATE', `${what} already exists`, { cause: error })
    : error;
}

const nonNegativeInt = (n: number | undefined): number => Math.max(0, Math.floor(n ?? 0));

class MongoReader implements DocumentReader {
  constructor(
    protected readonly db: MongoDb,
    protected readonly session?: Session,
  ) {}

  protected collection(name: string): mongoose.mongo.Collection<StoredDoc> {
    this.assertOpen();
    assertCollectionName(name);
    return this.db.collection<StoredDoc>(name);
  }

  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const raw = await this.collection(collection).findOne(
      { _id: id },
      {
        session: this.session,
      },
    );
    return raw ? fromStored<T>(raw) : null;
  }

  async find<T extends Doc>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]> {
    const coll = this.collection(collection);
    const query = toMongoFilter(filter);
    const sort = toMongoSort(options);
    // MongoDB reads limit 0 as "no limit"; the port means "no documents".
    if (options?.limit !== undefined && nonNegativeInt(options.limit) === 0) return [];
    const cursor = coll.find(query, {
      session: this.session,
      sort,
      skip: nonNegativeInt(options?.offset),
      ...(options?.limit !== undefined ? { limit: nonNegativeInt(options.limit) } : {}),
    });
    return (await cursor.toArray()).map((raw) => fromStored<T>(raw));
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    return this.collection(collection).countDocuments(toMongoFilter(filter), { session: this.session });
  }

  protected assertOpen(): void {
    // a transaction is open while its callback runs; the store overrides this
  }
}

class MongoTransaction extends MongoReader implements Transaction {
  appended = 0;

  constructor(db: MongoDb, session: Session) {
    super(db, session);
  }

  async insert<T extends Doc>(collection: string, doc: T): Promise<void> {
    try {
      await this.collection(collection).insertOne(toStored(doc), { session: this.session });
    } catch (error) {
      throw duplicate(error, `${collection} ${doc.id}`);
    }
  }

  async put<T extends Doc>(collection: string, doc: T): Promise<void> {
    try {
      await this.collection(collection).replaceOne({ _id: doc.id }, toStored(doc), {
        upsert: true,
        session: this.session,
      });
    } catch (error) {
      throw duplicate(error, `${collection} ${doc.id} (a unique index)`);
    }
  }

  async insertMany<T extends Doc>(collection: string, docs: readonly T[]): Promise<void> {
    if (!docs.length) return;
    try {
      await this.collection(collection).insertMany(docs.map(toStored), {
        session: this.session,
        ordered: true,
      });
    } catch (error) {
      throw duplicate(
        error,
        `${collection} ${(error as { writeErrors?: Array<{ err?: { op?: { _id?: string } } }> }).writeErrors?.[0]?.err?.op?._id ?? docs[0].id}`,
      );
    }
  }

  async putMany<T extends Doc>(collection: string, docs: readonly T[]): Promise<void> {
    if (!docs.length) return;
    try {
      await this.collection(collection).bulkWrite(
        docs.map((doc) => ({
          replaceOne: { filter: { _id: doc.id }, replacement: toStored(doc), upsert: true },
        })),
        { session: this.session, ordered: true },
      );
    } catch (error) {
      throw duplicate(error, `${collection} (a unique index)`);
    }
  }

  async delete(collection: string, id: string): Promise<boolean> {
    const result = await this.collection(collection).deleteOne(
      { _id: id },
      {
        session: this.session,
      },
    );
    return result.deletedCount > 0;
  }

  async deleteMany(collection: string, filter: Filter): Promise<number> {
    const result = await this.collection(collection).deleteMany(toMongoFilter(filter), {
      session: this.session,
    });
    return result.deletedCount;
  }

  async nextId(sequence: string): Promise<number> {
    return this.increment(SEQUENCES, sequence, 1);
  }

  async append(events: readonly CloudEvent[]): Promise<void> {
    if (events.length === 0) return;
    // The counter document is written by every appending transaction, so they conflict and commit
    // one after another: seqs are gap-free and a reader never sees seq n+1 before seq n.
    const last = await this.increment(COUNTERS, OUTBOX, events.length);
    const now = new Date();
    const rows: OutboxRow[] = events.map((event, i) => ({
      _id: last - events.length + 1 + i,
      eventId: event.id,
      topic: topicOf(event.type),
      event: JSON.parse(JSON.stringify(event)) as CloudEvent,
      createdAt: now,
      published: false,
      publishedAt: null,
    }));
    try {
      await this.db.collection<OutboxRow>(OUTBOX).insertMany(rows, { session: this.session, ordered: true });
    } catch (error) {
      throw duplicate(error, 'An outbox event with this id');
    }
    this.appended += events.length;
  }

  async markProcessed(consumer: string, eventId: string): Promise<boolean> {
    // An upsert, not an insert: a duplicate-key error would abort the whole transaction.
    const result = await this.db
      .collection<InboxRow>(INBOX)
      .updateOne(
        { consumer, eventId },
        { $setOnInsert: { processedAt: new Date() } },
        { upsert: true, session: this.session },
      );
    return result.upsertedCount > 0;
  }

  private async increment(collection: string, name: string, by: number): Promise<number> {
    const row = await this.db
      .collection<CounterRow>(collection)
      .findOneAndUpdate(
        { _id: name },
        { $inc: { value: by } },
        { upsert: true, returnDocument: 'after', session: this.session },
      );
    if (!row) throw new Error(`Counter ${collection}/${name} was not returned by MongoDB`);
    return row.value;
  }
}

export interface MongoStoreOptions {
  /** A replica-set (or mongos) URI; credentials in it never appear in error messages. */
  uri: string;
  /** One database per service. */
  dbName: string;
  migrations: readonly Migration[];
  /** How long to look for a server before giving up with STORE.UNAVAILABLE. Default 10 s. */
  serverSelectionTimeoutMS?: number;
}

export class MongoStore extends MongoReader implements Store {
  readonly kind = 'mongo' as const;
  readonly outbox: Outbox;
  private readonly listeners = new Set<() => void>();
  private closed = false;

  static async connect(options: MongoStoreOptions): Promise<MongoStore> {
    const where = `MongoDB at ${hostsOf(options.uri)} (database ${options.dbName})`;
    let connection: mongoose.Connection | undefined;
    try {
      connection = mongoose.createConnection(options.uri, {
        dbName: options.dbName,
        serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 10_000,
        autoIndex: false,
        autoCreate: false,
        bufferCommands: false,
      });
      await connection.asPromise();
    } catch (error) {
      await connection?.close(true).catch(() => undefined);
      throw new StoreError(
        'STORE.UNAVAILABLE',
        `${where} is unreachable: ${redact(errorMessage(error), options.uri)}`,
        {
          cause: error,
        },
      );
    }
    try {
      const db = connection.db;
      if (!db) throw new StoreError('STORE.UNAVAILABLE', `${where} gave no database handle`);
      const hello = await db.admin().command({ hello: 1 });
      if (!hello.setName && hello.msg !== 'isdbgrid') {
        throw new StoreError(
          'STORE.UNAVAILABLE',
          `${where} is a standalone server; MongoStore needs a replica set (transactions), e.g. mongod --replSet rs0`,
        );
      }
      await ensureSystemCollections(db);
      await runMigrations(db, options.migrations, where);
      return new MongoStore(connection, db, where);
    } catch (error) {
      await connection.close(true).catch(() => undefined);
      if (error instanceof StoreError) throw error;
      throw new StoreError(
        'STORE.UNAVAILABLE',
        `${where} failed to start: ${redact(errorMessage(error), options.uri)}`,
        {
          cause: error,
        },
      );
    }
  }

  private constructor(
    private readonly connection: mongoose.Connection,
    db: MongoDb,
    private readonly where: string,
  ) {
    super(db);
    this.outbox = this.createOutbox();
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let appended = 0;
    const result = await this.withSession(async (session) => {
      // A fresh Transaction per attempt: withTransaction re-runs the callback on transient errors.
      const tx = new MongoTransaction(this.db, session);
      const value = await work(tx);
      appended = tx.appended;
      return value;
    });
    if (appended > 0) this.notifyAppended();
    return result;
  }

  async reset(collections: readonly string[], consumer?: string): Promise<void> {
    for (const c of collections) assertCollectionName(c);
    await this.withSession(async (session) => {
      for (const c of collections) await this.db.collection(c).deleteMany({}, { session });
      if (consumer) await this.db.collection<InboxRow>(INBOX).deleteMany({ consumer }, { session });
    });
  }

  async ping(): Promise<void> {
    this.assertOpen();
    try {
      await this.db.admin().command({ ping: 1 });
    } catch (error) {
      throw new StoreError('STORE.UNAVAILABLE', `${this.where} does not answer: ${errorMessage(error)}`, {
        cause: error,
      });
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.connection.close();
  }

  private async withSession<T>(work: (session: Session) => Promise<T>): Promise<T> {
    this.assertOpen();
    const session = this.connection.getClient().startSession();
    try {
      let result!: T;
      await session.withTransaction(
        async () => {
          result = await work(session);
        },
        { readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' }, readPreference: 'primary' },
      );
      return result;
    } finally {
      await session.endSession();
    }
  }

  protected override assertOpen(): void {
    if (this.closed) throw new StoreError('STORE.UNAVAILABLE', `${this.where}: the store is closed`);
  }

  private notifyAppended(): void {
    // The transaction has committed; a failing listener must not make it look failed.
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch {
        // ignored: listeners only wake the relay, which also polls
      }
    }
  }

  private createOutbox(): Outbox {
    const outbox = () => this.db.collection<OutboxRow>(OUTBOX);
    const toRecord = (row: OutboxRow): OutboxRecord => ({ seq: row._id, event: row.event });
    return {
      unpublished: async (limit) => {
        if (nonNegativeInt(limit) === 0) return [];
        const rows = await outbox()
          .find({ published: false })
          .sort({ _id: 1 })
          .limit(nonNegativeInt(limit))
          .toArray();
        return rows.map(toRecord);
      },
      markPublished: async (seqs) => {
        if (seqs.length === 0) return;
        await outbox().updateMany(
          { _id: { $in: [...seqs] }, published: false },
          { $set: { published: true, publishedAt: new Date() } },
        );
      },
      read: async (afterSeq, limit, options = {}) => {
        const { topics, throughSeq } = options;
        if (nonNegativeInt(limit) === 0 || topics?.length === 0) return [];
        const rows = await outbox()
          .find({
            _id: throughSeq === undefined ? { $gt: afterSeq } : { $gt: afterSeq, $lte: throughSeq },
            ...(topics === undefined ? {} : { topic: { $in: [...topics] } }),
          })
          .sort({ _id: 1 })
          .limit(nonNegativeInt(limit))
          .toArray();
        return rows.map(toRecord);
      },
      lastSeq: async () => {
        const [last] = await outbox().find({}).sort({ _id: -1 }).limit(1).toArray();
        return last?._id ?? 0;
      },
      onAppended: (listener) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
    };
  }
}

async function ensureCollection(db: MongoDb, name: string): Promise<void> {
  // Created up front: creating a collection inside a transaction is refused by older servers.
  try {
    await db.createCollection(name);
  } catch (error) {
    if ((error as { codeName?: string })?.codeName !== 'NamespaceExists') throw error;
  }
}

async function ensureSystemCollections(db: MongoDb): Promise<void> {
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  for (const name of SYSTEM_COLLECTIONS) if (!existing.has(name)) await ensureCollection(db, name);
  await db.collection(OUTBOX).createIndex({ eventId: 1 }, { name: 'ix_outbox_eventId', unique: true });
  await db.collection(OUTBOX).createIndex({ published: 1, _id: 1 }, { name: 'ix_outbox_unpublished' });
  await db
    .collection(INBOX)
    .createIndex({ consumer: 1, eventId: 1 }, { name: 'ix_inbox_consumer_eventId', unique: true });
}

/** Runs, once each and in version order, the migrations not yet recorded in schema_migrations. */
async function runMigrations(db: MongoDb, migrations: readonly Migration[], where: string): Promise<void> {
  const recorded = db.collection<MigrationRow>(MIGRATIONS);
  const applied = new Set((await recorded.find({}, { projection: { _id: 1 } }).toArray()).map((r) => r._id));
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  for (let i = 1; i < ordered.length; i++) {
    if (ordered[i].version === ordered[i - 1].version) {
      throw new StoreError(
        'STORE.MIGRATION_FAILED',
        `Two migrations share version ${ordered[i].version} (${where})`,
      );
    }
  }
  for (const migration of ordered) {
    if (applied.has(migration.version)) continue;
    try {
      for (const spec of migration.collections ?? []) {
        assertCollectionName(spec.name);
        await ensureCollection(db, spec.name);
        for (const index of spec.indexes ?? []) {
          const keys = Object.fromEntries(index.fields.map((f) => [mongoPath(f), 1 as const]));
          await db.collection(spec.name).createIndex(keys, {
            name: `ix_${spec.name}_${index.fields.map((f) => f.replace(/\./g, '_')).join('_')}`,
            unique: index.unique ?? false,
          });
        }
      }
      // Another replica may have recorded it meanwhile: the steps above are idempotent.
      await recorded
        .insertOne({ _id: migration.version, name: migration.name, appliedAt: new Date() })
        .catch((error) => {
          if (!isDuplicateKey(error)) throw error;
        });
    } catch (error) {
      if (error instanceof StoreError) throw error;
      throw new StoreError(
        'STORE.MIGRATION_FAILED',
        `Migration ${migration.version} "${migration.name}" failed on ${where}: ${errorMessage(error)}`,
        { cause: error },
      );
    }
  }
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The host list of a MongoDB URI, without scheme, credentials, database or options. */
function hostsOf(uri: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/([^/?#]*)/.exec(uri);
  if (!match) return '(unparseable URI)';
  const authority = match[1];
  const hosts = authority.slice(authority.lastIndexOf('@') + 1);
  return hosts || '(no host)';
}

/**
 * Removes the URI's credentials from a driver message: parse errors echo the URI. A long password
 * is also removed wherever it appears; a short one only where it stands as userinfo, to keep the text readable.
 */
function redact(message: string, uri: string): string {
  const userinfo = /^mongodb(?:\+srv)?:\/\/([^/?#]*)@/.exec(uri)?.[1];
  if (!userinfo) return message;
  let safe = message.split(`${userinfo}@`).join('***@');
  const password = userinfo.includes(':') ? userinfo.slice(userinfo.indexOf(':') + 1) : '';
  for (const secret of new Set([password, safeDecode(password)])) {
    if (!secret) continue;
    safe = safe.split(`:${secret}@`).join(':***@');
    if (secret.length >= 6) safe = safe.split(secret).join('***');
  }
  return safe;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
