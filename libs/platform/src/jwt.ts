import { createHmac, timingSafeEqual } from 'node:crypto';
import { accessClaimsSchema, type AccessClaims } from '@esg/contracts';

/** HS256 access tokens. The gateway signs; the gateway and every service verify with the same secret. */
const b64 = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: string,
  ttlSeconds: number,
): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = b64(JSON.stringify({ ...claims, iat: now, exp: now + ttlSeconds }));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

// Tokens already verified, so a client's every call does not recompute the HMAC and re-parse the claims.
const verified = new Map<string, { secret: string; claims: AccessClaims }>();
const MAX_VERIFIED = 10_000;

/** Returns the claims, or null when the token is malformed, forged or expired. */
export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (known.claims.exp > Math.floor(Date.now() / 1000)) return known.claims;
    verified.delete(token);
    return null;
  }
  const claims = verifySignedToken(token, secret);
  if (claims) {
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, { secret, claims });
  }
  return claims;
}

function verifySignedToken(token: string, secret: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = accessClaimsSchema.parse(JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')));
    return claims.exp > Math.floor(Date.now() / 1000) ? claims : null;
  } catch {
    return null;
  }
}
