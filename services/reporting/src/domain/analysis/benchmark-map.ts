/*
 * The map bubble chart of benchmarks (spec 2.10, Map point of spec 3; ADR 0045) and the company profile
 * peers are grouped by. Pure.
 *
 * The investor's own companies are drawn one by one ('My Companies'). Other investors' companies are
 * never drawn one by one: that would show a company's name and figures to someone who does not hold it.
 * They are drawn per country ('Benchmark Companies'), and only where the country's group passes the same
 * anonymity rule as every other benchmark statistic; the point then carries the group's medians.
 */
import { checkAnonymity, quantile, sectionOf, type AnonymityCheck } from './benchmark';

export interface PlacedCompany {
  companyId: number;
  name: string | null;
  /** The chosen metric's value; null when the company did not publish it. */
  value: number | null;
  investorIds: readonly number[];
  nace: string | null;
  country: string | null;
  /** EUR. */
  revenue: number | null;
}

export interface MapLookups {
  pointOf(country: string | null): { lat: number; lon: number } | null;
  countryName(country: string | null): string | null;
  sectionLabel(section: string | null): string | null;
}

export interface MapPointOut {
  key: string;
  kind: 'mine' | 'benchmark';
  name: string;
  sector: string | null;
  revenue: number | null;
  location: string | null;
  z: number | null;
  lat: number;
  lon: number;
  companyId: number | null;
  companies: number;
}

const median = (values: readonly number[]): number | null =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The investor's own companies, one point each, and a note on those without a country. */
export function minePoints(
  mine: readonly PlacedCompany[],
  lookups: MapLookups,
): { points: MapPointOut[]; notes: string[] } {
  const points: MapPointOut[] = [];
  const notes: string[] = [];
  const unplaced: string[] = [];
  for (const c of [...mine].sort((a, b) => a.companyId - b.companyId)) {
    const at = lookups.pointOf(c.country);
    if (!at) {
      unplaced.push(c.name ?? `Company ${c.companyId}`);
      continue;
    }
    points.push({
      key: `mine:${c.companyId}`,
      kind: 'mine',
      name: c.name ?? `Company ${c.companyId}`,
      sector: lookups.sectionLabel(sectionOf(c.nace)),
      revenue: c.revenue,
      location: lookups.countryName(c.country),
      z: c.value,
      ...at,
      companyId: c.companyId,
      companies: 1,
    });
  }
  if (unplaced.length)
    notes.push(
      `${plural(unplaced.length, 'of your companies has', 'of your companies have')} no published country and ${unplaced.length === 1 ? 'is' : 'are'} not drawn: ${unplaced.join(', ')}.`,
    );
  return { points, notes };
}

export function mapPoints(
  mine: readonly PlacedCompany[],
  others: readonly PlacedCompany[],
  lookups: MapLookups,
): { points: MapPointOut[]; notes: string[] } {
  const { points, notes } = minePoints(mine, lookups);
  const mineIds = new Set(mine.map((c) => c.companyId));
  const byCountry = new Map<string, PlacedCompany[]>();
  let withoutCountry = 0;
  for (const c of others) {
    if (mineIds.has(c.companyId) || c.value === null) continue;
    if (!c.country || !lookups.pointOf(c.country)) {
      withoutCountry += 1;
      continue;
    }
    byCountry.set(c.country, [...(byCountry.get(c.country) ?? []), c]);
  }
  const groups = [...byCountry].map(([country, group]): CountryGroup => {
    const check = checkAnonymity(group.map((c) => ({ ...c, value: c.value!, sizeBand: null })));
    return {
      country,
      companies: group.length,
      check,
      sections: [...new Set(group.map((c) => sectionOf(c.nace)).filter((s): s is string => s !== null))],
      medianValue: median(group.map((c) => c.value!)),
      medianRevenue: median(group.map((c) => c.revenue).filter((r): r is number => r !== null)),
    };
  });
  return finishMap(points, notes, groups, withoutCountry, lookups);
}

/** Other investors' companies of one country, as the map needs them (computed here or by a store). */
export interface CountryGroup {
  country: string;
  companies: number;
  check: AnonymityCheck;
  /** Distinct NACE sections. */
  sections: readonly string[];
  medianValue: number | null;
  medianRevenue: number | null;
}

/** The bubbles of the countries whose group passes the anonymity rule, and the notes on the others. */
export function finishMap(
  points: MapPointOut[],
  notes: string[],
  groups: readonly CountryGroup[],
  withoutCountry: number,
  lookups: MapLookups,
): { points: MapPointOut[]; notes: string[] } {
  let hiddenCompanies = 0;
  let hiddenCountries = 0;
  for (const group of [...groups].sort((a, b) =>
    a.country < b.country ? -1 : a.country > b.country ? 1 : 0,
  )) {
    const country = group.country;
    if (!group.check.passes) {
      hiddenCompanies += group.companies;
      hiddenCountries += 1;
      continue;
    }
    const sections = group.sections;
    points.push({
      key: `benchmark:${country}`,
      kind: 'benchmark',
      name: `${group.companies} benchmark companies`,
      sector:
        sections.length === 1
          ? lookups.sectionLabel(sections[0])
          : plural(sections.length, 'sector', 'sectors'),
      revenue: group.medianRevenue,
      location: lookups.countryName(country),
      z: group.medianValue,
      ...lookups.pointOf(country)!,
      companyId: null,
      companies: group.companies,
    });
  }
  if (hiddenCompanies)
    notes.push(
      `${plural(hiddenCompanies, 'benchmark company', 'benchmark companies')} in ${plural(hiddenCountries, 'country', 'countries')} ${hiddenCompanies === 1 ? 'is' : 'are'} not drawn: a country is drawn only when at least 5 companies from at least 3 investors contribute and none weighs more than 25 %.`,
    );
  if (!points.some((p) => p.kind === 'benchmark') && hiddenCompanies === 0 && withoutCountry === 0)
    notes.push("No other investor's company published this metric for the period.");
  if (withoutCountry)
    notes.push(
      `${plural(withoutCountry, 'benchmark company has', 'benchmark companies have')} no published country and ${withoutCountry === 1 ? 'is' : 'are'} not drawn.`,
    );
  return { points, notes };
}

/**
 * The profile value of a company for a period: the latest published at or before the period, else the
 * earliest after it (a NACE code or a country rarely changes; a new company may only have a later one).
 */
export function attributeAt<T>(
  history: ReadonlyArray<{ period: string; value: T }>,
  period: string,
  compare: (a: string, b: string) => number,
): T | null {
  const sorted = [...history].sort((a, b) => compare(a.period, b.period));
  const before = sorted.filter((h) => compare(h.period, period) <= 0);
  if (before.length) return before[before.length - 1].value;
  return sorted.length ? sorted[0].value : null;
}
