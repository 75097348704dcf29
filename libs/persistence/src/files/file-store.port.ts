/**
 * Where uploaded file contents live; their metadata (name, type, size, who may see them) is in the
 * service's store. Standalone and cluster keep files in a local folder, production in GridFS
 * (ARCHITECTURE.md, "files").
 */
export interface FileStore {
  /** Saves new contents under a new id; saving an id twice fails. */
  save(fileId: string, data: Buffer): Promise<void>;
  /** The contents, or null when there is no such file. */
  read(fileId: string): Promise<Buffer | null>;
  /** Removes a file; removing a missing one is not an error. */
  remove(fileId: string): Promise<void>;
  close(): Promise<void>;
}

const SAFE_ID = /^[0-9a-f-]{36}$/;

/** File ids are UUIDs made by the service: anything else is refused before it reaches a path or query. */
export function assertFileId(fileId: string): void {
  if (!SAFE_ID.test(fileId)) throw new Error(`Invalid file id ${fileId}`);
}
