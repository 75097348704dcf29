import { randomUUID } from 'node:crypto';
import type { FileStore } from '@esg/persistence';
import { inspectUpload, type UploadPolicy } from '../uploads/inspect-upload';
import { DOCUMENT_UPLOADS } from '../uploads/policies';

/** What a service records about an attached file; the contents live in the FileStore. */
export interface StoredFile {
  fileId: string;
  name: string;
  mediaType: string;
  size: number;
  uploadedBy: number;
  uploadedAt: string;
}

/**
 * Checks attachments by content (inspectUpload) and writes them to the file store before the transaction that
 * records them; contents whose recording fails are removed again. Shared by every service that
 * takes attachments, so the limits and checks are the same everywhere.
 */
export class AttachmentStore {
  constructor(private readonly files: FileStore) {}

  async save(
    upload: ReadonlyArray<{ name: string; data: Buffer }>,
    uploadedBy: number,
    policy: UploadPolicy = DOCUMENT_UPLOADS,
  ): Promise<StoredFile[]> {
    // Checked by content (libs/platform/src/uploads, ADR 0018) before anything is stored.
    const checked: Array<{ name: string; mediaType: string; data: Buffer }> = [];
    for (const file of upload) {
      const inspected = await inspectUpload(file, policy);
      checked.push({ name: inspected.name, mediaType: inspected.mediaType, data: file.data });
    }
    const now = new Date().toISOString();
    const stored: StoredFile[] = [];
    try {
      for (const file of checked) {
        const fileId = randomUUID();
        await this.files.save(fileId, file.data);
        stored.push({
          fileId,
          name: file.name,
          mediaType: file.mediaType,
          size: file.data.length,
          uploadedBy,
          uploadedAt: now,
        });
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  /** Removes contents whose recording transaction failed, or whose records were deleted. */
  async discard(files: readonly Pick<StoredFile, 'fileId'>[]): Promise<void> {
    for (const file of files) await this.files.remove(file.fileId).catch(() => undefined);
  }

  read(fileId: string): Promise<Buffer | null> {
    return this.files.read(fileId);
  }

  /** Runs `work` with the saved files, discarding them when it fails. */
  async within<T>(files: StoredFile[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await this.discard(files);
      throw error;
    }
  }
}

/** Content-Disposition for a download: always an attachment, with an ASCII fallback name. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
