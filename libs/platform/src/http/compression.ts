import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than its headers and time cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip on every answer of every route registered after this (the API of each service, the
 * gateway's pages and files), chosen per request from Accept-Encoding (Brotli first), with
 * `Vary: Accept-Encoding`; answers already encoded (a proxied service's, a pre-compressed file) pass as
 * they are. Request bodies are never decompressed: an upload arrives as it was sent (issue 31).
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await fastify.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}

/** A strong validator of a body that the server sends again and again (the SPA's page, the API documents). */
export const etagOf = (body: string | Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Sends `body` with its ETag, or 304 without a body when the client already holds it (If-None-Match):
 * for answers a browser may keep but must revalidate (`Cache-Control: no-cache`).
 */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  etag: string = etagOf(body),
): FastifyReply {
  void reply.header('etag', etag);
  const held = request.headers['if-none-match'];
  if (held !== undefined && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  return reply.send(body);
}
