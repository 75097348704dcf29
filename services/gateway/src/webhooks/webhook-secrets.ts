import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@esg/contracts';
import type { JwtSettings } from '@esg/platform';

/**
 * Webhook signing secrets at rest (ADR 0079). Unlike an API key, the secret cannot be kept as a hash:
 * the gateway needs it to sign every delivery. It is kept encrypted (AES-256-GCM) under a key derived
 * (HKDF-SHA256) from the gateway's configured signing keys, the only secrets the gateway has from the
 * environment; the id of the key travels with the ciphertext, so a JWT key rotation (JWT_PREVIOUS_KEYS)
 * keeps old secrets readable, and a secret written under a key that is no longer configured fails
 * its deliveries with a clear error until the webhook's secret is rotated.
 */
export interface SealedSecret {
  kid: string;
  iv: string;
  tag: string;
  data: string;
}

const INFO = 'esg-platform/webhook-signing-secrets/v1';

const keyOf = (secret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), INFO, 32));

/** A new secret as shown to the customer: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export function sealSecret(secret: string, jwt: JwtSettings): SealedSecret {
  const [current] = jwt.keys;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(current.secret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return {
    kid: current.kid,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

export class UnreadableSecretError extends Error {
  constructor(kid: string) {
    super(`The signing secret was sealed with key ${kid}, which is no longer configured; rotate the secret`);
    this.name = 'UnreadableSecretError';
  }
}

export function openSecret(sealed: SealedSecret, jwt: JwtSettings): string {
  const key = jwt.keys.find((k) => k.kid === sealed.kid);
  if (!key) throw new UnreadableSecretError(sealed.kid);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(key.secret), Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
