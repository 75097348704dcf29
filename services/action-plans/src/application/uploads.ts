import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import {
  ACTION_PLAN_FILES_PER_UPLOAD,
  ACTION_PLAN_FILE_MAX_BYTES,
  type ActionPlanFileKind,
} from '@esg/contracts';
import type { Doc, FileStore, Transaction } from '@esg/persistence';
import {
  DOCUMENT_UPLOADS,
  FILE_STORE,
  inspectUpload,
  multipartSource,
  platformError,
  RUNTIME,
  STORE,
  type InspectedUpload,
  type ServiceRuntime,
  type UploadSource,
} from '@esg/platform';
import type { Store } from '@esg/persistence';
import type { StoredFile } from '../domain/recommendation';

/**
 * Uploads of the action-plans service (deliverables, ES advisor and verification documents).
 *
 * Order (issue 14, finding 5): the use case admits the caller to the plan first; only then is the
 * multipart body read, one part at a time, by at most MAX_CONCURRENT_UPLOADS_PER_USER uploads of one
 * user at once. Each file is checked by content (libs/platform inspectUpload, finding 9), the company
 * that uploads it must have room in its storage quota, and the file is written to the file store
 * before the transaction that records it (and charges the quota) commits.
 */
export interface ReceivedUpload {
  fields: Record<string, string>;
  files: Array<InspectedUpload & { data: Buffer }>;
}

export type { UploadSource } from '@esg/platform';

/** Metadata of a stored file, for downloads: which plan it belongs to decides who may read it. */
export interface FileDoc extends Doc, StoredFile {
  planId: number;
  recommendationId: number;
  kind: ActionPlanFileKind;
  /** The company whose storage quota the file uses (the uploader's). */
  chargedTo?: number | null;
}

/** Bytes of stored files per company: the quota's meter. */
export interface StorageUsage extends Doc {
  companyId: number;
  bytes: number;
}

export const FILES = 'files';
export const STORAGE_USAGE = 'storage_usage';
export const MAX_CONCURRENT_UPLOADS_PER_USER = 2;

/** The request's multipart body as an UploadSource; nothing is read until read() is called. */
export const documentSource = (request: FastifyRequest): UploadSource =>
  multipartSource(request, { fileSize: ACTION_PLAN_FILE_MAX_BYTES, files: ACTION_PLAN_FILES_PER_UPLOAD });

@Injectable()
export class FileUploads {
  private readonly inFlight = new Map<number, number>();

  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(STORE) private readonly store: Store,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
  ) {}

  /**
   * Reads and checks an upload for a user the use case has admitted: at most
   * MAX_CONCURRENT_UPLOADS_PER_USER at once per user in this process (429 beyond).
   */
  async receive(source: UploadSource, userId: number): Promise<ReceivedUpload> {
    const running = this.inFlight.get(userId) ?? 0;
    if (running >= MAX_CONCURRENT_UPLOADS_PER_USER)
      throw platformError(
        'FILE.TOO_MANY_UPLOADS',
        `At most ${MAX_CONCURRENT_UPLOADS_PER_USER} uploads at a time; wait for one to finish`,
      );
    this.inFlight.set(userId, running + 1);
    try {
      const raw = await source.read();
      const files: ReceivedUpload['files'] = [];
      for (const file of raw.files)
        files.push({ ...(await inspectUpload(file, DOCUMENT_UPLOADS)), data: file.data });
      return { fields: raw.fields, files };
    } finally {
      const left = (this.inFlight.get(userId) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(userId);
      else this.inFlight.set(userId, left);
    }
  }

  /** Writes checked files to the file store, when the uploading company has room for them (413 otherwise). */
  async save(
    upload: ReceivedUpload['files'],
    uploader: { userId: number; companyId: number | null },
  ): Promise<StoredFile[]> {
    await this.assertRoom(
      uploader.companyId,
      upload.reduce((sum, f) => sum + f.size, 0),
    );
    const now = new Date().toISOString();
    const stored: StoredFile[] = [];
    try {
      for (const file of upload) {
        const fileId = randomUUID();
        await this.files.save(fileId, file.data);
        stored.push({
          fileId,
          name: file.name,
          mediaType: file.mediaType,
          size: file.size,
          uploadedBy: uploader.userId,
          uploadedAt: now,
        });
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  private async assertRoom(
    companyId: number | null,
    incoming: number,
    reader: Pick<Transaction, 'get'> = this.store,
  ): Promise<void> {
    if (companyId === null) return;
    const quota = this.runtime.config.companyStorageQuotaBytes;
    const used = (await reader.get<StorageUsage>(STORAGE_USAGE, String(companyId)))?.bytes ?? 0;
    if (used + incoming > quota) {
      const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
      throw platformError(
        'FILE.QUOTA_EXCEEDED',
        `Your company's storage is full: ${mb(used)} MB of ${mb(quota)} MB used; this upload needs ${mb(incoming)} MB`,
      );
    }
  }

  /** Removes contents whose recording transaction failed, or whose records were deleted. */
  async discard(files: readonly Pick<StoredFile, 'fileId'>[]): Promise<void> {
    for (const file of files) await this.files.remove(file.fileId).catch(() => undefined);
  }

  /** Records stored files and charges them to the uploading company, in the use case's transaction. */
  async record(
    tx: Transaction,
    files: readonly StoredFile[],
    owner: { planId: number; recommendationId: number; kind: ActionPlanFileKind },
    chargedTo: number | null,
  ): Promise<void> {
    for (const file of files)
      await tx.insert<FileDoc>(FILES, { id: file.fileId, ...file, ...owner, chargedTo });
    if (chargedTo === null) return;
    const bytes = files.reduce((sum, f) => sum + f.size, 0);
    // Checked again in the transaction: two uploads racing for the last megabytes do not both pass.
    await this.assertRoom(chargedTo, bytes, tx);
    await chargeStorage(tx, chargedTo, bytes);
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

/** Adds (or, negative, gives back) bytes to a company's storage meter. */
export async function chargeStorage(tx: Transaction, companyId: number, bytes: number): Promise<void> {
  const current = await tx.get<StorageUsage>(STORAGE_USAGE, String(companyId));
  await tx.put<StorageUsage>(STORAGE_USAGE, {
    id: String(companyId),
    companyId,
    bytes: Math.max(0, (current?.bytes ?? 0) + bytes),
  });
}

/** Gives back the storage of deleted file records (called where the records are deleted). */
export async function releaseStorage(tx: Transaction, files: readonly FileDoc[]): Promise<void> {
  const byCompany = new Map<number, number>();
  for (const file of files)
    if (typeof file.chargedTo === 'number')
      byCompany.set(file.chargedTo, (byCompany.get(file.chargedTo) ?? 0) + file.size);
  for (const [companyId, bytes] of byCompany) await chargeStorage(tx, companyId, -bytes);
}
