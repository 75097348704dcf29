import { SCOPE3_METHOD_INFO, type CarbonLine, type DataQualitySummary } from '@esg/contracts/scoring';
import { summariseCarbonLines } from '@esg/contracts/carbon-summary';

export type Scope = '1' | '2' | '3';

export interface SummaryRow {
  /** A calculator row (REF, PE …) or a GHG Protocol scope 3 category (`cat01` … `cat15`). */
  code: string;
  label: string;
  /** tCO2e (location-based for scope 2); null when the row has no lines (no data, not 0). */
  tCO2e: number | null;
  /** Market-based tCO2e (scope 2 rows). */
  tCO2eMarket: number | null;
  lines: number;
  /** How the figure was made, in words. */
  how: string;
  /** Scope 3 categories: the data-quality score (1 best … 5 worst) and how it was made, in words. */
  quality?: { score: number; how: string } | null;
}

export interface ScopeSummary {
  scope: Scope;
  total: number;
  totalMarket: number | null;
  rows: SummaryRow[];
  /** Scope 3: the score of all its lines. */
  quality?: { score: number; how: string } | null;
}

export interface CalculatorSummary {
  scopes: ScopeSummary[];
  /** Scope 1 + 2 + 3 in tCO2e, scope 2 location-based and market-based. */
  totalAcrossScopes: { location: number; market: number };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One line's figure in words: quantity × factor, or the reported figure with its method. */
export function lineHow(l: CarbonLine): string {
  if (l.reported)
    return `${l.reported.tCO2e} t reported (${SCOPE3_METHOD_INFO[l.reported.method].label.toLowerCase()}${l.reported.verified ? ', verified' : ''})`;
  if (!l.factor) return `${l.kgCO2e} kg`;
  return `${l.quantity} ${l.unit} × ${l.factor.kgCO2e} kg CO2e/${l.factor.unit}`;
}

/** How a data-quality score was made, in a user's words (no option codes). */
export function qualityHow(quality: DataQualitySummary, lines: readonly CarbonLine[]): string {
  const parts = new Map<string, { score: number; methods: Set<string> }>();
  for (const l of lines) {
    if (!l.quality) continue;
    const group = l.quality.group.replace(/^Option \d+:\s*/, '');
    const entry = parts.get(group) ?? { score: l.quality.score, methods: new Set<string>() };
    if (l.method) entry.methods.add(SCOPE3_METHOD_INFO[l.method].label.toLowerCase());
    parts.set(group, entry);
  }
  const basis = [...parts.entries()]
    .map(([group, { score, methods }]) => `${group} (${[...methods].join(', ')}) score ${score}`)
    .join('; ');
  const mean =
    quality.weighting === 'emissions'
      ? `the mean of ${plural(quality.lines, 'line')}’ scores weighted by their emissions`
      : `the plain mean of ${plural(quality.lines, 'line')}’ scores (their emissions are 0)`;
  return `Data quality ${formatNumber(quality.score, 2)} on PCAF’s scale of 1 (best) to 5: ${mean}. ${basis}. Scores as the PCAF Standard’s ${quality.table.replace(/^PCAF /, '')} gives them.`;
}

/**
 * The Emissions summary (spec 2.9, 3) of calculated lines, from libs/contracts summariseCarbonLines, the
 * function the Emissions summary endpoint uses (ADR 0161): scope 1 and 2 by calculator row, scope 3 by the
 * fifteen GHG Protocol categories with their data-quality scores; nothing rounded.
 */
export function summarise(lines: readonly CarbonLine[]): CalculatorSummary {
  const summary = summariseCarbonLines(lines, '');
  const rowHow = (own: readonly CarbonLine[]) => {
    const kg = own.reduce((sum, l) => sum + l.kgCO2e, 0);
    return own.length
      ? `Σ of ${plural(own.length, 'line')}: ${own.map(lineHow).join(' + ')} = ${kg} kg = ${kg / 1000} t`
      : 'No activity data';
  };
  const rowsOf = (scope: '1' | '2') =>
    summary[`scope${scope}`].rows.map((row): SummaryRow => {
      const own = lines.filter((l) => l.category === row.code);
      return {
        code: row.code,
        label: row.emission,
        tCO2e: own.length ? row.tCO2e : null,
        tCO2eMarket: own.length && scope === '2' ? row.tCO2eMarket : null,
        lines: own.length,
        how: rowHow(own),
      };
    });
  const categories = summary.scope3.categories.map((c): SummaryRow => {
    const own = lines.filter((l) => l.category !== null && c.rows.includes(l.category));
    return {
      code: `cat${String(c.category).padStart(2, '0')}`,
      label: `${c.category}. ${c.name}`,
      tCO2e: c.tCO2e,
      tCO2eMarket: null,
      lines: c.lines,
      how: rowHow(own),
      quality: c.dataQuality ? { score: c.dataQuality.score, how: qualityHow(c.dataQuality, own) } : null,
    };
  });
  const scope3Lines = lines.filter((l) => l.scope === '3');
  return {
    scopes: [
      { scope: '1', total: summary.scope1.total, totalMarket: null, rows: rowsOf('1') },
      { scope: '2', total: summary.scope2.total, totalMarket: summary.scope2.totalMarket, rows: rowsOf('2') },
      {
        scope: '3',
        total: summary.scope3.total,
        totalMarket: null,
        rows: categories,
        quality: summary.scope3.dataQuality
          ? {
              score: summary.scope3.dataQuality.score,
              how: qualityHow(summary.scope3.dataQuality, scope3Lines),
            }
          : null,
      },
    ],
    totalAcrossScopes: summary.totalAcrossScopes,
  };
}

const FOUR = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const WHOLE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** Spec 9: scope totals to 4 decimals; the employee commuting total (EC, scope 3 category 7) as an integer. */
export function formatTonnes(value: number | null, code?: string): string {
  if (value === null) return '—';
  return code === 'EC' || code === 'cat07' ? WHOLE.format(Math.round(value)) : FOUR.format(value);
}

export const formatNumber = (value: number, digits = 6) =>
  new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits }).format(value);

/** One scope 3 line's data-quality score in words. */
export function qualityWords(l: CarbonLine): string {
  if (!l.quality || !l.method) return '';
  const group = l.quality.group.replace(/^Option \d+:\s*/, '').toLowerCase();
  return `Data quality ${l.quality.score} on PCAF’s scale of 1 (best) to 5: ${SCOPE3_METHOD_INFO[l.method].label.toLowerCase()}${l.reported?.verified ? ', verified by a third party' : ''} counts as ${group} in the PCAF Standard’s ${l.quality.table.replace(/^PCAF /, '')}.`;
}
