import type { Principal } from '@esg/platform';
import type { UserAccount } from '../domain/user';

/**
 * Who may manage a company's users and security settings: a platform admin, or the company's primary
 * user (spec 6.1: the user whose e-mail is the company's contact e-mail).
 */
export function mayManageCompany(
  principal: Principal,
  caller: UserAccount | null,
  companyId: number,
): boolean {
  if (principal.role === 'admin') return true;
  return (
    caller !== null &&
    caller.is_primary === true &&
    caller.company_id === companyId &&
    caller.permission === null
  );
}
