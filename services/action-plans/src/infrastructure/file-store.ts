import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded file contents live; their metadata is in the store. Standalone and cluster use a
 * local folder (ARCHITECTURE.md "files"); a GridFS adapter for production is future work.
 */
export interface FileStore {
  save(fileId: string, data: Buffer): Promise<void>;
  read(fileId: string): Promise<Buffer | null>;
  remove(fileId: string): Promise<void>;
}

export const FILE_STORE = Symbol('ACTION_PLANS_FILE_STORE');

const SAFE_ID = /^[0-9a-f-]{36}$/;

export class LocalFolderFileStore implements FileStore {
  constructor(private readonly folder: string) {}

  private path(fileId: string): string {
    if (!SAFE_ID.test(fileId)) throw new Error(`Invalid file id ${fileId}`);
    return join(this.folder, fileId);
  }

  async save(fileId: string, data: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeFile(this.path(fileId), data, { flag: 'wx' });
  }

  async read(fileId: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(fileId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(fileId: string): Promise<void> {
    await rm(this.path(fileId), { force: true });
  }
}

export const actionPlanFilesFolder = (dataDir: string): string => join(dataDir, 'files', 'action-plans');
