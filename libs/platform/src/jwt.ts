import { errors, jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';
import { accessClaimsSchema, type AccessClaims } from '@esg/contracts';
import type { JwtKey, JwtSettings } from './config';

/**
 * Access tokens: HS256 JWTs signed with `jose` (docs/adr/0017). The header names the key (`kid`), the
 * claims name who issued the token for whom (`iss`, `aud`). The gateway signs with the first key of the
 * ring; the gateway and every service verify with any key of the ring, so a rotated-out key keeps
 * verifying the tokens it signed (they live 15 minutes at most) until it is removed from configuration.
 */
export type AccessTokenClaims = Omit<AccessClaims, 'iat' | 'exp'>;

const encoder = new TextEncoder();
const keyBytes = new WeakMap<JwtKey, Uint8Array>();
const bytesOf = (key: JwtKey): Uint8Array => {
  let bytes = keyBytes.get(key);
  if (!bytes) {
    bytes = encoder.encode(key.secret);
    keyBytes.set(key, bytes);
  }
  return bytes;
};

export async function signAccessToken(
  claims: AccessTokenClaims,
  jwt: JwtSettings,
  ttlSeconds: number,
): Promise<string> {
  const key = jwt.keys[0];
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.kid })
    .setIssuer(jwt.issuer)
    .setAudience(jwt.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(bytesOf(key));
}

// Tokens already verified, so a client's every call does not recompute the HMAC and re-parse the claims.
const verified = new Map<string, { jwt: JwtSettings; claims: AccessClaims }>();
const MAX_VERIFIED = 10_000;

/** The claims, or null when the token is malformed, forged, expired, from another issuer or audience, or signed by a key not in the ring. */
export async function verifyAccessToken(token: string, jwt: JwtSettings): Promise<AccessClaims | null> {
  const known = verified.get(token);
  if (known && known.jwt === jwt) {
    if (known.claims.exp > Math.floor(Date.now() / 1000)) return known.claims;
    verified.delete(token);
    return null;
  }
  const claims = await verifySignedToken(token, jwt);
  if (claims) {
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, { jwt, claims });
  }
  return claims;
}

async function verifySignedToken(token: string, jwt: JwtSettings): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(
      token,
      (header: JWTHeaderParameters) => {
        const key = jwt.keys.find((k) => k.kid === header.kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return bytesOf(key);
      },
      { algorithms: ['HS256'], issuer: jwt.issuer, audience: jwt.audience, requiredClaims: ['exp', 'iat'] },
    );
    const parsed = accessClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A token for one purpose other than API access (an embedded report's, issue 13): signed with the same
 * key ring, for another audience, so it is never accepted as an access token and no access token is
 * accepted in its place.
 */
export async function signPurposeToken(
  claims: Record<string, string | number>,
  jwt: JwtSettings,
  audience: string,
  ttlSeconds: number,
): Promise<string> {
  const key = jwt.keys[0];
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.kid })
    .setIssuer(jwt.issuer)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(bytesOf(key));
}

/** The claims of a purpose token for `audience`, or null when forged, expired or for another audience. */
export async function verifyPurposeToken(
  token: string,
  jwt: JwtSettings,
  audience: string,
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(
      token,
      (header: JWTHeaderParameters) => {
        const key = jwt.keys.find((k) => k.kid === header.kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return bytesOf(key);
      },
      { algorithms: ['HS256'], issuer: jwt.issuer, audience, requiredClaims: ['exp', 'iat'] },
    );
    return payload;
  } catch {
    return null;
  }
}
