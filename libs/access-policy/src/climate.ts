import type { Role } from '@esg/contracts';

/**
 * Spec 6.2 "Carbon Calculator: excludes admin, lp and nested gp" (a nested gp: a gp user whose
 * company has a parent). The sidebar shows the entry by it and the scoring service admits the
 * calculator's write calls by it.
 */
export function canUseCarbonCalculator(
  user: { role: Role } | null,
  company: { parent_id: number | null } | null,
): boolean {
  if (user === null || company === null) return false;
  if (user.role === 'admin' || user.role === 'lp') return false;
  return !(user.role === 'gp' && company.parent_id !== null);
}
