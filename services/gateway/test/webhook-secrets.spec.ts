import type { JwtSettings } from '@esg/platform';
import {
  newWebhookSecret,
  openSecret,
  sealSecret,
  UnreadableSecretError,
} from '../src/webhooks/webhook-secrets';
import { signWebhook } from '../src/webhooks/webhook-signature';

/** Signing secrets: the Standard Webhooks signature, and the secret sealed at rest (ADR 0079). */
const settings = (...keys: Array<[kid: string, secret: string]>): JwtSettings => ({
  issuer: 'test',
  audience: 'test',
  keys: keys.map(([kid, secret]) => ({ kid, secret })),
});
const OLD: [string, string] = ['k-old', 'o'.repeat(40)];
const NEW: [string, string] = ['k-new', 'n'.repeat(40)];

describe('webhook signatures and secrets', () => {
  it('signs as the Standard Webhooks specification’s own example', () => {
    // https://github.com/standard-webhooks/standard-webhooks (libraries' shared test vector).
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('makes whsec_ secrets of 32 random bytes', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(a);
  });

  it('keeps the secret sealed, readable after a key rotation and not after the key is gone', () => {
    const secret = newWebhookSecret();
    const sealed = sealSecret(secret, settings(OLD));
    expect(JSON.stringify(sealed)).not.toContain(secret.slice(6));
    expect(sealed.kid).toBe('k-old');
    expect(openSecret(sealed, settings(OLD))).toBe(secret);
    // JWT_SECRET rotated, the old key kept in JWT_PREVIOUS_KEYS.
    expect(openSecret(sealed, settings(NEW, OLD))).toBe(secret);
    expect(sealSecret(secret, settings(NEW, OLD)).kid).toBe('k-new');
    expect(() => openSecret(sealed, settings(NEW))).toThrow(UnreadableSecretError);
    // A changed ciphertext is refused (GCM tag).
    const data = Buffer.from(sealed.data, 'base64');
    data[0] ^= 1;
    expect(() => openSecret({ ...sealed, data: data.toString('base64') }, settings(OLD))).toThrow();
  });
});
