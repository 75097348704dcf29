import { COMPANY_HEADER } from '@esg/contracts';
import type { Principal, ServiceRuntime } from '@esg/platform';
import { apiAccessOf } from '../../auth/api-keys';
import type { ApiKeyDoc } from '../../domain/api-key';
import { GatewayErrors } from '../../domain/gateway.errors';
import { COMPANY_CONTRACTS, type CompanyContract } from '../../integration/company-contracts.consumer';

/**
 * The company a key request acts for: X-Company-ID (already checked against the caller by the guard),
 * else the caller's own company.
 */
export function actingCompanyId(
  principal: Principal,
  headers: Record<string, string | string[] | undefined>,
  refuse: () => Error = GatewayErrors.apiKeyForbidden,
): number {
  const raw = headers[COMPANY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const id = value ? Number(value) : principal.companyId;
  if (!id) throw refuse();
  return id;
}

/**
 * Who sees and revokes a company's keys (and its webhooks, docs/webhooks.md): its own users without a restricting permission (not
 * contributors, co-investors or consultants), never a user acting for another company (a GP for its
 * portfolio company, a demo-contract user for the demo company), and the platform admin.
 */
export function assertKeyManager(
  principal: Principal,
  companyId: number,
  refuse: () => Error = GatewayErrors.apiKeyForbidden,
): void {
  if (principal.role === 'admin') return;
  if (principal.permission !== null || principal.companyId !== companyId) throw refuse();
}

/** Creating or rotating a key also needs the API open to the company. */
export async function assertMayIssueKeys(
  runtime: ServiceRuntime,
  principal: Principal,
  companyId: number,
  refuse: () => Error = GatewayErrors.apiKeyForbidden,
): Promise<void> {
  assertKeyManager(principal, companyId, refuse);
  if (!(await apiAccessOf(runtime, companyId)).enabled) throw GatewayErrors.apiNotEnabled();
}

/**
 * A key acts as its company's role (domain/api-key `keyHolder`), so only a gp, lp or pc company holds
 * keys: one for the platform's administration company would act as the platform admin.
 */
export async function assertKeyHoldingCompany(runtime: ServiceRuntime, companyId: number): Promise<void> {
  const company = await runtime.store.get<CompanyContract>(COMPANY_CONTRACTS, String(companyId));
  if (!company || company.type === 'admin') throw GatewayErrors.apiKeyCompany(companyId);
}

/** A key of the company, or "not found" (another company's key included). */
export async function companyKey(
  runtime: ServiceRuntime,
  companyId: number,
  keyId: string,
): Promise<ApiKeyDoc> {
  const doc = await runtime.store.get<ApiKeyDoc>('api_keys', keyId);
  // Another company's key is "not found": its existence is none of the caller's business.
  if (!doc || doc.companyId !== companyId) throw GatewayErrors.apiKeyNotFound();
  return doc;
}
