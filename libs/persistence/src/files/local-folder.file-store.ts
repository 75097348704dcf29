import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertFileId, type FileStore } from './file-store.port';

/** Files in a folder of the data directory (standalone and cluster modes). */
export class LocalFolderFileStore implements FileStore {
  constructor(private readonly folder: string) {}

  private path(fileId: string): string {
    assertFileId(fileId);
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

  async close(): Promise<void> {}
}
