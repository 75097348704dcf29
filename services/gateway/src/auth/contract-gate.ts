import { readOnlyWorkplace, writeOpenTo } from '@esg/access-policy';
import { contractExpired, todayUtc } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import { gatewayError } from '../domain/gateway.errors';
import { COMPANY_CONTRACTS, type CompanyContract } from '../integration/company-contracts.consumer';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one write gate (docs/access-policy.md rules 100-103, ADR 0110): every write of a user whose
 * workplace is read-only (an ended contract, a demo contract, an outside party), through any service,
 * hosted or proxied, is refused here with 403 before any service sees it, unless libs/access-policy
 * opens that route to them (their own account; a Consultant's drafting as ES advisor). Reads stay
 * open; the platform admin is never held. A new endpoint is closed to them until the policy says otherwise.
 */
export async function assertWorkplaceWritable(
  store: Store,
  principal: Principal,
  method: string,
  url: string,
  today: string = todayUtc(),
): Promise<void> {
  if (READS.has(method.toUpperCase())) return;
  if (principal.role === 'admin') return;
  const company =
    principal.companyId === null
      ? null
      : await store.get<CompanyContract>(COMPANY_CONTRACTS, String(principal.companyId));
  const end = company?.contract_end ?? null;
  const reason = readOnlyWorkplace(principal, company, company !== null && contractExpired(end, today));
  if (reason === null || writeOpenTo(reason, principal, method, url)) return;
  switch (reason) {
    case 'contract-ended':
      throw gatewayError(
        'CONTRACT.EXPIRED',
        `The contract of ${company!.name} ended on ${end}: the workplace is read-only until it is renewed`,
      );
    case 'demo':
      throw gatewayError(
        'CONTRACT.DEMO',
        `${company!.name} holds a demo contract: the demo workplace is read-only`,
      );
    case 'outside-party':
      throw gatewayError(
        'OUTSIDE_PARTY.READ_ONLY',
        `${principal.permission} cannot change the GP's data: outside parties read it`,
      );
  }
}
