import type { CompanyValue, CompanyValues } from './analysis';
import { eurText, figureText } from './amounts';
import { carriedText } from './calculation-inputs/facts';
import { PCAF_INPUT_CODES as CODE } from './calculation-inputs/pcaf';
import { DEBT_INSTRUMENTS, INSTRUMENT_LABELS, type Instrument, type PositionSet } from './portfolio';
import {
  PCAF_DATA_QUALITY_OPTIONS,
  type PcafAssetClass,
  type PcafPosition,
  type PcafPositionResult,
} from './scoring';

const isPcafOption = (option: string): option is (typeof PCAF_DATA_QUALITY_OPTIONS)[number] =>
  (PCAF_DATA_QUALITY_OPTIONS as readonly string[]).includes(option);

/*
 * The PCAF scorecard's inputs (issue 11, /scorecards/pcaf): a fund's recorded positions and its
 * portfolio companies' published values become the positions of POST /api/calculations/pcaf, whose
 * pure functions (services/scoring domain/pcaf) attribute and score them. One reading, shared by the
 * screen and the tests (docs/climate.md, "PCAF scorecard"):
 *
 * - asset class from the position's instrument (sovereign bonds and cash are outside the attribution
 *   methods calculated here and are listed apart, never silently dropped);
 * - outstanding amount: the outstanding of a debt instrument (its value when none was recorded), the
 *   value held for equity;
 * - the company's EVIC, total equity, total debt, total assets and listing from its published
 *   values (company.evic, company.total_equity, company.total_debt, company.total_assets, company.listed;
 *   the codes are declared in the registry of calculation inputs, calculation-inputs/pcaf.ts);
 * - emissions: ghg.scope1 + scope 2 market-based, else location-based (the reading of the PAI
 *   calculation, so both screens add the same tonnes), ghg.scope3 where published;
 * - data quality: the PCAF score published with the scope 1 and 2 values (the worse of the two), else
 *   option 1a for audited (verified) and 1b for reported (unverified) emissions; estimated emissions
 *   without a score have none, and the calculation excludes them with that reason;
 * - slowly changing facts (EVIC, total equity and debt, total assets, listing) the chosen period does not
 *   answer are those the analysis read model carried from an earlier period by the as-of rule (ADR 0095),
 *   marked "carried from {period}" in the position's inputs; an explicit "not available" is never replaced.
 */

export const PCAF_ASSET_CLASS_OF_INSTRUMENT: Readonly<Record<Instrument, PcafAssetClass | null>> = {
  listed_equity: 'listed-equity',
  unlisted_equity: 'unlisted-equity',
  corporate_bond: 'corporate-bonds',
  business_loan: 'business-loans',
  project_finance: 'project-finance',
  commercial_real_estate: 'commercial-real-estate',
  mortgage: 'mortgages',
  motor_vehicle_loan: 'motor-vehicle-loans',
  sovereign_bond: null,
  cash: null,
};

export const PCAF_ASSET_CLASS_LABELS: Readonly<Record<PcafAssetClass, string>> = {
  'listed-equity': 'Listed equity',
  'corporate-bonds': 'Corporate bonds',
  'business-loans': 'Business loans',
  'unlisted-equity': 'Unlisted equity',
  'project-finance': 'Project finance',
  'commercial-real-estate': 'Commercial real estate',
  mortgages: 'Mortgages',
  'motor-vehicle-loans': 'Motor vehicle loans',
  'sovereign-debt': 'Sovereign debt',
};

const OUTSIDE_REASON: Partial<Record<Instrument, string>> = {
  sovereign_bond:
    'Sovereign debt is attributed by PCAF with the country’s production emissions over its PPP-adjusted GDP; no national inventory or GDP reference data is loaded, so it is attributed once the country’s figures are entered',
  cash: 'Cash finances no company: PCAF attributes no emissions to it',
};

/** A published value as the analysis read model gives it (GET /api/analysis/companies/{id}/values). */
export interface PcafCompanyValue {
  metricCode: string;
  /** The dictionary's name and unit of the metric, to show the input in words ("Total equity: €150,000,000"). */
  name?: string | null;
  unit?: string;
  value: unknown;
  quality: 'reported' | 'estimated' | 'audited' | null;
  dataQualityScore: number | null;
  /** Set on a slowly changing fact carried from an earlier period (the as-of rule, ADR 0095). */
  carriedFrom?: { period: string; ageYears: number };
  /**
   * Set when the reader's own override replaces the company's published value (ADR 0184): `value` is the
   * override, `original` what the company published.
   */
  override?: {
    original: { value: unknown; unit: string };
    reason: string;
    byName: string | null;
    at: string;
  };
}

/**
 * "Scope 1 GHG emissions: your own value 1,234 tCO2e used instead of the company's published 850 tCO2e
 * (overridden by Grace Parker on 2026-11-29: …)" — the input named as the other inputs are (`label`).
 */
export function pcafOverrideLine(label: string, value: PcafCompanyValue, unit: string): string | null {
  const o = value.override;
  if (!o) return null;
  const text = (v: unknown, u: string) =>
    `${typeof v === 'number' ? figureText(v) : String(v)}${u ? ` ${u}` : ''}`;
  return `${label}: your own value ${text(value.value, unit)} used instead of the company’s published ${text(o.original.value, o.original.unit)} (overridden by ${o.byName ?? 'your team'} on ${o.at.slice(0, 10)}: ${o.reason})`;
}

/** One published period of a company, with the facts the read model carried into it from earlier periods. */
export interface PcafPublishedPeriod {
  period: string;
  values: readonly PcafCompanyValue[];
  /** Slowly changing facts the period does not answer, carried from an earlier one (each with `carriedFrom`). */
  carried?: readonly PcafCompanyValue[];
  /** Slowly changing facts the period does not answer that could not be carried, and why. */
  notCarried?: ReadonlyArray<{ metricCode: string; reason: string }>;
}

export interface PcafCompanyData {
  companyId: number;
  name: string | null;
  /** The period of the published values used (the latest publication). */
  period: string | null;
  /** The period's values and the facts carried into it (marked `carriedFrom`). */
  values: readonly PcafCompanyValue[];
  /** Facts that could not be carried, and why (shown with the position's inputs). */
  notCarried?: ReadonlyArray<{ metricCode: string; reason: string }>;
}

export interface PcafFundPositions {
  fundId: number;
  name: string;
  /** The fund's positions on the chosen quarter end; null when it recorded none that day. */
  positions: PositionSet | null;
}

/** One position sent to the calculation, with what it was made of, to show beside its figures. */
export interface PcafPortfolioRow {
  id: string;
  fundId: number;
  fundName: string;
  date: string;
  /** Null for a sovereign bond (a country, not a company). */
  companyId: number | null;
  companyName: string | null;
  instrument: Instrument;
  assetClass: PcafAssetClass;
  /** The published period the company's values come from; null when it has published nothing. */
  valuesPeriod: string | null;
  /** What was read from the position and the published values, in words. */
  inputs: string[];
}

export interface PcafOutsidePosition {
  id: string;
  fundId: number;
  fundName: string;
  date: string;
  companyId: number | null;
  country: string | null;
  instrument: Instrument;
  value: number;
  reason: string;
}

export interface PcafPortfolioPositions {
  positions: PcafPosition[];
  rows: PcafPortfolioRow[];
  outside: PcafOutsidePosition[];
}

/**
 * The published period a company's PCAF inputs come from: the latest one with scope 1 emissions (a
 * later publication of another framework, a TCFD questionnaire, say, carries none), else the latest.
 * Its values are used together, so a position's attribution and emissions are of the same year; only the
 * slowly changing facts it leaves unanswered come from an earlier period (carried, marked, ADR 0095).
 * With `asOfYear` (the footprint over time, ADR 0166) only periods ending in that year or before count:
 * a quarter end of 2025 reads the 2025 data, else the latest earlier year, never a later one.
 */
export function pcafCompanyData(
  companyId: number,
  name: string | null,
  published: readonly PcafPublishedPeriod[],
  asOfYear?: number,
): PcafCompanyData {
  const sorted = published
    // A period (2025, 2025-H1, 2025-Q3) starts with the year it ends in (period.ts, PERIOD_PATTERN).
    .filter((p) => asOfYear === undefined || Number(p.period.slice(0, 4)) <= asOfYear)
    .sort((a, b) => (a.period < b.period ? 1 : a.period > b.period ? -1 : 0));
  const chosen =
    sorted.find((p) => p.values.some((v) => v.metricCode === CODE.scope1 && typeof v.value === 'number')) ??
    sorted[0];
  if (!chosen) return { companyId, name, period: null, values: [] };
  const own = new Set(chosen.values.map((v) => v.metricCode));
  const carried = (chosen.carried ?? []).filter((v) => !own.has(v.metricCode) && v.carriedFrom);
  return {
    companyId,
    name,
    period: chosen.period,
    values: [...chosen.values, ...carried],
    ...(chosen.notCarried?.length ? { notCarried: chosen.notCarried } : {}),
  };
}

const numberOf = (values: ReadonlyMap<string, PcafCompanyValue>, code: string): number | undefined => {
  const v = values.get(code)?.value;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};

/**
 * An input's name as a user reads it: the dictionary's name when the published value brought it,
 * else the code's last part in words ("company.total_equity" → "Total equity").
 */
export function pcafInputName(code: string, name?: string | null): string {
  if (name) return name;
  const words = (code.split('.').at(-1) ?? code).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An input's amount with its unit: euros as "€150,000,000", other units after the figure. */
export function pcafInputAmount(value: number, unit?: string): string {
  if (!unit || unit === 'EUR') return unit === 'EUR' ? eurText(value) : figureText(value);
  return `${figureText(value)} ${unit}`;
}

export function pcafPositionsFromPortfolio(
  funds: readonly PcafFundPositions[],
  companies: readonly PcafCompanyData[],
): PcafPortfolioPositions {
  const byCompany = new Map(companies.map((c) => [c.companyId, c]));
  const result: PcafPortfolioPositions = { positions: [], rows: [], outside: [] };
  for (const fund of funds) {
    if (!fund.positions) continue;
    const { date } = fund.positions;
    fund.positions.positions.forEach((p, index) => {
      const id = `${fund.fundId}/${date}/${index + 1}`;
      const assetClass = PCAF_ASSET_CLASS_OF_INSTRUMENT[p.instrument];
      if (assetClass === null || p.companyId === null) {
        result.outside.push({
          id,
          fundId: fund.fundId,
          fundName: fund.name,
          date,
          companyId: p.companyId,
          country: p.country,
          instrument: p.instrument,
          value: p.value,
          reason: OUTSIDE_REASON[p.instrument] ?? 'The position names no company',
        });
        return;
      }
      const company = byCompany.get(p.companyId);
      const values = new Map((company?.values ?? []).map((v) => [v.metricCode, v]));
      const inputs: string[] = [];
      const debt = DEBT_INSTRUMENTS.includes(p.instrument);
      const outstanding = debt && p.outstanding !== null ? p.outstanding : p.value;
      inputs.push(
        debt
          ? p.outstanding !== null
            ? `outstanding ${eurText(p.outstanding)} (${INSTRUMENT_LABELS[p.instrument]})`
            : `outstanding = value ${eurText(p.value)} (no outstanding amount recorded)`
          : `outstanding = value held ${eurText(p.value)} (${INSTRUMENT_LABELS[p.instrument]})`,
      );

      const companyInputs: PcafPosition['company'] = {};
      // Every published value the position reads, to name the investor's overrides among them.
      const read: Array<{ code: string; unit: string }> = [];
      const notCarried = new Map((company?.notCarried ?? []).map((n) => [n.metricCode, n.reason]));
      const carried = (code: string): string => {
        const from = values.get(code)?.carriedFrom;
        return from ? ` (${carriedText(from)})` : '';
      };
      type Denominator =
        | 'evic'
        | 'totalEquity'
        | 'totalDebt'
        | 'totalAssets'
        | 'propertyValueAtOrigination'
        | 'vehicleValueAtOrigination';
      const nameOf = (code: string) => pcafInputName(code, values.get(code)?.name);
      const amount = (code: string, n: number) => pcafInputAmount(n, values.get(code)?.unit);
      const take = (code: string, key: Denominator) => {
        const n = numberOf(values, code);
        if (n === undefined) {
          const why = notCarried.get(code);
          if (why) inputs.push(`${nameOf(code)} not used: ${why}`);
          return;
        }
        // The contract refuses negative EVIC, debt and assets: such a value is left out (named in the inputs).
        if (key !== 'totalEquity' && n < 0) {
          inputs.push(`${nameOf(code)} ${amount(code, n)} left out (negative)`);
          return;
        }
        companyInputs[key] = n;
        inputs.push(`${nameOf(code)} ${amount(code, n)}${carried(code)}`);
        read.push({ code, unit: '' });
      };
      const vehicles = assetClass === 'motor-vehicle-loans';
      if (vehicles) {
        // PCAF 5.6: the financed vehicles, as the borrower reports them; their value unknown, 100 % attributed.
        take(CODE.vehicleValueAtOrigination, 'vehicleValueAtOrigination');
      } else {
        take(CODE.evic, 'evic');
        take(CODE.totalEquity, 'totalEquity');
        take(CODE.totalDebt, 'totalDebt');
        take(CODE.totalAssets, 'totalAssets');
        if (assetClass === 'commercial-real-estate' || assetClass === 'mortgages')
          take(CODE.propertyValueAtOrigination, 'propertyValueAtOrigination');
        const listed = values.get(CODE.listed)?.value;
        if (typeof listed === 'boolean') {
          companyInputs.listed = listed;
          inputs.push(`${nameOf(CODE.listed)}: ${listed ? 'yes' : 'no'}${carried(CODE.listed)}`);
          read.push({ code: CODE.listed, unit: '' });
        }
      }

      const position: PcafPosition = {
        id,
        assetClass,
        outstanding,
        fundId: String(fund.fundId),
        company: companyInputs,
      };

      const scope1Code = vehicles ? CODE.vehicleScope1 : CODE.scope1;
      const scope2Code = vehicles
        ? CODE.vehicleScope2
        : numberOf(values, CODE.scope2Market) !== undefined
          ? CODE.scope2Market
          : CODE.scope2Location;
      const optionCode = vehicles ? CODE.vehicleOption : CODE.emissionsOption;
      const scope1 = numberOf(values, scope1Code);
      const scope2 = numberOf(values, scope2Code);
      const scope3 = vehicles ? undefined : numberOf(values, CODE.scope3);
      if (scope1 !== undefined && scope2 !== undefined && scope1 >= 0 && scope2 >= 0) {
        position.emissions = { scope1, scope2, ...(scope3 !== undefined && scope3 >= 0 ? { scope3 } : {}) };
        inputs.push(
          `${nameOf(scope1Code)} ${figureText(scope1)} tCO2e`,
          `${nameOf(scope2Code)} ${figureText(scope2)} tCO2e`,
        );
        read.push({ code: scope1Code, unit: 'tCO2e' }, { code: scope2Code, unit: 'tCO2e' });
        if (position.emissions.scope3 !== undefined) {
          inputs.push(`${nameOf(CODE.scope3)} ${figureText(scope3)} tCO2e`);
          read.push({ code: CODE.scope3, unit: 'tCO2e' });
        }
        const used = [values.get(scope1Code)!, values.get(scope2Code)!];
        const scores = used.map((v) => v.dataQualityScore).filter((s): s is number => s !== null);
        const option = values.get(optionCode)?.value;
        if (scores.length > 0) {
          position.dataQualityScore = Math.max(...scores);
          inputs.push(`data quality score ${position.dataQualityScore} as published with the emissions`);
        } else if (typeof option === 'string' && isPcafOption(option)) {
          // The option the company answered (pcaf.emissions_option, vehicle.pcaf_option): the table scores it.
          position.dataQualityOption = option;
          inputs.push(`data quality option ${option} as the company answered (${nameOf(optionCode)})`);
        } else if (used.every((v) => v.quality === 'audited')) {
          position.dataQualityOption = '1a';
          inputs.push('data quality option 1a: verified (audited) emissions');
        } else if (used.every((v) => v.quality === 'audited' || v.quality === 'reported')) {
          position.dataQualityOption = '1b';
          inputs.push('data quality option 1b: reported, unverified emissions');
        }
      }

      for (const { code, unit } of read) {
        const line = pcafOverrideLine(
          nameOf(code),
          values.get(code)!,
          unit || (values.get(code)?.unit ?? ''),
        );
        if (line) inputs.push(line);
      }

      result.positions.push(position);
      result.rows.push({
        id,
        fundId: fund.fundId,
        fundName: fund.name,
        date,
        companyId: p.companyId,
        companyName: company?.name ?? null,
        instrument: p.instrument,
        assetClass,
        valuesPeriod: company?.period ?? null,
        inputs,
      });
    });
  }
  return result;
}

/** Outstanding per PCAF data-quality score 1–5 of the included positions, and its share of their total. */
export function pcafScoreDistribution(
  results: readonly PcafPositionResult[],
): Array<{ score: number; outstanding: number; share: number | null }> {
  const included = results.filter((r) => !r.excluded && r.dataQualityScore !== null);
  const total = included.reduce((sum, r) => sum + r.outstanding, 0);
  return [1, 2, 3, 4, 5].map((score) => {
    const outstanding = included
      .filter((r) => r.dataQualityScore === score)
      .reduce((sum, r) => sum + r.outstanding, 0);
    return { score, outstanding, share: total > 0 ? outstanding / total : null };
  });
}

/**
 * How a fund's or an asset class's figures were made, written out from its positions' results: the
 * sum of the financed emissions and the outstanding-weighted data-quality score with their terms.
 */
export function pcafAggregateExplanation(results: readonly PcafPositionResult[]): string[] {
  const included = results.filter((r) => !r.excluded);
  if (included.length === 0)
    return [`No position could be attributed (${results.length} excluded): no figure, not zero.`];
  const total = included.reduce((sum, r) => sum + (r.financedEmissions ?? 0), 0);
  const weights = included.reduce((sum, r) => sum + r.outstanding, 0);
  const weighted = included.reduce((sum, r) => sum + r.outstanding * (r.dataQualityScore ?? 0), 0);
  const lines = [
    `Financed emissions (scopes 1 + 2) = ${included.map((r) => figureText(r.financedEmissions)).join(' + ')} = ${figureText(total)} tCO2e`,
    weights > 0
      ? `Weighted data quality = (${included.map((r) => `${eurText(r.outstanding)} × ${r.dataQualityScore}`).join(' + ')}) / ${eurText(weights)} = ${figureText(weighted / weights, 2)}`
      : 'Weighted data quality: nothing outstanding, no weighting',
  ];
  const excluded = results.length - included.length;
  if (excluded > 0)
    lines.push(
      `${excluded} position${excluded === 1 ? '' : 's'} excluded, each with its reason: not counted as zero.`,
    );
  return lines;
}

/** Emissions estimated on the scorecard for a position whose company published none (PCAF options 2 and 3). */
export interface PcafEnteredEstimate {
  estimate: NonNullable<PcafPosition['estimate']>;
  dataQualityOption: NonNullable<PcafPosition['dataQualityOption']>;
}

/**
 * The positions with the estimates entered for them: only a position without published emissions takes
 * one (reported emissions always come first in PCAF), and then its PCAF option replaces any published
 * score, so the score follows the estimate. Other positions are returned as they are.
 */
export function pcafPositionsWithEstimates(
  positions: readonly PcafPosition[],
  estimates: Readonly<Record<string, PcafEnteredEstimate>>,
): PcafPosition[] {
  return positions.map((p) => {
    const entry = estimates[p.id];
    if (!entry || p.emissions) return p;
    const { dataQualityScore: _published, ...rest } = p;
    void _published;
    return { ...rest, estimate: entry.estimate, dataQualityOption: entry.dataQualityOption };
  });
}

/** An entered estimate in words, for "How it was made". */
export function pcafEstimateText(entry: PcafEnteredEstimate): string {
  const e = entry.estimate;
  return e.basis === 'revenue'
    ? `estimate entered on the scorecard: revenue ${eurText(e.revenue)} × sector factor ${figureText(e.sectorFactor, 12)} tCO2e per EUR, PCAF option ${entry.dataQualityOption}`
    : `estimate entered on the scorecard: ${figureText(e.activity)} ${e.activityUnit} × ${figureText(e.emissionFactor)} tCO2e per ${e.activityUnit}, PCAF option ${entry.dataQualityOption}`;
}

/** A country's figures entered on the scorecard for a sovereign bond (PCAF 5.7; no reference data is loaded). */
export interface PcafSovereignEntry {
  /** PPP-adjusted GDP of the country, EUR. */
  pppAdjustedGdp: number;
  /** Production emissions excluding LULUCF, tCO2e. */
  productionEmissions: number;
  productionEmissionsInclLulucf?: number;
  dataQualityScore: number;
  /** The PCAF Table 5-26 option the score comes from, when the figures give one (ADR 0096). */
  dataQualityOption?: (typeof PCAF_DATA_QUALITY_OPTIONS)[number];
  /** Where the figures come from, and who saved them when (saved country figures, ADR 0083). */
  source?: string;
  saved?: string;
}

/**
 * Sovereign bonds with their country's figures entered become `sovereign-debt` positions of the calculation
 * (AF = outstanding / PPP-adjusted GDP, ADR 0057), with rows saying what they were made of. Bonds without a
 * country or without figures stay outside.
 */
export function pcafSovereignPositions(
  outside: readonly PcafOutsidePosition[],
  entries: Readonly<Record<string, PcafSovereignEntry>>,
): { positions: PcafPosition[]; rows: PcafPortfolioRow[] } {
  const positions: PcafPosition[] = [];
  const rows: PcafPortfolioRow[] = [];
  for (const o of outside) {
    const entry = entries[o.id];
    if (o.instrument !== 'sovereign_bond' || !o.country || !entry) continue;
    positions.push({
      id: o.id,
      assetClass: 'sovereign-debt',
      outstanding: o.value,
      fundId: String(o.fundId),
      company: {},
      sovereign: {
        country: o.country,
        pppAdjustedGdp: entry.pppAdjustedGdp,
        productionEmissions: entry.productionEmissions,
        ...(entry.productionEmissionsInclLulucf === undefined
          ? {}
          : { productionEmissionsInclLulucf: entry.productionEmissionsInclLulucf }),
      },
      // The option, where given, is scored by PCAF Table 5-26 in the calculation; else the score as given.
      ...(entry.dataQualityOption
        ? { dataQualityOption: entry.dataQualityOption }
        : { dataQualityScore: entry.dataQualityScore }),
    });
    rows.push({
      id: o.id,
      fundId: o.fundId,
      fundName: o.fundName,
      date: o.date,
      companyId: null,
      companyName: `${INSTRUMENT_LABELS.sovereign_bond} (${o.country})`,
      instrument: o.instrument,
      assetClass: 'sovereign-debt',
      valuesPeriod: null,
      inputs: [
        `outstanding = value held ${eurText(o.value)} (${INSTRUMENT_LABELS.sovereign_bond})`,
        `entered on the scorecard: PPP-adjusted GDP of ${o.country} ${eurText(entry.pppAdjustedGdp)}`,
        `entered on the scorecard: production emissions of ${o.country} excluding LULUCF ${figureText(entry.productionEmissions)} tCO2e` +
          (entry.productionEmissionsInclLulucf === undefined
            ? ''
            : `, including LULUCF ${figureText(entry.productionEmissionsInclLulucf)} tCO2e`),
        entry.dataQualityOption
          ? `entered on the scorecard: PCAF option ${entry.dataQualityOption} (data quality score ${entry.dataQualityScore}, PCAF Table 5-26)`
          : `entered on the scorecard: data quality score ${entry.dataQualityScore}`,
        ...(entry.source ? [`source of the figures: ${entry.source}`] : []),
        ...(entry.saved ? [entry.saved] : []),
      ],
    });
  }
  return { positions, rows };
}

const pcafValues = (values: readonly CompanyValue[]): PcafCompanyValue[] =>
  values.map((v) => ({
    metricCode: v.metricCode,
    name: v.name,
    unit: v.unit,
    value: v.value,
    quality: v.quality,
    dataQualityScore: v.dataQualityScore,
    // The investor's own value, with the company's original, is named in the position's inputs (ADR 0184).
    ...(v.override ? { override: v.override } : {}),
  }));

/** A period's values with the facts the read model carried into it from earlier periods (ADR 0095). */
export const pcafPublishedPeriod = (data: CompanyValues): PcafPublishedPeriod => ({
  period: data.period ?? '',
  values: pcafValues(data.values),
  carried: data.carried.map((v) => ({ ...pcafValues([v])[0], carriedFrom: v.carriedFrom })),
  notCarried: data.notCarried,
});
