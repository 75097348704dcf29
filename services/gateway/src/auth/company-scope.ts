import { canActForCompany } from '@esg/access-policy';
import { gatewayError } from '../domain/gateway.errors';
import { COMPANY_HEADER } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { type Principal } from '@esg/platform';
import type { DirectoryEntry } from '../integration/company-directory.consumer';

/**
 * Every request's X-Company-ID must name a company the user may act for (libs/access-policy,
 * canActForCompany); anything else is 403 and logged by the error filter. No header: nothing to check.
 */
export async function assertCompanyHeader(
  store: Store,
  principal: Principal,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  const raw = headers[COMPANY_HEADER];
  if (raw === undefined) return;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) {
    throw gatewayError('COMPANY.VALIDATION', 'X-Company-ID must be a company id');
  }
  const target = Number(value);
  const ids = [target, principal.companyId].filter((id): id is number => id !== null);
  const entries = await Promise.all(
    ids.map((id) => store.get<DirectoryEntry>('company_directory', String(id))),
  );
  const known = new Map(
    entries
      .filter((e): e is DirectoryEntry => e !== null)
      .map((e) => [e.companyId, { id: e.companyId, parent_id: e.parent_id, contract_type: e.contract_type }]),
  );
  if (!canActForCompany(principal, target, (id) => known.get(id))) {
    throw gatewayError('COMPANY.FORBIDDEN', `X-Company-ID ${target} is not a company you may act for`);
  }
}
