import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@esg/contracts';

/**
 * The Standard Webhooks signature (https://www.standardwebhooks.com): HMAC-SHA256 of
 * `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64-decoded part of the secret after
 * `whsec_`, sent as `v1,<base64>`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret,
    'base64',
  );
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}
