import { createHmac } from 'node:crypto';
import {
  defaultKeyId,
  DEMO_USERS,
  JWT_AUDIENCE,
  JWT_ISSUER,
  type DemoUser,
  type JwtSettings,
} from '@esg/platform';

/**
 * A signed access token for a demo user, for service tests that host a service without the gateway
 * (the service verifies tokens itself; there is no session to check). Written with node:crypto rather
 * than the platform's signer (jose, asynchronous), so test hosts can build requests synchronously and
 * every such test also checks that the services accept a standard HS256 JWT.
 */
export function accessTokenFor(
  who: string | DemoUser,
  keys: string | JwtSettings,
  overrides: Partial<{ companyId: number | null; ttlSeconds: number; kid: string }> = {},
): string {
  const user = typeof who === 'string' ? DEMO_USERS.find((u) => u.email === who) : who;
  if (!user) throw new Error(`No demo user ${typeof who === 'string' ? who : who.email}`);
  const key = typeof keys === 'string' ? { kid: defaultKeyId(keys), secret: keys } : { ...keys.keys[0] };
  const issuer = typeof keys === 'string' ? JWT_ISSUER : keys.issuer;
  const audience = typeof keys === 'string' ? JWT_AUDIENCE : keys.audience;
  const now = Math.floor(Date.now() / 1000);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = b64({ alg: 'HS256', typ: 'JWT', kid: overrides.kid ?? key.kid });
  const payload = b64({
    sub: String(user.id),
    sid: `test-session-${user.id}`,
    role: user.role,
    permission: user.permission,
    companyId: overrides.companyId === undefined ? user.company_id : overrides.companyId,
    iss: issuer,
    aud: audience,
    iat: now,
    exp: now + (overrides.ttlSeconds ?? 900),
  });
  const signature = createHmac('sha256', key.secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
