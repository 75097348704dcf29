import { useChildCompanies } from '../api/get-child-companies';
import { useRemainingCompanies, type InvitedKind } from '../api/invited-companies';

/**
 * The companies of one kind a company invited (its portfolio companies, or an LP's GP companies; the
 * directory answers every child company), none while they load, and how many more the contract allows.
 */
export function useInvitedCompanies(companyId: number, kind: InvitedKind) {
  const children = useChildCompanies(companyId);
  const remaining = useRemainingCompanies(companyId, kind);
  return {
    companies: children.isPending ? undefined : (children.data ?? []).filter((c) => c.type === kind),
    children,
    remaining,
  };
}
