import mongoose from 'mongoose';
import { StoreError } from '../store.port';
import { assertFileId, type FileStore } from './file-store.port';

export interface GridFsFileStoreOptions {
  uri: string;
  dbName: string;
  /** GridFS bucket name, e.g. the service's name. */
  bucket: string;
  serverSelectionTimeoutMS?: number;
}

/** Files in MongoDB GridFS (production): the file id is the GridFS file's `_id`. */
export class GridFsFileStore implements FileStore {
  private constructor(
    private readonly connection: mongoose.Connection,
    private readonly bucket: mongoose.mongo.GridFSBucket,
  ) {}

  static async connect(options: GridFsFileStoreOptions): Promise<GridFsFileStore> {
    const connection = mongoose.createConnection(options.uri, {
      dbName: options.dbName,
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 10_000,
      bufferCommands: false,
    });
    try {
      await connection.asPromise();
    } catch (error) {
      await connection.close(true).catch(() => undefined);
      const hosts = options.uri.replace(/^mongodb(\+srv)?:\/\/([^@/]*@)?/, '').split(/[/?]/)[0];
      throw new StoreError(
        'STORE.UNAVAILABLE',
        `GridFS at ${hosts} (database ${options.dbName}) is unreachable`,
        {
          cause: error,
        },
      );
    }
    const db = connection.db;
    if (!db) throw new StoreError('STORE.UNAVAILABLE', `GridFS database ${options.dbName} gave no handle`);
    return new GridFsFileStore(
      connection,
      new mongoose.mongo.GridFSBucket(db, { bucketName: options.bucket }),
    );
  }

  async save(fileId: string, data: Buffer): Promise<void> {
    assertFileId(fileId);
    if (await this.exists(fileId)) throw new StoreError('STORE.DUPLICATE', `File ${fileId} already exists`);
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStreamWithId(fileId as unknown as mongoose.mongo.ObjectId, fileId);
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(data);
    });
  }

  async read(fileId: string): Promise<Buffer | null> {
    assertFileId(fileId);
    if (!(await this.exists(fileId))) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(fileId as unknown as mongoose.mongo.ObjectId)) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async remove(fileId: string): Promise<void> {
    assertFileId(fileId);
    if (await this.exists(fileId)) await this.bucket.delete(fileId as unknown as mongoose.mongo.ObjectId);
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  private async exists(fileId: string): Promise<boolean> {
    const found = await this.bucket
      .find({ _id: fileId as unknown as mongoose.mongo.ObjectId })
      .limit(1)
      .toArray();
    return found.length > 0;
  }
}
