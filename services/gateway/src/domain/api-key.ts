import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiKey, ApiKeyScope, Permission, Role } from '@esg/contracts';
import type { Doc } from '@esg/persistence';

/**
 * A key of the public API as the gateway keeps it: the sha256 of the secret, never the secret
 * (docs/public-api.md). The secret carries 256 random bits, so a fast hash is enough: nothing about it
 * can be guessed, and a lookup by hash costs one indexed read per request.
 */
export interface ApiKeyDoc extends Doc {
  companyId: number;
  name: string;
  scopes: ApiKeyScope[];
  keyHash: string;
  prefix: string;
  createdAt: string;
  createdBy: number;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Companies the platform admin opened the public API to (the spec's customer is always open). */
export interface ApiAccessDoc extends Doc {
  companyId: number;
  enabled: boolean;
  changedAt: string;
  changedBy: number;
}

export const KEY_PREFIX = 'esgk_';
/** Characters of the key shown in lists: the marker and five of the secret. */
const SHOWN = KEY_PREFIX.length + 5;

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function newSecret(): { key: string; keyHash: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, SHOWN) };
}

export const newKeyId = (): string => randomUUID();

export function isUsable(doc: ApiKeyDoc, now = Date.now()): boolean {
  return doc.revokedAt === null && (doc.expiresAt === null || Date.parse(doc.expiresAt) > now);
}

export function toApiKey(doc: ApiKeyDoc): ApiKey {
  return {
    id: doc.id,
    name: doc.name,
    scopes: doc.scopes,
    companyId: doc.companyId,
    prefix: doc.prefix,
    createdAt: doc.createdAt,
    createdBy: doc.createdBy,
    expiresAt: doc.expiresAt,
    lastUsedAt: doc.lastUsedAt,
    revokedAt: doc.revokedAt,
  };
}

/** A session id naming a key in the access tokens the gateway mints for its requests. */
export const API_KEY_SESSION = 'apikey:';
export const keySessionId = (keyId: string): string => `${API_KEY_SESSION}${keyId}`;
export const keyIdOfSession = (sessionId: string): string | null =>
  sessionId.startsWith(API_KEY_SESSION) ? sessionId.slice(API_KEY_SESSION.length) : null;

/**
 * Who a key acts as (issue 23, finding 1): the role of the company it belongs to (a gp, lp or pc
 * company's users' role), never its creator's. A key the platform admin made for a customer has the
 * customer's reach, not the admin's. A creator who is one of the company's own users narrows it further
 * by their permission (a Contributor's key reads as a Contributor). Null: no company, or an
 * administration company, whose role would be the platform admin's: such a key acts as no one.
 */
export function keyHolder(
  company: { type: 'gp' | 'lp' | 'pc' | 'admin' } | null,
  creator: { role: Role; permission: Permission | null; company_id: number | null },
  keyCompanyId: number,
): { role: Exclude<Role, 'admin'>; permission: Permission | null } | null {
  if (!company || company.type === 'admin') return null;
  const ownUser = creator.role !== 'admin' && creator.company_id === keyCompanyId;
  return { role: company.type, permission: ownUser ? creator.permission : null };
}
