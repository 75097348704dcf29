import { contractExpired, todayUtc } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import { gatewayError } from '../domain/gateway.errors';
import { COMPANY_CONTRACTS, type CompanyContract } from '../integration/company-contracts.consumer';

/** What a user of an expired workplace may still do: sign in and out, ask for help, read notifications. */
const OPEN_WHEN_EXPIRED = ['/api/auth/', '/api/feedback', '/api/notifications', '/api/user/two-fa-logout'];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An expired contract makes the workplace read-only (issue 13, docs/contracts.md): every write of a
 * user of that company, through any service, is refused here, in the gateway, with 403
 * CONTRACT.EXPIRED. Reads stay open; the platform admin is never held.
 */
export async function assertWorkplaceWritable(
  store: Store,
  principal: Principal,
  method: string,
  url: string,
  today: string = todayUtc(),
): Promise<void> {
  if (READS.has(method.toUpperCase())) return;
  if (principal.role === 'admin' || principal.companyId === null) return;
  const path = url.split('?')[0] ?? url;
  if (OPEN_WHEN_EXPIRED.some((open) => path.startsWith(open))) return;
  const contract = await store.get<CompanyContract>(COMPANY_CONTRACTS, String(principal.companyId));
  const end = contract?.contract_end ?? null;
  if (!contract || !contractExpired(end, today)) return;
  throw gatewayError(
    'CONTRACT.EXPIRED',
    `The contract of ${contract.name} ended on ${end}: the workplace is read-only until it is renewed`,
  );
}
