import { DISABLED_STANDARD_NAME, STANDARD_IDS } from './constants';
import type { CompanyType, ReportingCycle } from './context';

/** Rules of the data collection modal (spec 2.5, 4 "Standards choice", 5). */

export interface ReportingCycleOption {
  value: ReportingCycle;
  label: string;
}

/** Quarterly and 6-Monthly for every company type but lp; Annually for all (spec 5, 9). */
export function reportingCycleOptions(companyType: CompanyType): ReportingCycleOption[] {
  const annually: ReportingCycleOption = { value: 'annually', label: 'Annually' };
  if (companyType === 'lp') return [annually];
  return [{ value: 'quarterly', label: 'Quarterly' }, { value: '6-monthly', label: '6-Monthly' }, annually];
}

/**
 * The selection after one checkbox changes: choosing the pension-fund standard (5) also selects DDM
 * (6); unselecting 5 removes 6 (spec 4). Order of first selection is kept; the input is not changed.
 */
export function applyStandardsChoice(
  selected: readonly number[],
  toggledId: number,
  checked: boolean,
): number[] {
  const pension = STANDARD_IDS.PENSION_FUND;
  const ddm = STANDARD_IDS.DDM;
  if (checked) {
    const additions = toggledId === pension ? [toggledId, ddm] : [toggledId];
    return [...selected, ...additions.filter((id) => !selected.includes(id))];
  }
  const removals = toggledId === pension ? [toggledId, ddm] : [toggledId];
  return selected.filter((id) => !removals.includes(id));
}

/** The standard named IMM is shown disabled (spec 5). */
export function isStandardSelectable(standard: { name: string }): boolean {
  return standard.name.trim().toUpperCase() !== DISABLED_STANDARD_NAME;
}

/** A cycle is needed to submit: the one chosen now or the one already set (spec 5). */
export function canSubmitDataCollection(
  chosenCycle: string | null | undefined,
  existingCycle: string | null | undefined,
): boolean {
  return Boolean(chosenCycle) || Boolean(existingCycle);
}

/**
 * Where the user goes after submitting the modal (spec 2.5): when the company's first standard is
 * SFDR, to /access-manager if optional indicators were already chosen, else to /sfdrOrientation.
 * Null means "stay where you are".
 */
export function redirectAfterDataCollection(
  firstStandardId: number | null | undefined,
  optionalIndicatorCount: number,
): '/access-manager' | '/sfdrOrientation' | null {
  if (firstStandardId !== STANDARD_IDS.SFDR) return null;
  return optionalIndicatorCount > 0 ? '/access-manager' : '/sfdrOrientation';
}
