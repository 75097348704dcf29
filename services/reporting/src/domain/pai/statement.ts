/**
 * A PAI statement of the read model: the pure step from what the projection keeps (each fund's positions
 * per quarter end, each company's published values) to the calculation's input, and from the calculation
 * to the stored statement. No I/O: the projection reads the documents and stores the result.
 *
 * Which values serve a reference year (ADR 0035, 0058): for each investee, the values of its latest
 * publication for that year; if it has published nothing for that year yet, those of the latest earlier
 * year it has (PAI statements are written months after the year ends, from the most recent data the
 * investees have published). Only publications carrying PAI inputs count: a questionnaire without any
 * (TCFD, say) neither sets the year nor hides the year's data. Every figure's provenance names the value
 * version ids, and `sources` the publications.
 *
 * Slowly changing facts (EVIC, revenue, NACE code: the PAI inputs among SLOWLY_CHANGING_FACTS) the data year
 * does not answer are taken as of the data year from the company's latest earlier answer, if it is no older
 * than the maximum age (ADR 0095): marked `carriedFrom` on the value, listed in the source. An explicit "not
 * available" of the data year is an answer and stays missing.
 */
import { createHash } from 'node:crypto';
import {
  DEFAULT_FACT_MAX_AGE_YEARS,
  SLOWLY_CHANGING_FACTS,
  factAsOf,
  notCarriedText,
  paiInputMetric,
  type FactAnswer,
} from '@esg/contracts';
import { entityQuarters } from './entity';
import type {
  PaiCalculation,
  PaiCalculationInput,
  PaiCompanyInput,
  PaiOverride,
  PaiPositionInput,
  PaiQuarterInput,
  PaiValueInput,
} from './model';

/** One published value as the projection keeps it (the canonical value of data-collection). */
export interface KeptValue {
  /** null: answered "not available" or "not applicable" (the only values published without one). */
  value: number | boolean | string | string[] | null;
  unit: string;
  quality: 'reported' | 'estimated' | 'audited' | null;
  valueVersionId: string;
  /** The value's status (absent in publications kept before it was recorded: a null value is then explicit). */
  status?: 'provided' | 'not_available' | 'not_applicable';
  /** The investor's override of this value (ADR 0182): `value` is then the override, the original is here. */
  override?: PaiOverride;
}

/** An investor's override in force on a company's published value, as the projection keeps it (ADR 0182). */
export interface KeptOverride {
  investorId: number;
  companyId: number;
  responseId: number;
  period: string;
  metricCode: string;
  value: number | boolean | string | string[] | null;
  unit: string;
  reason: string;
  byName: string | null;
  at: string;
}

/** The latest publication of one response (a company, a standard, a period). */
export interface KeptPublication {
  responseId: number;
  companyId: number;
  standardId: number;
  period: string;
  year: number;
  publicationNumber: number;
  publishedAt: string;
  values: Record<string, KeptValue>;
}

/** An investor's figures of a country for a year (data-collection's country figures), by dictionary code. */
export interface KeptCountryFigures {
  investorId: number;
  year: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  values: Record<string, number | boolean | string>;
  source: string;
  savedAt: string;
}

/** A fund's complete positions on one quarter end (the latest recorded set). */
export interface KeptPositions {
  fundId: number;
  companyId: number;
  date: string;
  allInvestments: number;
  positions: Array<{
    companyId: number | null;
    country: string | null;
    instrument: string;
    value: number;
  }>;
}

interface SourcePublication {
  responseId: number;
  standardId: number;
  period: string;
  publicationNumber: number;
  publishedAt: string;
}

export interface StatementSource {
  companyId: number;
  /** The year of the data used (the reference year, or an earlier one when nothing newer is published). */
  dataYear: number;
  publications: SourcePublication[];
  /** Facts taken from an earlier period (the as-of rule), each with the publication it comes from. */
  carried?: Array<{ metricCode: string; period: string; ageYears: number; publication: SourcePublication }>;
  /** Facts the data year lacks that no earlier answer could fill, and why. */
  notCarried?: Array<{ metricCode: string; reason: string }>;
}

/** The as-of rule's setting (ADR 0095): how old a carried fact may be, in fiscal years. */
export interface FactOptions {
  factMaxAgeYears: number;
}
export const DEFAULT_FACT_OPTIONS: FactOptions = { factMaxAgeYears: DEFAULT_FACT_MAX_AGE_YEARS };

/** The slowly changing facts the PAI calculation reads (EVIC, revenue, NACE code). */
const PAI_FACTS = SLOWLY_CHANGING_FACTS.filter((code) => paiInputMetric(code) !== undefined);

const sourceOf = (p: KeptPublication): SourcePublication => ({
  responseId: p.responseId,
  standardId: p.standardId,
  period: p.period,
  publicationNumber: p.publicationNumber,
  publishedAt: p.publishedAt,
});

/** data-collection writes instruments with underscores (unlisted_equity), the calculation with hyphens. */
export const paiInstrument = (instrument: string): string => instrument.replace(/_/g, '-');

/** The calculation's quarters of one fund: positions with an investee; cash and the like stay in allInvestments. */
export function fundQuarters(sets: readonly KeptPositions[]): PaiQuarterInput[] {
  return [...sets]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((set) => ({
      date: set.date,
      allInvestments: set.allInvestments,
      positions: set.positions
        .filter((p) => p.companyId !== null || p.country !== null)
        .map((p): PaiPositionInput => ({
          companyId: p.companyId ?? `country:${p.country}`,
          value: p.value,
          instrument: paiInstrument(p.instrument),
        })),
    }));
}

/** The quarters of every fund of a GP together (entityQuarters). */
export function entityQuartersOf(sets: readonly KeptPositions[]): PaiQuarterInput[] {
  const byFund = new Map<number, KeptPositions[]>();
  for (const set of sets) byFund.set(set.fundId, [...(byFund.get(set.fundId) ?? []), set]);
  return entityQuarters([...byFund.keys()].sort((a, b) => a - b).map((id) => fundQuarters(byFund.get(id)!)));
}

/** The investee countries (sovereign positions, `country:XX`) held in these quarters, as ISO codes. */
export function heldCountries(quarters: readonly PaiQuarterInput[]): string[] {
  const codes = new Set<string>();
  for (const q of quarters)
    for (const p of q.positions)
      if (typeof p.companyId === 'string' && p.companyId.startsWith('country:'))
        codes.add(p.companyId.slice('country:'.length));
  return [...codes].sort();
}

/** The investee companies (numeric ids) held in these quarters. */
export function heldCompanies(quarters: readonly PaiQuarterInput[]): number[] {
  const ids = new Set<number>();
  for (const q of quarters)
    for (const p of q.positions) if (typeof p.companyId === 'number') ids.add(p.companyId);
  return [...ids].sort((a, b) => a - b);
}

const byTime = (a: KeptPublication, b: KeptPublication) =>
  a.publishedAt < b.publishedAt
    ? -1
    : a.publishedAt > b.publishedAt
      ? 1
      : a.responseId - b.responseId || a.publicationNumber - b.publicationNumber;

/** A publication with at least one value a PAI indicator reads (ADR 0058). */
export function carriesPaiInputs(publication: KeptPublication): boolean {
  return Object.entries(publication.values).some(
    ([code, kept]) => kept.value !== null && !Array.isArray(kept.value) && paiInputMetric(code) !== undefined,
  );
}

const qualified = (kept: KeptValue): PaiValueInput | null =>
  kept.value === null || Array.isArray(kept.value)
    ? null
    : {
        value: kept.value,
        ...(kept.quality ? { quality: kept.quality } : {}),
        versionId: kept.valueVersionId,
        ...(kept.override ? { override: kept.override } : {}),
      };

const scalarOf = (value: KeptValue['value']): PaiOverride['original']['value'] =>
  Array.isArray(value) ? value.join(', ') : value;

/**
 * The publications as one investor's figures read them (ADR 0182): each value the investor overrode carries
 * the override instead, with the company's published value as its original. An override is of the company's
 * value of a metric and period (ADR 0181), so it applies to every publication of that period holding the
 * value (an ESG and an SFDR questionnaire share it). Overrides of values a publication does not hold change
 * nothing; the publications themselves are not touched.
 */
export function withOverrides(
  publications: readonly KeptPublication[],
  overrides: readonly KeptOverride[],
): KeptPublication[] {
  if (overrides.length === 0) return [...publications];
  const byKey = new Map<string, KeptOverride[]>();
  const keyOf = (companyId: number, period: string) => `${companyId}|${period}`;
  for (const o of overrides) {
    const key = keyOf(o.companyId, o.period);
    byKey.set(key, [...(byKey.get(key) ?? []), o]);
  }
  return publications.map((publication) => {
    const own = byKey.get(keyOf(publication.companyId, publication.period));
    if (!own) return publication;
    const values = { ...publication.values };
    for (const o of own) {
      const kept = values[o.metricCode];
      if (!kept) continue;
      values[o.metricCode] = {
        value: o.value,
        unit: o.unit,
        quality: kept.quality,
        valueVersionId: kept.valueVersionId,
        status: 'provided',
        override: {
          original: { value: scalarOf(kept.value), unit: kept.unit, versionId: kept.valueVersionId },
          reason: o.reason,
          byName: o.byName,
          at: o.at,
        },
      };
    }
    return { ...publication, values };
  });
}

/**
 * One company's values for a reference year from its publications: the latest year ≤ the reference year
 * with a publication carrying PAI inputs, merged over that year's such publications (a later
 * publication's value of a metric wins). Every metric comes from that one year, so a ratio never mixes
 * years (ADR 0058), except the slowly changing facts the year leaves unanswered: those are taken as of the
 * data year from the latest earlier answer no older than `factMaxAgeYears`, and marked (ADR 0095).
 */
export function companyValues(
  companyId: number,
  year: number,
  publications: readonly KeptPublication[],
  options: FactOptions = DEFAULT_FACT_OPTIONS,
): { company: PaiCompanyInput; source: StatementSource | null } {
  const own = publications.filter((p) => p.companyId === companyId && p.year <= year).sort(byTime);
  const usable = own.filter(carriesPaiInputs);
  if (usable.length === 0) return { company: { id: companyId, values: {} }, source: null };
  const dataYear = Math.max(...usable.map((p) => p.year));
  const chosen = usable.filter((p) => p.year === dataYear);
  const values: Record<string, PaiValueInput> = {};
  for (const publication of chosen)
    for (const [code, kept] of Object.entries(publication.values)) {
      const value = qualified(kept);
      if (value !== null) values[code] = value;
    }

  const carried: NonNullable<StatementSource['carried']> = [];
  const notCarried: NonNullable<StatementSource['notCarried']> = [];
  for (const code of PAI_FACTS) {
    if (values[code] !== undefined) continue;
    // Every publication of the company up to the data year answers facts, PAI inputs or not (a profile).
    const answers: Array<FactAnswer<{ publication: KeptPublication; kept: KeptValue }>> = own
      .filter((p) => p.year <= dataYear && code in p.values)
      .map((p) => {
        const kept = p.values[code];
        return { period: p.period, value: kept.value, status: kept.status, source: { publication: p, kept } };
      });
    const result = factAsOf(answers, dataYear, options.factMaxAgeYears);
    if (result.kind === 'value') {
      const { publication, kept } = result.answer.source;
      const value = qualified(kept);
      if (value === null || typeof value !== 'object') continue;
      values[code] = { ...value, carriedFrom: { period: publication.period, ageYears: result.ageYears } };
      carried.push({
        metricCode: code,
        period: publication.period,
        ageYears: result.ageYears,
        publication: sourceOf(publication),
      });
    } else {
      const reason = notCarriedText(result, options.factMaxAgeYears);
      if (reason) notCarried.push({ metricCode: code, reason });
    }
  }

  const sorted = Object.fromEntries(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    company: { id: companyId, values: sorted },
    source: {
      companyId,
      dataYear,
      publications: chosen.map(sourceOf),
      ...(carried.length ? { carried } : {}),
      ...(notCarried.length ? { notCarried } : {}),
    },
  };
}

/** Where an investee country's figures come from: the investor's saved country figures of the year. */
export interface CountrySource {
  country: string;
  source: string;
  savedAt: string;
}

/**
 * The whole calculation input of a statement: its quarters, every held company's values (with the
 * statement's investor's overrides in force, ADR 0182), and every held country's figures as the investor
 * saved them for the statement's year (ADR 0096; a country without saved figures has none, and the
 * indicators on investee countries exclude it as missing).
 */
export function statementInput(
  quarters: PaiQuarterInput[],
  year: number,
  publications: readonly KeptPublication[],
  options: FactOptions = DEFAULT_FACT_OPTIONS,
  countryFigures: readonly KeptCountryFigures[] = [],
  overrides: readonly KeptOverride[] = [],
): { input: PaiCalculationInput; sources: StatementSource[]; countries: CountrySource[] } {
  publications = withOverrides(publications, overrides);
  const companies: PaiCompanyInput[] = [];
  const sources: StatementSource[] = [];
  const countries: CountrySource[] = [];
  for (const id of heldCompanies(quarters)) {
    const { company, source } = companyValues(id, year, publications, options);
    companies.push(company);
    if (source) sources.push(source);
  }
  for (const country of heldCountries(quarters)) {
    const figures = countryFigures.find((f) => f.country === country && f.year === year);
    if (!figures) continue;
    const values = Object.fromEntries(
      Object.entries(figures.values)
        .filter(([code]) => paiInputMetric(code) !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    companies.push({ id: `country:${country}`, values });
    countries.push({ country, source: figures.source, savedAt: figures.savedAt });
  }
  return { input: { quarters, companies }, sources, countries };
}

/** A fingerprint of the figures (not of when they were computed): a recompute that changes nothing is silent. */
export function figuresFingerprint(calculation: PaiCalculation): string {
  const figures = calculation.indicators.map((i) => [
    i.id,
    i.value,
    i.coverage,
    i.estimatedShare,
    i.quarters.map((q) => [q.date, q.value, q.coverage, q.estimatedShare]),
    i.included.map((c) => [
      c.companyId,
      c.estimated,
      c.carried?.map((f) => [f.metric, f.period]) ?? null,
      c.overridden?.map((o) => [o.metric, o.at, o.reason]) ?? null,
    ]),
    i.excluded.map((c) => [c.companyId, c.code]),
    i.provenance?.quarters.map((q) => q.contributions.map((c) => c.inputs.map((x) => x.versionId))),
  ]);
  return createHash('sha256').update(JSON.stringify(figures)).digest('hex');
}

/** Quarter ends of a year: the only position dates a statement of that year reads. */
export const yearOf = (date: string): number => Number(date.slice(0, 4));
