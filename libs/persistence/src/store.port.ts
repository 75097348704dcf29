import type { CloudEvent } from '@esg/contracts';

/**
 * The store port every service writes through. It is deliberately narrow: documents by collection
 * with equality filters, one transaction that also appends to the outbox and records the inbox, and
 * the outbox read by the relay. A service builds its repositories on top of it.
 */
export interface Doc {
  id: string;
  [field: string]: unknown;
}

export type FieldValue = string | number | boolean | null;
export type FieldCondition = FieldValue | { in: FieldValue[] } | { ne: FieldValue };
/** Equality on (dotted) field paths; all conditions must hold. */
export type Filter = Record<string, FieldCondition>;

export interface FindOptions {
  sort?: Array<[field: string, direction: 'asc' | 'desc']>;
  limit?: number;
  offset?: number;
}

export interface DocumentReader {
  get<T extends Doc>(collection: string, id: string): Promise<T | null>;
  find<T extends Doc>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(collection: string, filter?: Filter): Promise<number>;
}

export interface Transaction extends DocumentReader {
  /** Inserts a new document; a second insert of the same id fails with STORE.DUPLICATE. */
  insert<T extends Doc>(collection: string, doc: T): Promise<void>;
  /** Inserts or replaces. */
  put<T extends Doc>(collection: string, doc: T): Promise<void>;
  /**
   * Inserts many new documents in one call (one statement loop or one round trip): what an import
   * writing thousands of rows uses. Fails with STORE.DUPLICATE like `insert`.
   */
  insertMany<T extends Doc>(collection: string, docs: readonly T[]): Promise<void>;
  /** Inserts or replaces many documents in one call. */
  putMany<T extends Doc>(collection: string, docs: readonly T[]): Promise<void>;
  delete(collection: string, id: string): Promise<boolean>;
  deleteMany(collection: string, filter: Filter): Promise<number>;
  /** Next value of a named integer sequence (numeric entity ids, as the spec's ids are numbers). */
  nextId(sequence: string): Promise<number>;
  /** Appends events to the outbox; they are published by the relay after the transaction commits. */
  append(events: readonly CloudEvent[]): Promise<void>;
  /** Inbox: records that `consumer` applied `eventId`. Returns false when it already had. */
  markProcessed(consumer: string, eventId: string): Promise<boolean>;
}

export interface OutboxRecord {
  seq: number;
  event: CloudEvent;
}

export interface OutboxReadOptions {
  /** Only events of these topics (an empty list reads none). */
  topics?: readonly string[];
  /** Only events up to this sequence number. */
  throughSeq?: number;
}

export interface Outbox {
  /** Events not yet published, oldest first. */
  unpublished(limit: number): Promise<OutboxRecord[]>;
  markPublished(seqs: readonly number[]): Promise<void>;
  /** The service's event log (the outbox is append-only and kept), from a sequence number on. */
  read(afterSeq: number, limit: number, options?: OutboxReadOptions): Promise<OutboxRecord[]>;
  /** The sequence number of the last event committed to the log (0 when it is empty). */
  lastSeq(): Promise<number>;
  /** Called after every commit that appended events. Returns an unsubscribe function. */
  onAppended(listener: () => void): () => void;
}

/** A value bound to a plain SQL statement. */
export type SqlParam = string | number | null;

/**
 * Plain SQL over the SQLite connection a reader or transaction uses (inside a transaction: that
 * transaction). Only for read models that are real tables with their own indexes (ADR 0171): the
 * document port above stays the way services write their documents.
 */
export interface SqlHandle {
  run(sql: string, ...params: SqlParam[]): void;
  all<R>(sql: string, ...params: SqlParam[]): R[];
  get<R>(sql: string, ...params: SqlParam[]): R | undefined;
}

/** The plain-SQL handle of a SQLite reader or transaction; null for another store (MongoDB). */
export function sqlOf(reader: DocumentReader): SqlHandle | null {
  const candidate = reader as DocumentReader & { sqlHandle?: () => SqlHandle };
  return typeof candidate.sqlHandle === 'function' ? candidate.sqlHandle() : null;
}

export interface CollectionSpec {
  name: string;
  /** Each entry is one (compound) index over field paths. */
  indexes?: Array<{ fields: string[]; unique?: boolean }>;
}

/** A versioned schema step. SQLite runs it once (recorded in schema_migrations); MongoDB ensures the indexes. */
export interface Migration {
  version: number;
  name: string;
  collections?: CollectionSpec[];
  /** Extra SQLite-only statements. */
  sql?: string[];
}

export interface Store extends DocumentReader {
  readonly kind: 'sqlite' | 'mongo';
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  readonly outbox: Outbox;
  /** Drops every document of a collection and the inbox of a consumer (projection rebuilds). */
  reset(collections: readonly string[], consumer?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type StoreErrorCode =
  | 'STORE.DUPLICATE'
  | 'STORE.UNAVAILABLE'
  | 'STORE.CORRUPT'
  | 'STORE.LOCKED'
  | 'STORE.INVALID_NAME'
  | 'STORE.MIGRATION_FAILED';

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StoreError';
  }
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Names the adapters keep for their own bookkeeping. MongoDB stores them beside the documents'
 * collections, so both adapters refuse them as document collections and behave alike.
 */
export const RESERVED_COLLECTIONS: readonly string[] = [
  'outbox',
  'inbox',
  'sequences',
  'counters',
  'schema_migrations',
];
const PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export function assertCollectionName(name: string): void {
  if (!NAME.test(name)) throw new StoreError('STORE.INVALID_NAME', `Invalid collection name "${name}"`);
  if (RESERVED_COLLECTIONS.includes(name)) {
    throw new StoreError('STORE.INVALID_NAME', `Collection name "${name}" is reserved by the store`);
  }
}

export function assertFieldPath(path: string): void {
  if (!PATH.test(path)) throw new StoreError('STORE.INVALID_NAME', `Invalid field path "${path}"`);
}
