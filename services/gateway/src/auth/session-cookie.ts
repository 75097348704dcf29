import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '@esg/contracts';
import { isLocalHost } from '@esg/platform';

/** `__session`: HttpOnly, SameSite=Lax, path /, 3600 s, Secure everywhere but localhost (spec section 9). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  void reply.setCookie(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
    secure: !isLocalHost(request.host),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(request.host),
  });
}

export function readSessionCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && /^[\w-]{20,100}$/.test(value) ? value : null;
}
