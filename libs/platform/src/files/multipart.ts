import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { DomainError, platformError } from '../domain-error';
import { cleanUploadName } from '../uploads/names';

/** A multipart body read into memory: its text fields and its files (names cleaned). */
export interface Upload {
  fields: Record<string, string>;
  files: Array<{ name: string; data: Buffer }>;
}

export interface UploadLimits {
  /** Largest file, in bytes. */
  fileSize: number;
  /** Most files per request. */
  files: number;
  /** Most text fields per request. */
  fields?: number;
}

/**
 * Registers @fastify/multipart once per Fastify instance. In standalone every service shares one
 * server, so the second service asking for it must not register it again (the plugin decorates the
 * root instance). Limits passed here are the outer bound; each route reads with its own, smaller ones.
 */
export async function registerMultipart(fastify: FastifyInstance, limits: UploadLimits): Promise<void> {
  if (fastify.hasRequestDecorator('isMultipart')) return;
  await fastify.register(multipart, {
    limits: { fileSize: limits.fileSize, files: limits.files, fields: limits.fields ?? 20, parts: 30 },
  });
}

/**
 * Reads a multipart body; FILE.PAYLOAD_TOO_LARGE (413) past the size or count limit, before anything
 * is parsed, and FILE.UNSUPPORTED_MEDIA_TYPE (415) when the body is not multipart.
 */
export async function readMultipart(request: FastifyRequest, limits: UploadLimits): Promise<Upload> {
  if (!request.isMultipart())
    throw platformError('FILE.UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  const upload: Upload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.fileSize, files: limits.files, fields: limits.fields ?? 20 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.filename) upload.files.push({ name: cleanUploadName(part.filename), data });
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw platformError('FILE.PAYLOAD_TOO_LARGE', `A file may be at most ${megabytes(limits.fileSize)} MB`);
    }
    if (code === 'FST_FILES_LIMIT')
      throw platformError('FILE.PAYLOAD_TOO_LARGE', `At most ${limits.files} files per upload`);
    if (error instanceof DomainError) throw error;
    throw platformError('FILE.VALIDATION', `The upload could not be read: ${(error as Error).message}`);
  }
  return upload;
}

/**
 * A multipart body not read yet (ADR 0018: authorization before bytes): the controller hands it to the
 * use case, which calls `read()` only once it has admitted the caller. Until then nothing of the body
 * is read, so a caller who may not upload costs the server no memory.
 */
export interface UploadSource {
  readonly isMultipart: boolean;
  read(): Promise<Upload>;
}

export function multipartSource(request: FastifyRequest, limits: UploadLimits): UploadSource {
  return { isMultipart: request.isMultipart(), read: () => readMultipart(request, limits) };
}

function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}
