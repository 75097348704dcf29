export * from './store.port';
export { SqliteStore, type SqliteStoreOptions } from './sqlite/sqlite.store';
