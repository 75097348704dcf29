import { mkdirSync } from 'node:fs';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { dirname } from 'node:path';
import type { CloudEvent } from '@esg/contracts';
import { topicOf } from '@esg/contracts';
import { Mutex } from 'async-mutex';
import {
  assertCollectionName,
  assertFieldPath,
  StoreError,
  type Doc,
  type FieldCondition,
  type FieldValue,
  type Filter,
  type FindOptions,
  type Migration,
  type Outbox,
  type OutboxRecord,
  type SqlHandle,
  type SqlParam,
  type Store,
  type Transaction,
} from '../store.port';

type Db = DatabaseSync;

/**
 * Node's built-in SQLite (docs/adr/0130), looked up rather than imported so that an older Node (a checkout
 * not reinstalled since, a test runner started outside npm) gets a message saying what to do.
 */
function openDatabase(file: string, options: { readOnly?: boolean; timeout: number }): Db {
  const sqlite = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite') | undefined;
  if (!sqlite)
    throw new StoreError(
      'STORE.UNAVAILABLE',
      `The SQLite store needs Node.js 22.13 or later (node:sqlite); this is ${process.version}. Run \`npm install\`, ` +
        'then start it through npm (npm start, npm test, npx jest), which runs the Node.js 24 it installs.',
    );
  return new sqlite.DatabaseSync(file, options);
}

// Statements are prepared once per connection and SQL text: preparing costs more than running them.
const statements = new WeakMap<Db, Map<string, StatementSync>>();
function prepare(db: Db, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map<string, StatementSync>()));
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (cache.size < 1000) cache.set(sql, statement);
  }
  return statement;
}

const table = (collection: string): string => {
  assertCollectionName(collection);
  return `"c_${collection}"`;
};
const field = (path: string): string => {
  assertFieldPath(path);
  return `json_extract(body, '$.${path}')`;
};
type Param = string | number | null;

/**
 * json_extract maps JSON true/false to 1/0 and returns objects as JSON text, so equality also checks
 * json_type: `{flag: true}` must not match `flag: 1`, nor `{n: 1}` match `n: true` (as in MongoDB).
 */
const JSON_TYPES = {
  string: "'text'",
  number: "'integer', 'real'",
} as const;

function where(filter: Filter | undefined): { sql: string; params: Param[] } {
  const clauses: string[] = [];
  const params: Param[] = [];
  for (const [path, condition] of Object.entries(filter ?? {})) {
    clauses.push(conditionSql(path, condition, params));
  }
  return { sql: clauses.length ? ` WHERE ${clauses.join(' AND ')}` : '', params };
}

function conditionSql(path: string, condition: FieldCondition, params: Param[]): string {
  if (condition !== null && typeof condition === 'object') {
    if ('in' in condition) return inSql(path, condition.in, params);
    if (condition.ne === null) return `${path === 'id' ? 'id' : field(path)} IS NOT NULL`;
    const expr = path === 'id' ? 'id' : field(path);
    return `(${expr} IS NULL OR NOT ${inSql(path, [condition.ne], params)})`;
  }
  return inSql(path, [condition], params);
}

/** Matches any of `values`; null matches a null or missing field, as in MongoDB. */
function inSql(path: string, values: readonly FieldValue[], params: Param[]): string {
  const alternatives: string[] = [];
  if (path === 'id') {
    const ids = values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    if (ids.length) {
      alternatives.push(`id IN (${ids.map(() => '?').join(',')})`);
      params.push(...ids);
    }
  } else {
    const expr = field(path);
    const type = `json_type(body, '$.${path}')`;
    if (values.includes(null)) alternatives.push(`${expr} IS NULL`);
    for (const kind of ['string', 'number'] as const) {
      const ofKind = values.filter((v) => typeof v === kind) as Param[];
      if (!ofKind.length) continue;
      alternatives.push(
        `(${expr} IN (${ofKind.map(() => '?').join(',')}) AND ${type} IN (${JSON_TYPES[kind]}))`,
      );
      params.push(...ofKind);
    }
    const booleans = [...new Set(values.filter((v): v is boolean => typeof v === 'boolean'))];
    if (booleans.length) alternatives.push(`${type} IN (${booleans.map((b) => `'${String(b)}'`).join(',')})`);
  }
  if (alternatives.length === 0) return '0';
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
}

function orderAndPage(options: FindOptions | undefined): string {
  let sql = '';
  const sort = options?.sort ?? [];
  if (sort.length) {
    const keys = sort.map(([p, d]) => `${p === 'id' ? 'id' : field(p)} ${d === 'desc' ? 'DESC' : 'ASC'}`);
    // Ties are broken by id (as the MongoDB adapter does), so paging over a sort is stable.
    if (!sort.some(([p]) => p === 'id')) keys.push('id ASC');
    sql += ` ORDER BY ${keys.join(', ')}`;
  } else {
    sql += ' ORDER BY rowid';
  }
  if (options?.limit !== undefined) sql += ` LIMIT ${Math.max(0, Math.floor(options.limit))}`;
  else if (options?.offset) sql += ' LIMIT -1';
  if (options?.offset) sql += ` OFFSET ${Math.max(0, Math.floor(options.offset))}`;
  return sql;
}

const SYSTEM_SCHEMA = `
  CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    topic TEXT NOT NULL,
    event TEXT NOT NULL,
    created_at TEXT NOT NULL,
    published_at TEXT
  );
  -- What the relay has published: every seq up to published_through, plus the few published out of
  -- order (ahead). One row changes per published batch, instead of rewriting every outbox row.
  CREATE TABLE IF NOT EXISTS outbox_relay (id INTEGER PRIMARY KEY CHECK (id = 1), published_through INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS outbox_published_ahead (seq INTEGER PRIMARY KEY);
  CREATE TABLE IF NOT EXISTS inbox (
    consumer TEXT NOT NULL,
    event_id TEXT NOT NULL,
    processed_at TEXT NOT NULL,
    PRIMARY KEY (consumer, event_id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS sequences (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
`;

export function collectionDdl(spec: {
  name: string;
  indexes?: Array<{ fields: string[]; unique?: boolean }>;
}): string[] {
  const t = table(spec.name);
  const ddl = [`CREATE TABLE IF NOT EXISTS ${t} (id TEXT PRIMARY KEY, body TEXT NOT NULL)`];
  for (const index of spec.indexes ?? []) {
    const name = `ix_${spec.name}_${index.fields.map((f) => f.replace(/\./g, '_')).join('_')}`;
    ddl.push(
      `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON ${t} (${index.fields.map(field).join(', ')})`,
    );
  }
  return ddl;
}

/**
 * SQLite's result codes (https://sqlite.org/rescode.html): node:sqlite reports the extended code as
 * `errcode` (its low byte is the primary code) and the code's text as `errstr`.
 */
const SQLITE = {
  BUSY: 5,
  LOCKED: 6,
  CORRUPT: 11,
  CANTOPEN: 14,
  NOTADB: 26,
  CONSTRAINT_PRIMARYKEY: 1555,
  CONSTRAINT_UNIQUE: 2067,
} as const;

function resultCode(error: unknown): number | null {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === 'number' ? errcode : null;
}

/** A second row with the same primary key or unique index value. */
const isDuplicateKey = (error: unknown): boolean => {
  const code = resultCode(error);
  return code === SQLITE.CONSTRAINT_PRIMARYKEY || code === SQLITE.CONSTRAINT_UNIQUE;
};

function translate(error: unknown, file: string): unknown {
  const code = resultCode(error);
  if (code === null) return error;
  const primary = code & 0xff;
  const text = (error as { errstr?: string }).errstr ?? `code ${code}`;
  if (primary === SQLITE.NOTADB || primary === SQLITE.CORRUPT) {
    return new StoreError('STORE.CORRUPT', `SQLite file ${file} is corrupt or not a database (${text})`, {
      cause: error,
    });
  }
  if (primary === SQLITE.BUSY || primary === SQLITE.LOCKED) {
    return new StoreError('STORE.LOCKED', `SQLite file ${file} is locked by another process (${text})`, {
      cause: error,
    });
  }
  if (isDuplicateKey(error)) {
    return new StoreError(
      'STORE.DUPLICATE',
      `A unique key already exists in ${file}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  if (primary === SQLITE.CANTOPEN) {
    return new StoreError('STORE.UNAVAILABLE', `SQLite file ${file} cannot be opened (${text})`, {
      cause: error,
    });
  }
  return error;
}

class SqliteReader {
  constructor(
    protected readonly db: Db,
    readonly file: string,
  ) {}

  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const row = this.query(() =>
      prepare(this.db, `SELECT body FROM ${table(collection)} WHERE id = ?`).get(id),
    ) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as T) : null;
  }

  async find<T extends Doc>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]> {
    const w = where(filter);
    const sql = `SELECT body FROM ${table(collection)}${w.sql}${orderAndPage(options)}`;
    const rows = this.query(() => prepare(this.db, sql).all(...w.params)) as Array<{ body: string }>;
    return rows.map((r) => JSON.parse(r.body) as T);
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    const w = where(filter);
    const sql = `SELECT COUNT(*) AS n FROM ${table(collection)}${w.sql}`;
    const row = this.query(() => prepare(this.db, sql).get(...w.params)) as { n: number };
    return row.n;
  }

  /** Plain SQL on this connection (see `sqlOf`); statements are prepared once and errors translated. */
  sqlHandle(): SqlHandle {
    return {
      run: (sql: string, ...params: SqlParam[]) => {
        this.query(() => prepare(this.db, sql).run(...params));
      },
      all: <R>(sql: string, ...params: SqlParam[]) =>
        this.query(() => prepare(this.db, sql).all(...params)) as R[],
      get: <R>(sql: string, ...params: SqlParam[]) =>
        this.query(() => prepare(this.db, sql).get(...params)) as R | undefined,
    };
  }

  /** Runs a statement, reporting a closed store, a lock or a corrupt file as a StoreError naming the file. */
  protected query<R>(statement: () => R): R {
    if (!this.db.isOpen) throw new StoreError('STORE.UNAVAILABLE', `SQLite store ${this.file} is closed`);
    try {
      return statement();
    } catch (error) {
      throw translate(error, this.file);
    }
  }
}

class SqliteTransaction extends SqliteReader implements Transaction {
  appended = 0;

  async insert<T extends Doc>(collection: string, doc: T): Promise<void> {
    this.insertSync(collection, [doc]);
  }

  async insertMany<T extends Doc>(collection: string, docs: readonly T[]): Promise<void> {
    this.insertSync(collection, docs);
  }

  async put<T extends Doc>(collection: string, doc: T): Promise<void> {
    this.putSync(collection, [doc]);
  }

  async putMany<T extends Doc>(collection: string, docs: readonly T[]): Promise<void> {
    this.putSync(collection, docs);
  }

  private insertSync(collection: string, docs: readonly Doc[]): void {
    const sql = `INSERT INTO ${table(collection)} (id, body) VALUES (?, ?)`;
    let current: Doc | undefined;
    try {
      const statement = prepare(this.db, sql);
      for (current of docs) statement.run(current.id, JSON.stringify(current));
    } catch (error) {
      if (isDuplicateKey(error)) {
        throw new StoreError('STORE.DUPLICATE', `${collection} ${current?.id} already exists`, {
          cause: error,
        });
      }
      throw translate(error, this.file);
    }
  }

  private putSync(collection: string, docs: readonly Doc[]): void {
    const sql = `INSERT INTO ${table(collection)} (id, body) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET body = excluded.body`;
    this.query(() => {
      const statement = prepare(this.db, sql);
      for (const doc of docs) statement.run(doc.id, JSON.stringify(doc));
    });
  }

  async delete(collection: string, id: string): Promise<boolean> {
    const sql = `DELETE FROM ${table(collection)} WHERE id = ?`;
    return this.query(() => prepare(this.db, sql).run(id)).changes > 0;
  }

  async deleteMany(collection: string, filter: Filter): Promise<number> {
    const w = where(filter);
    const sql = `DELETE FROM ${table(collection)}${w.sql}`;
    return Number(this.query(() => prepare(this.db, sql).run(...w.params)).changes);
  }

  async nextId(sequence: string): Promise<number> {
    const row = prepare(
      this.db,
      `INSERT INTO sequences (name, value) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value`,
    ).get(sequence) as { value: number };
    return row.value;
  }

  async append(events: readonly CloudEvent[]): Promise<void> {
    const insert = prepare(
      this.db,
      'INSERT INTO outbox (event_id, topic, event, created_at) VALUES (?, ?, ?, ?)',
    );
    for (const event of events) {
      this.query(() =>
        insert.run(event.id, topicOf(event.type), JSON.stringify(event), new Date().toISOString()),
      );
    }
    this.appended += events.length;
  }

  async markProcessed(consumer: string, eventId: string): Promise<boolean> {
    const result = prepare(
      this.db,
      'INSERT OR IGNORE INTO inbox (consumer, event_id, processed_at) VALUES (?, ?, ?)',
    ).run(consumer, eventId, new Date().toISOString());
    return result.changes > 0;
  }
}

export interface SqliteStoreOptions {
  /** Path of the database file, or ':memory:'. */
  file: string;
  migrations: readonly Migration[];
  /** How long to wait for a lock held by another process, in ms. */
  busyTimeoutMs?: number;
}

/**
 * SQLite adapter (Node's built-in node:sqlite, WAL; docs/adr/0130). A writer connection serialised by a FIFO mutex (async-mutex) runs transactions;
 * a second connection serves reads outside transactions so they see committed data only.
 */
export class SqliteStore extends SqliteReader implements Store {
  readonly kind = 'sqlite' as const;
  readonly outbox: Outbox;
  private readonly writer: Db;
  private readonly mutex = new Mutex();
  private readonly listeners = new Set<() => void>();
  private closed = false;

  static open(options: SqliteStoreOptions): SqliteStore {
    const { file } = options;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    let writer: Db | undefined;
    let reader: Db | undefined;
    try {
      writer = openDatabase(file, { timeout: options.busyTimeoutMs ?? 5000 });
      writer.exec('PRAGMA journal_mode = WAL');
      writer.exec('PRAGMA synchronous = NORMAL');
      writer.exec('PRAGMA foreign_keys = ON');
      const check = writer.prepare('PRAGMA quick_check').get()?.quick_check;
      if (check !== 'ok')
        throw new StoreError(
          'STORE.CORRUPT',
          `SQLite file ${file} fails its integrity check: ${String(check)}`,
        );
      writer.exec(SYSTEM_SCHEMA);
      if (!writer.prepare('SELECT 1 FROM outbox_relay WHERE id = 1').get()) {
        // A new file, or one from before the watermark: start it after the last row published.
        writer.exec(`INSERT INTO outbox_relay (id, published_through) SELECT 1, COALESCE(
          (SELECT MIN(seq) - 1 FROM outbox WHERE published_at IS NULL), (SELECT MAX(seq) FROM outbox), 0)`);
      }
      runMigrations(writer, options.migrations, file);
      reader =
        file === ':memory:'
          ? writer
          : openDatabase(file, { readOnly: true, timeout: options.busyTimeoutMs ?? 5000 });
      return new SqliteStore(writer, reader, file);
    } catch (error) {
      reader?.close();
      writer?.close();
      throw translate(error, file);
    }
  }

  private constructor(writer: Db, reader: Db, file: string) {
    super(reader, file);
    this.writer = writer;
    this.outbox = this.createOutbox();
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    if (this.closed) throw new StoreError('STORE.UNAVAILABLE', `SQLite store ${this.file} is closed`);
    let appended = 0;
    const result = await this.mutex.runExclusive(async () => {
      const tx = new SqliteTransaction(this.writer, this.file);
      try {
        this.writer.exec('BEGIN IMMEDIATE');
      } catch (error) {
        throw translate(error, this.file);
      }
      try {
        const value = await work(tx);
        this.writer.exec('COMMIT');
        appended = tx.appended;
        return value;
      } catch (error) {
        if (this.writer.isTransaction) this.writer.exec('ROLLBACK');
        throw translate(error, this.file);
      }
    });
    if (appended > 0) this.notifyAppended();
    return result;
  }

  async reset(collections: readonly string[], consumer?: string): Promise<void> {
    await this.transaction(async () => {
      for (const c of collections) prepare(this.writer, `DELETE FROM ${table(c)}`).run();
      if (consumer) prepare(this.writer, 'DELETE FROM inbox WHERE consumer = ?').run(consumer);
    });
  }

  async ping(): Promise<void> {
    if (this.closed) throw new StoreError('STORE.UNAVAILABLE', `SQLite store ${this.file} is closed`);
    try {
      prepare(this.db, 'SELECT 1').get();
    } catch (error) {
      throw translate(error, this.file);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.mutex.runExclusive(async () => {
      if (this.db !== this.writer) this.db.close();
      this.writer.close();
    });
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

  /** Records `seqs` as published: the watermark moves over every contiguous published seq; others wait ahead. */
  private advancePublished(seqs: readonly number[]): void {
    const db = this.writer;
    const { published_through: through } = prepare(
      db,
      'SELECT published_through FROM outbox_relay WHERE id = 1',
    ).get() as {
      published_through: number;
    };
    const sorted = [...new Set(seqs)].filter((seq) => seq > through).sort((a, b) => a - b);
    if (sorted.length === 0) return;
    const aheadCount = (
      prepare(db, 'SELECT COUNT(*) AS n FROM outbox_published_ahead').get() as { n: number }
    ).n;
    const contiguous = sorted[0] === through + 1 && sorted[sorted.length - 1] === through + sorted.length;
    if (aheadCount === 0 && contiguous) {
      // The relay's usual case: the next batch in order.
      prepare(db, 'UPDATE outbox_relay SET published_through = ? WHERE id = 1').run(through + sorted.length);
      return;
    }
    const insert = prepare(db, 'INSERT OR IGNORE INTO outbox_published_ahead (seq) VALUES (?)');
    for (const seq of sorted) insert.run(seq);
    const next = prepare(
      db,
      `SELECT MIN(seq) AS seq FROM outbox WHERE seq > ? AND seq NOT IN (SELECT seq FROM outbox_published_ahead)`,
    ).get(through) as { seq: number | null };
    const last =
      (prepare(db, 'SELECT MAX(seq) AS seq FROM outbox').get() as { seq: number | null }).seq ?? through;
    const watermark = next.seq === null ? Math.max(last, through) : next.seq - 1;
    prepare(db, 'UPDATE outbox_relay SET published_through = ? WHERE id = 1').run(watermark);
    prepare(db, 'DELETE FROM outbox_published_ahead WHERE seq <= ?').run(watermark);
  }

  private createOutbox(): Outbox {
    const toRecord = (row: { seq: number; event: string }): OutboxRecord => ({
      seq: row.seq,
      event: JSON.parse(row.event) as CloudEvent,
    });
    return {
      unpublished: async (limit) =>
        (
          this.query(() =>
            prepare(
              this.db,
              `SELECT seq, event FROM outbox
               WHERE seq > (SELECT published_through FROM outbox_relay WHERE id = 1)
                 AND seq NOT IN (SELECT seq FROM outbox_published_ahead)
               ORDER BY seq LIMIT ?`,
            ).all(limit),
          ) as Array<{ seq: number; event: string }>
        ).map(toRecord),
      markPublished: async (seqs) => {
        if (seqs.length === 0) return;
        if (this.closed) throw new StoreError('STORE.UNAVAILABLE', `SQLite store ${this.file} is closed`);
        await this.mutex.runExclusive(async () => {
          this.query(() => inTransaction(this.writer, () => this.advancePublished(seqs)));
        });
      },
      read: async (afterSeq, limit, options = {}) => {
        const { topics, throughSeq } = options;
        if (topics?.length === 0) return [];
        // One statement per shape (a consumer's topic list is fixed), prepared once per connection.
        const sql =
          'SELECT seq, event FROM outbox WHERE seq > ?' +
          (throughSeq === undefined ? '' : ' AND seq <= ?') +
          (topics === undefined ? '' : ` AND topic IN (${topics.map(() => '?').join(', ')})`) +
          ' ORDER BY seq LIMIT ?';
        const params = [
          afterSeq,
          ...(throughSeq === undefined ? [] : [throughSeq]),
          ...(topics ?? []),
          limit,
        ];
        return (
          this.query(() => prepare(this.db, sql).all(...params)) as Array<{ seq: number; event: string }>
        ).map(toRecord);
      },
      lastSeq: async () =>
        (
          this.query(() => prepare(this.db, 'SELECT MAX(seq) AS seq FROM outbox').get()) as {
            seq: number | null;
          }
        ).seq ?? 0,
      onAppended: (listener) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
    };
  }
}

/** Runs synchronous `work` in one transaction of a node:sqlite connection: committed when it returns, rolled back when it throws. */
export function inTransaction<R>(db: Db, work: () => R): R {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

function runMigrations(db: Db, migrations: readonly Migration[], file: string): void {
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map(
      (r) => r.version,
    ),
  );
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  for (let i = 1; i < ordered.length; i++) {
    if (ordered[i].version === ordered[i - 1].version) {
      throw new StoreError(
        'STORE.MIGRATION_FAILED',
        `Two migrations share version ${ordered[i].version} (${file})`,
      );
    }
  }
  for (const migration of ordered) {
    if (applied.has(migration.version)) continue;
    try {
      inTransaction(db, () => {
        for (const spec of migration.collections ?? []) for (const stmt of collectionDdl(spec)) db.exec(stmt);
        for (const stmt of migration.sql ?? []) db.exec(stmt);
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        );
      });
    } catch (error) {
      const translated = translate(error, file);
      // A lock or a corrupt file is not the migration's fault; a unique index over duplicates is.
      if (translated instanceof StoreError && translated.code !== 'STORE.DUPLICATE') throw translated;
      throw new StoreError(
        'STORE.MIGRATION_FAILED',
        `Migration ${migration.version} "${migration.name}" failed on ${file}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
}
