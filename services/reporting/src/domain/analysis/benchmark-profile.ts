import { attributeAt } from './benchmark-map';
import { comparePeriods } from './periods';

/*
 * The profile peers are grouped by (docs/benchmarking.md): what a company published about itself in its
 * company.nace, company.country, company.fte and company.revenue values, taken at a period. Pure.
 */

export interface Profile {
  nace: string | null;
  country: string | null;
  fte: number | null;
  revenue: number | null;
}

export type ProfileField = keyof Profile;

export const numeric = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The profile at a period from the published history of its fields (attributeAt for each). */
export function profileAt(
  history: ReadonlyArray<{ field: string; period: string; value: unknown }>,
  period: string,
): Profile {
  const pick = (field: ProfileField) =>
    attributeAt(
      history.filter((h) => h.field === field),
      period,
      comparePeriods,
    );
  return {
    nace: text(pick('nace')),
    country: text(pick('country')),
    fte: numeric(pick('fte')),
    revenue: numeric(pick('revenue')),
  };
}
