export * from './store.port';
export { SqliteStore, type SqliteStoreOptions } from './sqlite/sqlite.store';
export { MongoStore, type MongoStoreOptions } from './mongo/mongo.store';
