import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import {
  ACTION_PLAN_FILES_PER_UPLOAD,
  ACTION_PLAN_FILE_MAX_BYTES,
  type ActionPlanFileKind,
} from '@esg/contracts';
import type { Doc, Transaction } from '@esg/persistence';
import { DomainError } from '@esg/platform';
import { checkUpload, cleanFileName } from '../domain/file-policy';
import type { StoredFile } from '../domain/recommendation';
import type { FileStore } from '@esg/persistence';
import { FILE_STORE } from '@esg/platform';

export interface Upload {
  fields: Record<string, string>;
  files: Array<{ name: string; data: Buffer }>;
}

/** Metadata of a stored file, for downloads: which plan it belongs to decides who may read it. */
export interface FileDoc extends Doc, StoredFile {
  planId: number;
  recommendationId: number;
  kind: ActionPlanFileKind;
}

export const FILES = 'files';

/** Reads a multipart body; 413 past the size or count limit, 415 when the body is not multipart. */
export async function readMultipart(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw new DomainError('FILE.UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  const upload: Upload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({
      limits: { fileSize: ACTION_PLAN_FILE_MAX_BYTES, files: ACTION_PLAN_FILES_PER_UPLOAD, fields: 20 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.filename) upload.files.push({ name: cleanFileName(part.filename), data });
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError(
        'FILE.PAYLOAD_TOO_LARGE',
        `A file may be at most ${ACTION_PLAN_FILE_MAX_BYTES / 1024 / 1024} MB`,
      );
    }
    if (code === 'FST_FILES_LIMIT')
      throw new DomainError(
        'FILE.PAYLOAD_TOO_LARGE',
        `At most ${ACTION_PLAN_FILES_PER_UPLOAD} files per upload`,
      );
    if (error instanceof DomainError) throw error;
    throw new DomainError('FILE.VALIDATION', `The upload could not be read: ${(error as Error).message}`);
  }
  return upload;
}

/** Checks uploads by content and writes them to the file store before the transaction that records them. */
@Injectable()
export class FileUploads {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  async save(upload: Upload['files'], uploadedBy: number): Promise<StoredFile[]> {
    const checked = upload.map((file) => ({ ...file, ...checkUpload(file.name, file.data) }));
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

  async record(
    tx: Transaction,
    files: readonly StoredFile[],
    owner: { planId: number; recommendationId: number; kind: ActionPlanFileKind },
  ): Promise<void> {
    for (const file of files) await tx.insert<FileDoc>(FILES, { id: file.fileId, ...file, ...owner });
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
