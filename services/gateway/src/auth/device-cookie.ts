import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHost, type JwtSettings } from '@esg/platform';

/**
 * The device cookie (OWASP, "slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account once carries a signed `__device` cookie naming it. When an account is being
 * guessed from many addresses, its account-wide limit closes it to every client but those browsers,
 * so its owner still gets in from the browser they use (docs/adr/0016). It grants nothing by itself:
 * the password (and second factor) are still needed.
 */
export const DEVICE_COOKIE = '__device';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  jwt: JwtSettings,
  userId: number,
): void {
  const payload = `${userId}.${randomBytes(12).toString('base64url')}`;
  void reply.setCookie(DEVICE_COOKIE, `${payload}.${mac(jwt.keys[0].secret, payload)}`, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/auth',
    maxAge: MAX_AGE_SECONDS,
    secure: !isLocalHost(request.host),
  });
}

/** The account a valid device cookie names, else null (missing, malformed or forged). */
export function deviceUserOf(request: FastifyRequest, jwt: JwtSettings): number | null {
  const value = request.cookies?.[DEVICE_COOKIE];
  const match = typeof value === 'string' ? /^(\d{1,12})\.([\w-]{16})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return null;
  const payload = `${match[1]}.${match[2]}`;
  const given = Buffer.from(match[3]);
  const valid = jwt.keys.some((key) => {
    const expected = Buffer.from(mac(key.secret, payload));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? Number(match[1]) : null;
}
