import type { ReportingCycle } from '@esg/contracts';
import { DomainError } from '@esg/platform';
import type { Company } from './company';

/** Spec section 5: quarterly and 6-monthly only for company types other than lp; annually for all. */
export function assertCycleAllowed(company: Pick<Company, 'type'>, cycle: ReportingCycle): void {
  if (company.type === 'lp' && cycle !== 'annually') {
    throw new DomainError(
      'COMPANY.INVALID_CYCLE',
      `A limited partner reports annually; "${cycle}" is not available`,
    );
  }
}

/** Who may change a company's standards and reporting cycle: an admin, or a non-contributor user of that company. */
export function assertMayConfigure(
  principal: { role: string; permission: string | null; companyId: number | null },
  company: Company,
): void {
  const allowed =
    principal.role === 'admin' ||
    (principal.companyId === company.companyId && principal.permission !== 'Contributor');
  if (!allowed)
    throw new DomainError(
      'COMPANY.FORBIDDEN',
      `You may not change the settings of company ${company.companyId}`,
    );
}
