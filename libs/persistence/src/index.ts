export * from './store.port';
export { SqliteStore, inTransaction, type SqliteStoreOptions } from './sqlite/sqlite.store';
export { MongoStore, type MongoStoreOptions } from './mongo/mongo.store';
export { assertFileId, type FileStore } from './files/file-store.port';
export { LocalFolderFileStore } from './files/local-folder.file-store';
export { GridFsFileStore, type GridFsFileStoreOptions } from './files/gridfs.file-store';
