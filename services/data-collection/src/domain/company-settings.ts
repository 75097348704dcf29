import { dataCollectionError } from './data-collection.errors';
import type { ReportingCycle } from '@esg/contracts';

import type { Company } from './company';

/** Spec section 5: quarterly and 6-monthly only for company types other than lp; annually for all. */
export function assertCycleAllowed(company: Pick<Company, 'type'>, cycle: ReportingCycle): void {
  if (company.type === 'lp' && cycle !== 'annually') {
    throw dataCollectionError(
      'COMPANY.INVALID_CYCLE',
      `A limited partner reports annually; "${cycle}" is not available`,
    );
  }
}

/**
 * Who may change a company's standards and reporting cycle: an admin, or a user of that company who
 * is neither a Contributor nor an outside party (Coinvestor, Consultant: docs/access-policy.md).
 */
export function assertMayConfigure(
  principal: { role: string; permission: string | null; companyId: number | null },
  company: Company,
): void {
  const allowed =
    principal.role === 'admin' ||
    (principal.companyId === company.companyId && principal.permission === null);
  if (!allowed)
    throw dataCollectionError(
      'COMPANY.FORBIDDEN',
      `You may not change the settings of company ${company.companyId}`,
    );
}
