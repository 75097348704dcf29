import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, normalizeHashAlgorithm, type Base32Plugin, type CryptoPlugin } from '@otplib/core';
import { generate, verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';
import { toDataURL } from 'qrcode';
import { sha256 } from '../domain/account-token';

/**
 * TOTP as RFC 6238 and the authenticator apps have it: SHA-1, 30 s steps, 6 digits; ±1 step of drift.
 *
 * otplib 13's own packages are used with plugins on node:crypto: the `otplib` umbrella package loads
 * ESM-only dependencies (@scure/base, @noble/hashes) that jest's CommonJS runtime cannot require.
 */
const PERIOD_SECONDS = 30;
const ISSUER = 'ESG Platform';

const nodeCrypto: CryptoPlugin = {
  name: 'node',
  hmac: (algorithm, key, data) =>
    new Uint8Array(createHmac(normalizeHashAlgorithm(algorithm), key).update(data).digest()),
  randomBytes: (length) => new Uint8Array(randomBytes(length)),
  constantTimeEqual: (a, b) => {
    const x = typeof a === 'string' ? Buffer.from(a) : Buffer.from(a);
    const y = typeof b === 'string' ? Buffer.from(b) : Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  },
};

/** RFC 4648 base32, the alphabet of otpauth secrets. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base32: Base32Plugin = {
  name: 'rfc4648',
  encode(data, options) {
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of data) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += ALPHABET[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
    if (options?.padding) while (out.length % 8 !== 0) out += '=';
    return out;
  },
  decode(str) {
    const clean = str.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
    const bytes: number[] = [];
    let bits = 0;
    let value = 0;
    for (const char of clean) {
      const index = ALPHABET.indexOf(char);
      if (index < 0) throw new Error(`Invalid base32 character "${char}"`);
      value = (value << 5) | index;
      bits += 5;
      if (bits >= 8) {
        bytes.push((value >>> (bits - 8)) & 255);
        bits -= 8;
      }
    }
    return new Uint8Array(bytes);
  },
};

const plugins = { crypto: nodeCrypto, base32 };

/** A 160-bit secret, base32 (what authenticator apps expect). */
export const newTotpSecret = (): string => generateSecret({ ...plugins, length: 20 });

export const otpauthUri = (secret: string, accountName: string): string =>
  generateTOTP({
    issuer: ISSUER,
    label: accountName,
    secret,
    period: PERIOD_SECONDS,
    digits: 6,
    algorithm: 'sha1',
  });

export const qrCodeDataUrl = (text: string): Promise<string> =>
  toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });

/** The code of a secret at a time (seconds since the epoch); for tests and tools. */
export const totpCode = (secret: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<string> =>
  generate({ ...plugins, secret, epoch: epochSeconds, period: PERIOD_SECONDS });

/**
 * The time step a code belongs to (current, previous or next), or null. A step at or before
 * `lastStep` is refused: a code that was accepted once cannot be replayed.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    ...plugins,
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid ? result.timeStep : null;
}

/** Ten single-use recovery codes as `ABCDE-12345`; only their hashes are kept. */
export function newRecoveryCodes(count = 10): { codes: string[]; hashes: string[] } {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const codes = Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

export const recoveryCodeHash = (code: string): string => sha256(code.trim().toUpperCase().replace('-', ''));
