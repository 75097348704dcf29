import {
  parsePeriod,
  summariseCarbonLines,
  type CarbonCalculationResult,
  type CarbonCalculationView,
  type CategoryTotal,
  type EmissionsSummary,
} from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import { scoringError } from '../scoring.errors';

/**
 * A company's carbon calculation for one period: its activity lines, the result they gave (every
 * line with the factor, library version and provenance it used) and the Emissions summary rows.
 * One per company and period -- it is the company's inventory for that period; saving again
 * replaces the activities and recomputes, keeping the factor ids (so the versions) they name.
 */
export interface CarbonCalculationRecord extends Doc, Omit<CarbonCalculationView, 'id'> {
  calculationId: number;
}

export const CARBON_CALCULATIONS = 'carbon_calculations';

export const calculationNotFound = (id: number) =>
  scoringError('CARBON_CALCULATION.NOT_FOUND', `Carbon calculation ${id} was not found`);

export function newCalculation(
  fields: Pick<CarbonCalculationRecord, 'calculationId' | 'companyId' | 'period' | 'title' | 'activities'>,
  computed: { result: CarbonCalculationResult; categories: CategoryTotal[] },
  by: number,
  now: string,
): CarbonCalculationRecord {
  const { year, reportingCycle } = parsePeriod(fields.period);
  return {
    id: String(fields.calculationId),
    ...fields,
    year,
    reportingCycle,
    ...computed,
    factorLibraries: computed.result.provenance.libraries ?? [],
    createdBy: by,
    createdAt: now,
    updatedBy: by,
    updatedAt: now,
    version: 1,
  };
}

export function revisedCalculation(
  current: CarbonCalculationRecord,
  fields: Pick<CarbonCalculationRecord, 'title' | 'activities'>,
  computed: { result: CarbonCalculationResult; categories: CategoryTotal[] },
  by: number,
  now: string,
): CarbonCalculationRecord {
  return {
    ...current,
    ...fields,
    ...computed,
    factorLibraries: computed.result.provenance.libraries ?? [],
    updatedBy: by,
    updatedAt: now,
    version: current.version + 1,
  };
}

export function presentCalculation(record: CarbonCalculationRecord): CarbonCalculationView {
  const { id: _id, calculationId, ...rest } = record;
  void _id;
  return { ...rest, id: calculationId };
}

/**
 * Spec 2.9 / 3: the totals table of each scope tab, the fifteen scope 3 categories with their data-quality
 * scores and the total across scopes, by libs/contracts summariseCarbonLines: the calculator screen
 * summarises its lines with the same function, so the two agree (ADR 0161).
 */
export function emissionsSummary(record: CarbonCalculationRecord): EmissionsSummary {
  const { totals, totalAcrossScopes, scope1, scope2, scope3 } = summariseCarbonLines(
    record.result.lines,
    record.updatedAt,
  );
  return {
    companyId: record.companyId,
    period: record.period,
    calculationId: record.calculationId,
    factorLibraries: record.factorLibraries,
    totals,
    totalAcrossScopes,
    scope1,
    scope2,
    scope3,
    updatedAt: record.updatedAt,
  };
}
