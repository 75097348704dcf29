import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ACTION_PLAN_FILES_PER_UPLOAD,
  ACTION_PLAN_FILE_MAX_BYTES,
  type ActionPlanFileKind,
} from '@esg/contracts';
import type { Doc, FileStore, Transaction } from '@esg/persistence';
import { AttachmentStore, FILE_STORE, readMultipart, type Upload } from '@esg/platform';
import type { StoredFile } from '../domain/recommendation';

export type { Upload } from '@esg/platform';

/** Metadata of a stored file, for downloads: which plan it belongs to decides who may read it. */
export interface FileDoc extends Doc, StoredFile {
  planId: number;
  recommendationId: number;
  kind: ActionPlanFileKind;
}

export const FILES = 'files';

/** Reads a multipart body with the action-plan file limits (see readMultipart in @esg/platform). */
export function readPlanUpload(request: FastifyRequest): Promise<Upload> {
  return readMultipart(request, {
    fileSize: ACTION_PLAN_FILE_MAX_BYTES,
    files: ACTION_PLAN_FILES_PER_UPLOAD,
  });
}

/** Checks uploads by content and writes them to the file store before the transaction that records them. */
@Injectable()
export class FileUploads {
  private readonly attachments: AttachmentStore;

  constructor(@Inject(FILE_STORE) files: FileStore) {
    this.attachments = new AttachmentStore(files);
  }

  save(upload: Upload['files'], uploadedBy: number): Promise<StoredFile[]> {
    return this.attachments.save(upload, uploadedBy);
  }

  /** Removes contents whose recording transaction failed, or whose records were deleted. */
  discard(files: readonly Pick<StoredFile, 'fileId'>[]): Promise<void> {
    return this.attachments.discard(files);
  }

  async record(
    tx: Transaction,
    files: readonly StoredFile[],
    owner: { planId: number; recommendationId: number; kind: ActionPlanFileKind },
  ): Promise<void> {
    for (const file of files) await tx.insert<FileDoc>(FILES, { id: file.fileId, ...file, ...owner });
  }

  read(fileId: string): Promise<Buffer | null> {
    return this.attachments.read(fileId);
  }

  /** Runs `work` with the saved files, discarding them when it fails. */
  within<T>(files: StoredFile[], work: () => Promise<T>): Promise<T> {
    return this.attachments.within(files, work);
  }
}
