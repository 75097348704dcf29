import {
  edciFormulaCodes,
  type EdciCell,
  type EdciCompanyRow,
  type EdciCompanyStatus,
  type EdciCompleteness,
  type EdciFormula,
  type EdciInput,
  type EdciIssue,
} from '@esg/contracts';

/*
 * The EDCI submission's rules (issue 13, docs/edci.md, ADR 0074): how each EDCI figure is made from the
 * published dictionary values, which of them are missing, out of range or in another unit, how complete
 * a company is, and what changed between two submissions. Pure: no I/O, no clock.
 */

/** How an EDCI figure is made: one dictionary value, or a share of two (part ÷ whole × 100). */
export type { EdciFormula };

export interface EdciMetricDef {
  id: string;
  name: string;
  category: string;
  /** The unit of the figure: `%` for shares, else the dictionary's canonical unit (`Yes/No` for booleans). */
  unit: string;
  required: boolean;
  definition: string;
  formula: EdciFormula;
  type: 'number' | 'boolean';
  /** The canonical unit of each input code (the dictionary's); '' where it has none (booleans). */
  inputUnits: Readonly<Record<string, string>>;
  /** Bounds of the figure: 0–100 for shares, the dictionary's for a value; null where none. */
  min: number | null;
  max: number | null;
  /** Counts are whole numbers (the dictionary's `integer` type). */
  integer: boolean;
}

/** A published dictionary value of a company, as the analysis read model keeps it. */
export interface PublishedInput {
  metricCode: string;
  value: EdciInput['value'];
  unit: string;
  /** `provided`, or why there is no value (`not_available`, `not_applicable`, …). */
  status: string;
  reason: string | null;
  period: string;
  responseId: number;
  publishedAt: string;
}

export const formulaText = (formula: EdciFormula): string =>
  formula.kind === 'value' ? formula.code : `${formula.part} ÷ ${formula.whole} × 100`;

export const formulaCodes = edciFormulaCodes;

/** Shares are kept to two decimals (42.857… % → 42.86 %), as the workbook shows them. */
export const roundShare = (x: number): number => Math.round(x * 100) / 100;

const toInput = (p: PublishedInput): EdciInput => ({
  metricCode: p.metricCode,
  value: p.value,
  unit: p.unit,
  period: p.period,
  responseId: p.responseId,
  publishedAt: p.publishedAt,
});

const show = (n: number): string => n.toLocaleString('en-GB', { maximumFractionDigits: 2 });

/** Why an input has no usable value: null when it has one. */
function absence(def: EdciMetricDef, input: PublishedInput | undefined): string | null {
  if (!input) return `${def.name} is missing: not published`;
  if (input.value === null || input.value === undefined) {
    const why = input.status.replace(/_/g, ' ');
    return `${def.name} is missing: ${why}${input.reason ? ` (${input.reason})` : ''}`;
  }
  return null;
}

/**
 * One EDCI figure of a company from its published values, with the problems found making it. A figure that
 * cannot be trusted (another unit, wrong type, a share of zero) is null and says why; a missing optional
 * metric is not a problem.
 */
export function figureOf(
  def: EdciMetricDef,
  values: ReadonlyMap<string, PublishedInput>,
): { cell: EdciCell; issues: EdciIssue[] } {
  const codes = formulaCodes(def.formula);
  const inputs = codes.map((code) => values.get(code));
  const cell: EdciCell = {
    metricId: def.id,
    value: null,
    inputs: inputs.filter((i): i is PublishedInput => i !== undefined).map(toInput),
  };
  const issues: EdciIssue[] = [];
  const issue = (kind: EdciIssue['kind'], severity: EdciIssue['severity'], message: string) =>
    issues.push({ metricId: def.id, severity, kind, message });

  for (const input of inputs) {
    if (!input || input.value === null) continue;
    const expected = def.inputUnits[input.metricCode] ?? '';
    if (expected !== '' && input.unit !== expected)
      issue(
        'unit',
        'error',
        `${def.name}: ${input.metricCode} is published in ${input.unit || 'no unit'}, EDCI reports ${expected}`,
      );
    const wanted = def.type === 'boolean' ? 'boolean' : 'number';
    if (typeof input.value !== wanted)
      issue(
        'inconsistent',
        'error',
        `${def.name}: ${input.metricCode} is published as ${JSON.stringify(input.value)}, not a ${def.type === 'boolean' ? 'yes/no answer' : 'number'}`,
      );
  }
  const missing = inputs.map((input) => absence(def, input)).find((m) => m !== null) ?? null;
  if (issues.length === 0 && missing === null) {
    if (def.formula.kind === 'value') {
      cell.value = inputs[0]!.value as number | boolean;
    } else {
      const part = inputs[0]!.value as number;
      const whole = inputs[1]!.value as number;
      if (whole === 0)
        issue(
          'inconsistent',
          def.required ? 'error' : 'warning',
          `${def.name} cannot be computed: ${def.formula.whole} is 0`,
        );
      else cell.value = roundShare((part / whole) * 100);
    }
  }
  if (typeof cell.value === 'number') {
    const v = cell.value;
    if ((def.min !== null && v < def.min) || (def.max !== null && v > def.max))
      issue(
        'out_of_range',
        'error',
        `${def.name} is ${show(v)}${def.unit === '%' ? ' %' : ` ${def.unit}`}; EDCI expects ${def.min === null ? '' : show(def.min)}${def.max === null ? ' or more' : `–${show(def.max)}`}`,
      );
    else if (def.integer && !Number.isInteger(v))
      issue('out_of_range', 'error', `${def.name} is ${show(v)}; it counts, so it must be a whole number`);
  }
  if (cell.value === null && issues.length === 0 && missing !== null && def.required)
    issue('missing', 'error', missing);
  return { cell, issues };
}

/** Plausibility across EDCI figures of one company (warnings: the data may still be right). */
export function crossCheckIssues(cells: ReadonlyMap<string, EdciCell['value']>): EdciIssue[] {
  const issues: EdciIssue[] = [];
  const injuries = cells.get('EDCI-INJ-1');
  const daysLost = cells.get('EDCI-INJ-3');
  if (injuries === 0 && typeof daysLost === 'number' && daysLost > 0)
    issues.push({
      metricId: 'EDCI-INJ-3',
      severity: 'warning',
      kind: 'inconsistent',
      message: `${show(daysLost)} days lost due to injury are reported with no injuries`,
    });
  const survey = cells.get('EDCI-ENG-1');
  const responseRate = cells.get('EDCI-ENG-2');
  if (survey === false && typeof responseRate === 'number' && responseRate > 0)
    issues.push({
      metricId: 'EDCI-ENG-2',
      severity: 'warning',
      kind: 'inconsistent',
      message: `A survey response rate of ${show(responseRate)} % is reported, but no employee survey`,
    });
  const fatalities = cells.get('EDCI-INJ-2');
  if (typeof injuries === 'number' && typeof fatalities === 'number' && fatalities > injuries)
    issues.push({
      metricId: 'EDCI-INJ-2',
      severity: 'warning',
      kind: 'inconsistent',
      message: `${show(fatalities)} fatalities against ${show(injuries)} recordable injuries: check that fatal injuries are counted as injuries`,
    });
  return issues;
}

export function completenessOf(defs: readonly EdciMetricDef[], cells: readonly EdciCell[]): EdciCompleteness {
  const answered = new Set(cells.filter((c) => c.value !== null).map((c) => c.metricId));
  const required = defs.filter((d) => d.required);
  const optional = defs.filter((d) => !d.required);
  const requiredAnswered = required.filter((d) => answered.has(d.id)).length;
  return {
    requiredAnswered,
    requiredTotal: required.length,
    optionalAnswered: optional.filter((d) => answered.has(d.id)).length,
    optionalTotal: optional.length,
    percent: required.length === 0 ? 100 : Math.floor((requiredAnswered / required.length) * 100),
  };
}

/**
 * The period of the year whose values the submission reads: the annual period when the company published
 * one, else its latest sub-period of the year (with a warning: EDCI asks for annual figures).
 */
export function chooseYearPeriod(
  year: number,
  periods: readonly string[],
  compare: (a: string, b: string) => number,
): { period: string | null; issue: EdciIssue | null } {
  const ofYear = periods.filter((p) => p === String(year) || p.startsWith(`${year}-`));
  if (ofYear.includes(String(year))) return { period: String(year), issue: null };
  if (ofYear.length === 0) return { period: null, issue: null };
  const latest = [...ofYear].sort(compare)[ofYear.length - 1];
  return {
    period: latest,
    issue: {
      metricId: null,
      severity: 'warning',
      kind: 'period',
      message: `No annual figures for ${year}: the ${latest} publication is used; EDCI asks for the calendar year`,
    },
  };
}

export interface CompanyEvaluation {
  cells: EdciCell[];
  issues: EdciIssue[];
  completeness: EdciCompleteness;
  status: EdciCompanyStatus;
}

/** Every EDCI figure of one company, its issues, completeness and status. */
export function evaluateCompany(
  defs: readonly EdciMetricDef[],
  values: ReadonlyMap<string, PublishedInput>,
  context: { year: number; periodIssue: EdciIssue | null; latestYear: number | null; excluded: boolean },
): CompanyEvaluation {
  const cells: EdciCell[] = [];
  const issues: EdciIssue[] = [];
  if (context.periodIssue) issues.push(context.periodIssue);
  if (values.size === 0) {
    for (const def of defs) cells.push({ metricId: def.id, value: null, inputs: [] });
    issues.push({
      metricId: null,
      severity: 'error',
      kind: 'no_data',
      message:
        context.latestYear === null
          ? `Nothing published for ${context.year}`
          : `Nothing published for ${context.year} (latest published year: ${context.latestYear})`,
    });
  } else {
    for (const def of defs) {
      const figure = figureOf(def, values);
      cells.push(figure.cell);
      issues.push(...figure.issues);
    }
    issues.push(...crossCheckIssues(new Map(cells.map((c) => [c.metricId, c.value]))));
  }
  const completeness = completenessOf(defs, cells);
  return { cells, issues, completeness, status: statusOf(issues, completeness, context.excluded) };
}

/** excluded → no_data → invalid (an error other than a missing value) → incomplete → complete. */
export function statusOf(
  issues: readonly EdciIssue[],
  completeness: EdciCompleteness,
  excluded: boolean,
): EdciCompanyStatus {
  if (excluded) return 'excluded';
  if (issues.some((i) => i.kind === 'no_data')) return 'no_data';
  if (issues.some((i) => i.severity === 'error' && i.kind !== 'missing')) return 'invalid';
  if (completeness.requiredAnswered < completeness.requiredTotal) return 'incomplete';
  return 'complete';
}

export interface SubmissionCounts {
  included: number;
  excluded: number;
  complete: number;
  withErrors: number;
}

export function countsOf(rows: readonly EdciCompanyRow[]): SubmissionCounts {
  const included = rows.filter((r) => r.exclusion === null);
  return {
    included: included.length,
    excluded: rows.length - included.length,
    complete: included.filter((r) => r.status === 'complete').length,
    withErrors: included.filter((r) => r.issues.some((i) => i.severity === 'error')).length,
  };
}

const cellText = (value: EdciCell['value'], unit: string): string =>
  value === null
    ? 'missing'
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : `${show(value)}${unit === '%' ? ' %' : unit ? ` ${unit}` : ''}`;

/**
 * What changed from the previous submission to this one, one line each: companies added, removed,
 * excluded or included again, and every figure that differs. Empty for a first submission.
 */
export function changesBetween(
  before: readonly EdciCompanyRow[] | null,
  after: readonly EdciCompanyRow[],
  defs: readonly EdciMetricDef[],
): string[] {
  if (before === null) return [];
  const lines: string[] = [];
  const previous = new Map(before.map((r) => [r.companyId, r]));
  const next = new Map(after.map((r) => [r.companyId, r]));
  for (const row of after) {
    const old = previous.get(row.companyId);
    if (!old) {
      lines.push(`${row.name} added`);
      continue;
    }
    if ((old.exclusion === null) !== (row.exclusion === null))
      lines.push(
        row.exclusion
          ? `${row.name} excluded (reported by ${row.exclusion.reportedBy})`
          : `${row.name} included again`,
      );
    const oldCells = new Map(old.cells.map((c) => [c.metricId, c.value]));
    for (const def of defs) {
      const was = oldCells.get(def.id) ?? null;
      const now = row.cells.find((c) => c.metricId === def.id)?.value ?? null;
      if (was !== now)
        lines.push(`${row.name} · ${def.name}: ${cellText(was, def.unit)} → ${cellText(now, def.unit)}`);
    }
  }
  for (const row of before) if (!next.has(row.companyId)) lines.push(`${row.name} removed`);
  return lines;
}
