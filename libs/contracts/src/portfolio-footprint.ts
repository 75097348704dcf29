import { eurText, figureText } from './amounts';
import { PAI_INPUTS } from './calculation-inputs/pai';
import type { PcafCompanyData, PcafFundPositions, PcafPortfolioRow } from './pcaf-portfolio';
import type { PositionSet } from './portfolio';
import { pcafEstimatedEmissions } from './pcaf-inputs';
import type { PcafPosition, PcafPositionResult } from './scoring';

/*
 * Portfolio footprint views (issue 28, ADR 0162): four figures of a fund or of all funds, made from the
 * PCAF calculation's results (services/scoring domain/pcaf: attribution factor × the company's emissions)
 * and the positions' values. The definitions (libs/reference-data pcaf.json "intensity_metrics_chapter6",
 * sfdr_pai.json Annex I indicators 2 and 3, TCFD 2017 for the WACI):
 *
 * - financed emissions: Σ financed emissions of the attributed positions (tCO2e);
 * - carbon footprint (SFDR PAI 2): financed emissions / current value of all the fund's investments (EUR M),
 *   cash, sovereigns and positions without data included, as the SFDR formula divides by all investments;
 * - economic emission intensity (PCAF chapter 6): financed emissions / the outstanding amount of the
 *   attributed positions (EUR M), the like-for-like ratio of what is covered;
 * - WACI (TCFD 2017; SFDR PAI 3's shape): Σ (value_i / value of the covered positions) × the company's
 *   emissions_i / its revenue_i (EUR M), over the company positions with emissions and revenue.
 *
 * Scope 3 counts where the company publishes it (never as a zero for one that does not; the lines name them).
 */

export type FootprintScopes = 'scopes-1-2' | 'scopes-1-2-3';

/** One position of the footprint: its values, its PCAF result and its company's own figures. */
export interface FootprintHolding {
  id: string;
  fundId: number;
  /** The company's id; null for a sovereign bond. */
  companyId: number | null;
  /** The company (or "Sovereign bond (DE)") as the screens name it. */
  name: string;
  /** The company's reported NACE division (company.nace), null when it has none. */
  sector: string | null;
  /** Current value of the investment, EUR. */
  value: number;
  /** PCAF outstanding amount, EUR. */
  outstanding: number;
  /** Null when PCAF excluded the position. */
  financedScope12: number | null;
  financedScope3: number | null;
  /** The company's own emissions (for the WACI); null for a sovereign or when it has none. */
  emissionsScope12: number | null;
  emissionsScope3: number | null;
  /** The company's revenue, EUR; null when not published. */
  revenue: number | null;
  dataQualityScore: number | null;
}

export interface FootprintFigure {
  value: number | null;
  unit: string;
  /** The formula in words. */
  formula: string;
  /** The arithmetic with its terms, and what was left out and why. */
  lines: string[];
}

export interface PortfolioFootprint {
  scopes: FootprintScopes;
  financedEmissions: FootprintFigure;
  carbonFootprint: FootprintFigure;
  economicEmissionIntensity: FootprintFigure;
  waci: FootprintFigure;
}

const MILLION = 1_000_000;
const withScope3 = (scopes: FootprintScopes) => scopes === 'scopes-1-2-3';
const scopeWords = (scopes: FootprintScopes) => (withScope3(scopes) ? 'scopes 1, 2 and 3' : 'scopes 1 and 2');
const millions = (eur: number) => figureText(eur / MILLION, 6);

/** A holding's financed emissions in the scopes chosen; null when PCAF excluded it. */
export function financedOf(h: FootprintHolding, scopes: FootprintScopes): number | null {
  if (h.financedScope12 === null) return null;
  return h.financedScope12 + (withScope3(scopes) ? (h.financedScope3 ?? 0) : 0);
}

const emissionsOf = (h: FootprintHolding, scopes: FootprintScopes): number | null =>
  h.emissionsScope12 === null
    ? null
    : h.emissionsScope12 + (withScope3(scopes) ? (h.emissionsScope3 ?? 0) : 0);

const list = (names: readonly string[]) => [...new Set(names)].join(', ');

/**
 * The four footprint figures of a set of holdings (one fund's, or all funds'), `allInvestments` being the
 * current value of all their investments (the funds' recorded figure, EUR). Pure: hand-computed tests in
 * libs/contracts/test/portfolio-footprint.spec.ts.
 */
export function portfolioFootprint(
  holdings: readonly FootprintHolding[],
  allInvestments: number,
  scopes: FootprintScopes,
): PortfolioFootprint {
  const words = scopeWords(scopes);
  const attributed = holdings.filter((h) => h.financedScope12 !== null);
  const excluded = holdings.filter((h) => h.financedScope12 === null);
  const total = attributed.reduce((sum, h) => sum + (financedOf(h, scopes) ?? 0), 0);
  const notes: string[] = [];
  if (excluded.length > 0)
    notes.push(`Not attributed, so not counted (never as zero): ${list(excluded.map((h) => h.name))}.`);
  const noScope3 = attributed.filter((h) => h.financedScope3 === null);
  if (withScope3(scopes) && noScope3.length > 0)
    notes.push(`No scope 3 published, scopes 1 and 2 only: ${list(noScope3.map((h) => h.name))}.`);
  const sumText =
    attributed.length === 0
      ? 'no position attributed'
      : `${attributed.map((h) => figureText(financedOf(h, scopes), 2)).join(' + ')} = ${figureText(total, 2)} tCO₂e`;

  const financedEmissions: FootprintFigure = {
    value: attributed.length ? total : null,
    unit: 'tCO₂e',
    formula: `Financed emissions = the sum of each position’s attribution factor × its company’s emissions (${words})`,
    lines: [`Financed emissions = ${sumText}`, ...notes],
  };

  const carbonFootprint: FootprintFigure = {
    value: attributed.length && allInvestments > 0 ? total / (allInvestments / MILLION) : null,
    unit: 'tCO₂e per € million invested',
    formula:
      'Carbon footprint = financed emissions ÷ the current value of all investments in € million (SFDR principal adverse impact 2)',
    lines:
      allInvestments > 0 && attributed.length
        ? [
            `Financed emissions = ${sumText}`,
            `All investments = ${eurText(allInvestments)} = € ${millions(allInvestments)} million (cash, sovereign bonds and positions without data included)`,
            `Carbon footprint = ${figureText(total, 2)} ÷ ${millions(allInvestments)} = ${figureText(total / (allInvestments / MILLION), 4)} tCO₂e per € million`,
            ...notes,
          ]
        : ['No figure: nothing attributed, or no value of all investments recorded.', ...notes],
  };

  const covered = attributed.reduce((sum, h) => sum + h.outstanding, 0);
  const economicEmissionIntensity: FootprintFigure = {
    value: attributed.length && covered > 0 ? total / (covered / MILLION) : null,
    unit: 'tCO₂e per € million invested',
    formula:
      'Economic emission intensity = financed emissions ÷ the outstanding amount of the attributed positions in € million (PCAF, chapter 6)',
    lines:
      covered > 0
        ? [
            `Financed emissions = ${sumText}`,
            `Outstanding of the attributed positions = ${attributed.map((h) => eurText(h.outstanding)).join(' + ')} = € ${millions(covered)} million`,
            `Economic emission intensity = ${figureText(total, 2)} ÷ ${millions(covered)} = ${figureText(total / (covered / MILLION), 4)} tCO₂e per € million`,
            ...notes,
          ]
        : ['No figure: no position attributed.', ...notes],
  };

  const waciHoldings = holdings.filter(
    (h) => emissionsOf(h, scopes) !== null && h.revenue !== null && h.revenue > 0,
  );
  const waciOut = holdings.filter((h) => !waciHoldings.includes(h));
  const waciValue = waciHoldings.reduce((sum, h) => sum + h.value, 0);
  const terms = waciHoldings.map((h) => {
    const intensity = emissionsOf(h, scopes)! / (h.revenue! / MILLION);
    return { h, intensity, weight: waciValue > 0 ? h.value / waciValue : 0 };
  });
  const waci = terms.reduce((sum, t) => sum + t.weight * t.intensity, 0);
  const waciFigure: FootprintFigure = {
    value: waciHoldings.length && waciValue > 0 ? waci : null,
    unit: 'tCO₂e per € million of revenue',
    formula:
      'Weighted average carbon intensity = the sum over companies of (position value ÷ value of the positions covered) × (company emissions ÷ company revenue in € million) (TCFD)',
    lines:
      waciValue > 0
        ? [
            ...terms.map(
              (t) =>
                `${t.h.name}: ${eurText(t.h.value)} ÷ ${eurText(waciValue)} × ${figureText(emissionsOf(t.h, scopes), 2)} tCO₂e ÷ € ${millions(t.h.revenue!)} million = ${figureText(t.weight, 4)} × ${figureText(t.intensity, 4)}`,
            ),
            `Weighted average carbon intensity = ${figureText(waci, 4)} tCO₂e per € million of revenue`,
            ...(waciOut.length
              ? [
                  `Not covered (no emissions or no revenue published, or not a company): ${list(waciOut.map((h) => h.name))}.`,
                ]
              : []),
          ]
        : ['No figure: no company position has both emissions and revenue.'],
  };

  return {
    scopes,
    financedEmissions,
    carbonFootprint,
    economicEmissionIntensity,
    waci: waciFigure,
  };
}

/**
 * Financed emissions grouped (by company, sector, fund), scopes 1 and 2 and scope 3 apart, largest first in
 * the scopes shown.
 */
export function footprintBreakdown(
  holdings: readonly FootprintHolding[],
  keyOf: (h: FootprintHolding) => string,
  scopes: FootprintScopes,
): Array<{ key: string; scope12: number; scope3: number }> {
  const groups = new Map<string, { key: string; scope12: number; scope3: number }>();
  for (const h of holdings) {
    if (h.financedScope12 === null) continue;
    const key = keyOf(h);
    const g = groups.get(key) ?? { key, scope12: 0, scope3: 0 };
    g.scope12 += h.financedScope12;
    g.scope3 += h.financedScope3 ?? 0;
    groups.set(key, g);
  }
  const shown = (g: { scope12: number; scope3: number }) => g.scope12 + (withScope3(scopes) ? g.scope3 : 0);
  return [...groups.values()].sort((a, b) => shown(b) - shown(a));
}

const numberValue = (company: PcafCompanyData | undefined, code: string): number | null => {
  const v = company?.values.find((x) => x.metricCode === code)?.value;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/**
 * The holdings of the footprint from the PCAF scorecard's inputs: the positions sent to the calculation,
 * their results, the rows saying what they are, the funds' recorded positions (for each position's current
 * value) and the companies' published values (revenue, sector).
 */
export function footprintHoldings(input: {
  positions: readonly PcafPosition[];
  results: readonly PcafPositionResult[];
  rows: readonly PcafPortfolioRow[];
  funds: readonly PcafFundPositions[];
  companies: readonly PcafCompanyData[];
}): FootprintHolding[] {
  const positionOf = new Map(input.positions.map((p) => [p.id, p]));
  const rowOf = new Map(input.rows.map((r) => [r.id, r]));
  const companyOf = new Map(input.companies.map((c) => [c.companyId, c]));
  // Position ids are "{fundId}/{date}/{index + 1}" (pcafPositionsFromPortfolio): the recorded value by id.
  const valueOf = new Map<string, number>();
  for (const f of input.funds)
    f.positions?.positions.forEach((p, i) =>
      valueOf.set(`${f.fundId}/${f.positions!.date}/${i + 1}`, p.value),
    );
  return input.results.flatMap((r) => {
    const row = rowOf.get(r.id);
    const position = positionOf.get(r.id);
    if (!row || !position) return [];
    const company = row.companyId === null ? undefined : companyOf.get(row.companyId);
    const sector = company?.values.find((v) => v.metricCode === PAI_INPUTS.nace.code)?.value;
    const own =
      position.assetClass === 'sovereign-debt'
        ? null
        : position.emissions
          ? {
              scope12: position.emissions.scope1 + position.emissions.scope2,
              scope3: position.emissions.scope3 ?? null,
            }
          : position.estimate
            ? pcafEstimatedEmissions(position.estimate)
            : null;
    return [
      {
        id: r.id,
        fundId: row.fundId,
        companyId: row.companyId,
        name: row.companyName ?? `Company ${row.companyId}`,
        sector: typeof sector === 'string' ? sector : null,
        value: valueOf.get(r.id) ?? r.outstanding,
        outstanding: r.outstanding,
        financedScope12: r.excluded ? null : r.financedEmissions,
        financedScope3: r.excluded ? null : r.financedEmissionsScope3,
        emissionsScope12: own?.scope12 ?? null,
        emissionsScope3: own?.scope3 ?? null,
        revenue: numberValue(company, PAI_INPUTS.revenue.code),
        dataQualityScore: r.dataQualityScore,
      },
    ];
  });
}

/**
 * The share of the attributed outstanding amount at each PCAF data-quality score 1–5 (by outstanding), over
 * the holdings with a score; `total` is that outstanding (0: nothing scored).
 */
export function footprintQualityShares(holdings: readonly FootprintHolding[]): {
  total: number;
  shares: number[];
} {
  const scored = holdings.filter((h) => h.financedScope12 !== null && h.dataQualityScore !== null);
  const total = scored.reduce((s, h) => s + h.outstanding, 0);
  const shares = [1, 2, 3, 4, 5].map((score) =>
    total > 0
      ? scored.filter((h) => h.dataQualityScore === score).reduce((s, h) => s + h.outstanding, 0) / total
      : 0,
  );
  return { total, shares };
}

/*
 * The footprint over time (issue 28 item 3, ADR 0166): one point per recorded quarter end (the reporting
 * date), each made exactly as the footprint of that date — its positions, the companies' data of the year the
 * date falls in (else their latest earlier year, pcafCompanyData with asOfYear), the PCAF calculation of those
 * positions — so the series moves with the emissions of each year, not only with the positions.
 */

/** A fund's recorded quarter ends (GET /api/funds/{id}/positions). */
export interface FundPositionHistory {
  fundId: number;
  name: string;
  sets: readonly PositionSet[];
}

/** One reporting date of the series: every fund's positions that day (null when the fund recorded none). */
export interface FootprintDate {
  date: string;
  year: number;
  funds: PcafFundPositions[];
}

/** Every recorded quarter end of the funds, oldest first, with each fund's positions on it. */
export function footprintDates(histories: readonly FundPositionHistory[]): FootprintDate[] {
  const dates = [...new Set(histories.flatMap((h) => h.sets.map((s) => s.date)))].sort();
  return dates.map((date) => ({
    date,
    year: Number(date.slice(0, 4)),
    funds: histories.map((h) => ({
      fundId: h.fundId,
      name: h.name,
      positions: h.sets.find((s) => s.date === date) ?? null,
    })),
  }));
}

/** What one reporting date's footprint was made of. */
export interface FootprintPeriodInput {
  date: string;
  holdings: readonly FootprintHolding[];
  /** The funds with positions on the date and their recorded value of all investments, EUR. */
  funds: ReadonlyArray<{ fundId: number; name: string; allInvestments: number }>;
  /** The PCAF calculation's outstanding-weighted data-quality score per fund and of all funds. */
  weightedDataQuality: { byFund: ReadonlyMap<number, number | null>; all: number | null };
  /** Each company's data period used on the date (null: it has published none up to that year). */
  dataPeriods: ReadonlyArray<{ name: string; period: string | null }>;
}

/** One point of the series: the four figures, the financed emissions by scope and the data quality. */
export interface FootprintPoint {
  date: string;
  /** Null when nothing was attributed on the date. */
  financedScope12: number | null;
  financedScope3: number | null;
  footprint: PortfolioFootprint;
  weightedDataQualityScore: number | null;
  /** Share of the attributed outstanding at each score 1–5. */
  qualityShares: number[];
  /** Which year's data each company contributed, and the funds without positions on the date, in words. */
  lines: string[];
}

/**
 * The series of a fund (or of all funds, `fundId` null) in the scopes chosen, one point per date on which it
 * recorded positions. Every figure is `portfolioFootprint` of that date's holdings (no second arithmetic).
 */
export function footprintSeries(
  periods: readonly FootprintPeriodInput[],
  fundId: number | null,
  scopes: FootprintScopes,
): FootprintPoint[] {
  return periods.flatMap((p) => {
    const funds = fundId === null ? p.funds : p.funds.filter((f) => f.fundId === fundId);
    if (funds.length === 0) return [];
    const holdings = p.holdings.filter((h) => funds.some((f) => f.fundId === h.fundId));
    const footprint = portfolioFootprint(
      holdings,
      funds.reduce((sum, f) => sum + f.allInvestments, 0),
      scopes,
    );
    const attributed = holdings.filter((h) => h.financedScope12 !== null);
    const names = new Set(holdings.map((h) => h.name));
    const byPeriod = new Map<string, string[]>();
    for (const d of p.dataPeriods) {
      if (!names.has(d.name)) continue;
      const key = d.period ?? '';
      byPeriod.set(key, [...(byPeriod.get(key) ?? []), d.name]);
    }
    const year = p.date.slice(0, 4);
    const lines = [...byPeriod.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([period, companies]) =>
        period === ''
          ? `No data published up to ${year}: ${companies.join(', ')}.`
          : period.startsWith(year)
            ? `Data of ${period}: ${companies.join(', ')}.`
            : `Data of ${period}, the latest published by ${year}: ${companies.join(', ')}.`,
      );
    return [
      {
        date: p.date,
        financedScope12: attributed.length
          ? attributed.reduce((sum, h) => sum + (h.financedScope12 ?? 0), 0)
          : null,
        financedScope3: attributed.length
          ? attributed.reduce((sum, h) => sum + (h.financedScope3 ?? 0), 0)
          : null,
        footprint,
        weightedDataQualityScore:
          fundId === null ? p.weightedDataQuality.all : (p.weightedDataQuality.byFund.get(fundId) ?? null),
        qualityShares: footprintQualityShares(holdings).shares,
        lines,
      },
    ];
  });
}
