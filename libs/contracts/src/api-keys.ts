import { z } from 'zod';
import { lineTextSchema } from './text';
import type { Label } from './labels';

/**
 * API keys of the public API (issue 13, docs/public-api.md). A key acts for one company within its
 * scopes; the secret is shown once, at creation or rotation, and only its hash is kept.
 */
export const API_KEY_HEADER = 'x-api-key';

export const API_KEY_SCOPES = ['read:data', 'read:pai', 'write:responses'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'read:data': 'Read published data, metrics, frameworks and companies',
  'read:pai': 'Read PAI statements and report texts, run PAI calculations',
  'write:responses': 'Enter, import and submit response values',
};

/** A key's name: what the customer calls the system that holds it. */
const keyName = lineTextSchema().trim().min(1, 'Enter a name for the key').max(80, 'At most 80 characters');

export const createApiKeyRequestSchema = z.strictObject({
  name: keyName,
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'A scope is listed twice'),
  /** Absent or null: the key never expires. Must lie in the future. */
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .refine((value) => value == null || Date.parse(value) > Date.now(), 'The expiry must be in the future'),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** The answer to a creation or a rotation: the only time `key` is ever shown. */
export const createdApiKeySchema = z.strictObject({
  id: z.string(),
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  companyId: z.number().int(),
  /** The first characters of the key, enough to recognise it; never enough to use it. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.number().int(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiAccessSchema = z.strictObject({
  companyId: z.number().int(),
  enabled: z.boolean(),
  /** True for the spec's API customer (6.2), whose access cannot be switched off. */
  fixed: z.boolean(),
});
export type ApiAccess = z.infer<typeof apiAccessSchema>;
export const setApiAccessRequestSchema = z.strictObject({ enabled: z.boolean() });
export type SetApiAccessRequest = z.infer<typeof setApiAccessRequestSchema>;

/** Requests per key and minute, counted by every gateway replica together (docs/adr/0016). */
export const API_KEY_REQUESTS_PER_MINUTE = 120;

/**
 * What each scope opens: methods and paths under /api. A request by key that matches none of its
 * key's scopes is refused with 403; everything not listed here (accounts, keys, action plans,
 * administration) is never open to a key.
 */
export const API_KEY_SCOPE_ROUTES: ReadonlyArray<{ scope: ApiKeyScope; method: string; path: RegExp }> = [
  {
    scope: 'read:data',
    method: 'GET',
    path: /^\/api\/(responses|metrics|frameworks|standard|funds)(\/.*)?$/,
  },
  { scope: 'read:data', method: 'GET', path: /^\/api\/company(\/[^/]+)?$/ },
  { scope: 'read:pai', method: 'GET', path: /^\/api\/pai\/.+$/ },
  { scope: 'read:pai', method: 'POST', path: /^\/api\/calculations\/pai$/ },
  { scope: 'write:responses', method: 'PUT', path: /^\/api\/responses\/[^/]+\/values\/[^/]+$/ },
  { scope: 'write:responses', method: 'POST', path: /^\/api\/responses\/[^/]+\/(import|submit)$/ },
];

/** The scopes that open a request (none: no key may make it). HEAD counts as GET. */
export function scopesOpening(method: string, url: string): ApiKeyScope[] {
  const path = url.split('?')[0] ?? url;
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return API_KEY_SCOPE_ROUTES.filter((route) => route.method === verb && route.path.test(path)).map(
    (route) => route.scope,
  );
}

/**
 * The key form of /apiKeySettings: the expiry is a day (YYYY-MM-DD, or empty for never); the key then
 * expires at the end of that day, UTC. Its output is the request body.
 */
export const createApiKeyFormSchema = z
  .strictObject({
    name: keyName,
    scopes: createApiKeyRequestSchema.shape.scopes,
    expiresOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date')
      .nullable()
      .refine(
        (day) => day === null || Date.parse(`${day}T23:59:59.999Z`) > Date.now(),
        'The expiry must be in the future',
      ),
  })
  .transform(({ name, scopes, expiresOn }): CreateApiKeyRequest => ({
    name,
    scopes,
    expiresAt: expiresOn === null ? null : `${expiresOn}T23:59:59.999Z`,
  }));

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

export function apiKeyStatus(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now = Date.now()): ApiKeyStatus {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}

export const API_KEY_STATUS_LABELS: Readonly<Record<ApiKeyStatus, Label>> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'warning', description: 'Past its expiry date; create a new key.' },
  revoked: { label: 'Revoked', tone: 'neutral', description: 'Refused since it was revoked.' },
};
