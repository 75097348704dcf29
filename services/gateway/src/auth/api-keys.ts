import {
  API_KEY_HEADER,
  API_KEY_REQUESTS_PER_MINUTE,
  COMPANY_HEADER,
  scopesOpening,
  type ApiAccess,
} from '@esg/contracts';
import { API_CUSTOMER_COMPANY_ID } from '@esg/access-policy';
import type { Store } from '@esg/persistence';
import { signAccessToken, type RateLimit, type ServiceRuntime } from '@esg/platform';
import {
  hashApiKey,
  isUsable,
  keyHolder,
  keyIdOfSession,
  keySessionId,
  type ApiAccessDoc,
  type ApiKeyDoc,
} from '../domain/api-key';
import { GatewayErrors } from '../domain/gateway.errors';
import type { UserAccount } from '../domain/user';
import { COMPANY_CONTRACTS, type CompanyContract } from '../integration/company-contracts.consumer';

/** Lifetime of the access token minted for one request made with a key; it never leaves the gateway. */
const REQUEST_TOKEN_SECONDS = 60;
/** last-used is written at most this often per key, so a busy key does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface KeyedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Authentication by `X-API-Key` (docs/public-api.md). The gateway checks the key, its scopes against
 * the request and its rate limit, then turns the request into an ordinary one: an access token in the
 * key creator's name with the role of the key's company (`keyHolder`: never the creator's wider one,
 * so an admin's key for a customer reads what the customer's users read), acting for that company
 * (session id `apikey:<id>`), and X-Company-ID set to it. Every service and every guard then treats it
 * as any other call: the company's role and tenant checks apply on top of the scopes.
 */
export class ApiKeyAuthenticator {
  constructor(
    private readonly runtime: ServiceRuntime,
    readonly limit: RateLimit,
  ) {}

  static limitFor(runtime: ServiceRuntime): RateLimit {
    return runtime.rateLimits.limit({
      name: 'gateway.api-key-requests',
      points: API_KEY_REQUESTS_PER_MINUTE,
      durationSeconds: 60,
      code: 'API_KEY.RATE_LIMITED',
      message: 'This API key has made too many requests; try again in {seconds} seconds',
    });
  }

  /** Rewrites a request that carries X-API-Key; leaves every other request as it is. Throws to refuse. */
  async admit(request: KeyedRequest): Promise<void> {
    const raw = request.headers[API_KEY_HEADER];
    if (raw === undefined) return;
    // The key is replaced by a token either way: nothing downstream, nor any log, sees it.
    delete request.headers[API_KEY_HEADER];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key) throw GatewayErrors.apiKeyInvalid();
    const doc = (await this.runtime.store.find<ApiKeyDoc>('api_keys', { keyHash: hashApiKey(key) }))[0];
    if (!doc || !isUsable(doc)) throw GatewayErrors.apiKeyInvalid();
    const path = request.url.split('?')[0] ?? request.url;
    const opening = scopesOpening(request.method, path);
    if (!opening.some((scope) => doc.scopes.includes(scope)))
      throw GatewayErrors.apiKeyScope(request.method.toUpperCase(), path);
    const owner = await this.runtime.store.get<UserAccount>('users', String(doc.createdBy));
    if (!owner) throw GatewayErrors.apiKeyInvalid();
    const company = await this.runtime.store.get<CompanyContract>(COMPANY_CONTRACTS, String(doc.companyId));
    const holder = keyHolder(company, owner, doc.companyId);
    if (!holder) throw GatewayErrors.apiKeyInvalid();
    await this.limit.consume(doc.id);
    await this.touch(doc);
    const token = await signAccessToken(
      {
        sub: String(owner.userId),
        sid: keySessionId(doc.id),
        role: holder.role,
        permission: holder.permission,
        companyId: doc.companyId,
      },
      this.runtime.config.jwt,
      REQUEST_TOKEN_SECONDS,
    );
    request.headers.authorization = `Bearer ${token}`;
    request.headers[COMPANY_HEADER] = String(doc.companyId);
  }

  private async touch(doc: ApiKeyDoc): Promise<void> {
    const now = Date.now();
    if (doc.lastUsedAt !== null && now - Date.parse(doc.lastUsedAt) < LAST_USED_RESOLUTION_MS) return;
    await this.runtime.store.transaction(async (tx) => {
      const current = await tx.get<ApiKeyDoc>('api_keys', doc.id);
      if (current) await tx.put('api_keys', { ...current, lastUsedAt: new Date(now).toISOString() });
    });
  }
}

/**
 * The session check of a token minted for a key: the key still usable and its creator the token's
 * user. Null when the session id names no key (an ordinary session).
 */
export async function keySessionLive(
  store: Store,
  sessionId: string,
  userId: number,
): Promise<boolean | null> {
  const keyId = keyIdOfSession(sessionId);
  if (keyId === null) return null;
  const doc = await store.get<ApiKeyDoc>('api_keys', keyId);
  return doc !== null && doc.createdBy === userId && isUsable(doc);
}

/** Whether the public API is open to a company: the spec's customer always, others once the admin says so. */
export async function apiAccessOf(runtime: ServiceRuntime, companyId: number): Promise<ApiAccess> {
  if (companyId === API_CUSTOMER_COMPANY_ID) return { companyId, enabled: true, fixed: true };
  const doc = await runtime.store.get<ApiAccessDoc>('api_access', String(companyId));
  return { companyId, enabled: doc?.enabled === true, fixed: false };
}
