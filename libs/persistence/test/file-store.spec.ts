import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { GridFsFileStore, LocalFolderFileStore, type FileStore } from '@esg/persistence';
import { probeContainerRuntime } from '@esg/testing';

/** One contract for every file adapter: what the services rely on when they keep uploads. */
function runFileStoreContract(
  name: string,
  open: () => Promise<{ files: FileStore; dispose(): Promise<void> }>,
): void {
  describe(`${name} file store`, () => {
    let files: FileStore;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ files, dispose } = await open());
    });
    afterAll(async () => dispose?.());

    it('reads back exactly what it saved, binary included', async () => {
      const id = randomUUID();
      const data = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x0a]);
      await files.save(id, data);
      expect(await files.read(id)).toEqual(data);
    });

    it('answers null for a missing file and removes idempotently', async () => {
      const id = randomUUID();
      expect(await files.read(id)).toBeNull();
      await files.save(id, Buffer.from('hello'));
      await files.remove(id);
      await files.remove(id);
      expect(await files.read(id)).toBeNull();
    });

    it('refuses to overwrite an id', async () => {
      const id = randomUUID();
      await files.save(id, Buffer.from('first'));
      await expect(files.save(id, Buffer.from('second'))).rejects.toThrow();
      expect((await files.read(id))?.toString()).toBe('first');
    });

    it('refuses ids that are not UUIDs before touching the disk or the database', async () => {
      await expect(files.save('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/Invalid file id/);
      await expect(files.read('../secret')).rejects.toThrow(/Invalid file id/);
    });

    it('keeps a file larger than one GridFS chunk intact', async () => {
      const id = randomUUID();
      const data = Buffer.alloc(600 * 1024, 7);
      data[data.length - 1] = 9;
      await files.save(id, data);
      expect((await files.read(id))?.equals(data)).toBe(true);
    });
  });
}

runFileStoreContract('LocalFolderFileStore', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'esg-files-'));
  return {
    files: new LocalFolderFileStore(join(folder, 'files')),
    dispose: async () => rmSync(folder, { recursive: true, force: true }),
  };
});

const runtime = probeContainerRuntime();
if (!runtime.ok)
  console.warn(
    `Skipping the GridFsFileStore contract suite: no container runtime for testcontainers (${runtime.reason}).`,
  );
(runtime.ok ? describe : describe.skip)('with MongoDB', () => {
  let container: StartedMongoDBContainer;
  beforeAll(async () => {
    container = await new MongoDBContainer('mongo:7').start();
  }, 120_000);
  afterAll(async () => container?.stop());
  runFileStoreContract('GridFsFileStore', async () => {
    const files = await GridFsFileStore.connect({
      uri: `${container.getConnectionString()}?directConnection=true`,
      dbName: 'esg_files_test',
      bucket: 'files',
    });
    return { files, dispose: () => files.close() };
  });
});
