import type { PaiAction } from '@esg/contracts/action-plans';
import type { PaiIndicatorResultBody, PaiStatement, PaiText } from '@esg/contracts/reporting';
import { unitNumberFormat } from '@esg/contracts/spreadsheet-cells';
import { paiInputMetric } from '@esg/contracts/calculation-inputs/pai';
import { formatDay } from '@/lib/dates';
import { figure, overrideText } from './format';

export const REPORT_COLUMNS = (year: number) => [
  'Adverse Sustainability Indicator',
  'Metric',
  `Impact ${year}`,
  `Impact ${year - 1}`,
  'Explanation',
  'Actions taken, and actions planned and targets set for the next reference period',
];

export interface ReportRow {
  id: string;
  /** The Annex I indicator the row belongs to (T1-1 for T1-1a; the id itself for T1-2). */
  parentId: string;
  group: string;
  indicator: string;
  metric: string;
  unit: string;
  impact: number | null;
  impactPrevious: number | null;
  explanation: string;
  actions: string;
  /** The saved texts' version (0: nothing saved yet, the explanation is the default). */
  version: number;
  text: PaiText | null;
  /** For T1-6: the NACE sector the row is about. */
  sector: string | null;
  /** The inputs the investor overrode (ADR 0182), one line each: company, metric, who, when, original, why. */
  overridden: string[];
}

/** "Northwind Ltd, scope 1 GHG emissions: Overridden by …": each input of a figure the investor overrode. */
export function overriddenLines(
  indicator: Pick<PaiIndicatorResultBody, 'included'>,
  names: ReadonlyMap<number | string, string> = new Map(),
): string[] {
  return indicator.included.flatMap((c) =>
    (c.overridden ?? []).map((o) => {
      const company = names.get(c.companyId) ?? `Company ${String(c.companyId)}`;
      const metric = paiInputMetric(o.metric)?.description ?? o.metric;
      return `${company}, ${metric}: ${overrideText(o, formatDay)}`;
    }),
  );
}

export interface ReportGroup {
  title: string;
  rows: ReportRow[];
}

const GROUPS = [
  'Climate and other environment-related indicators',
  'Social and employee, respect for human rights, anti-corruption and anti-bribery matters',
  'Indicators applicable to investments in sovereigns and supranationals',
  'Indicators applicable to investments in real estate assets',
  'Additional climate and other environment-related indicators',
  'Additional indicators for social and employee, respect for human rights, anti-corruption and anti-bribery matters',
] as const;

/** The top-level group of the Annex I template an indicator belongs to. */
export function groupOf(i: Pick<PaiIndicatorResultBody, 'table' | 'parentId'>): string {
  if (i.table === 'Table 2') return GROUPS[4];
  if (i.table === 'Table 3') return GROUPS[5];
  const n = Number(/^T1-(\d+)/.exec(i.parentId)?.[1] ?? 0);
  if (n <= 9) return GROUPS[0];
  if (n <= 14) return GROUPS[1];
  if (n <= 16) return GROUPS[2];
  return GROUPS[3];
}

/** The report's tables: one per top-level group, rows in catalogue order, texts saved or defaulted. */
export function reportGroups(
  indicators: readonly PaiIndicatorResultBody[],
  previous: PaiStatement | undefined,
  texts: readonly PaiText[],
  defaults: Readonly<Record<string, string>>,
  names: ReadonlyMap<number | string, string> = new Map(),
): ReportGroup[] {
  const prior = new Map((previous?.indicators ?? []).map((i) => [i.id, i.value]));
  const saved = new Map(texts.map((t) => [t.indicatorId, t]));
  const rows: ReportRow[] = indicators.map((i) => {
    const text = saved.get(i.id) ?? null;
    const sector = i.parentId === 'T1-6' && i.label ? i.label : null;
    return {
      id: i.id,
      parentId: i.parentId,
      group: groupOf(i),
      indicator: i.indicator,
      metric:
        i.label && i.label !== i.metric && !i.metric.includes(';')
          ? `${i.metric} — ${i.label}`
          : (i.label ?? i.metric),
      unit: i.unit,
      impact: i.value,
      impactPrevious: prior.get(i.id) ?? null,
      explanation: text?.explanation || defaults[i.id] || '',
      actions: text?.actions ?? '',
      version: text?.version ?? 0,
      text,
      sector,
      overridden: overriddenLines(i, names),
    };
  });
  return GROUPS.map((title) => ({ title, rows: rows.filter((r) => r.group === title) })).filter(
    (g) => g.rows.length > 0,
  );
}

/**
 * A cell of the six columns as exported: numbers with 2 decimals and their unit. A figure that used the
 * investor's overrides says so under its explanation, with the company's original (ADR 0182), whatever
 * text the user saved.
 */
export function exportCells(row: ReportRow): string[] {
  const value = (v: number | null) => (v === null ? 'No data' : `${figure(v)} ${row.unit}`);
  const overrides = row.overridden.length
    ? `GP overrides used in this figure:\n${row.overridden.map((line) => `• ${line}`).join('\n')}`
    : '';
  return [
    `${row.id} ${row.indicator}`,
    row.metric,
    value(row.impact),
    value(row.impactPrevious),
    [row.explanation, overrides].filter(Boolean).join('\n\n'),
    row.actions,
  ];
}

/** A figure of the workbook (SheetJS cell): the number, with a number format that shows its unit. */
export interface WorkbookFigure {
  t: 'n';
  v: number;
  z: string;
}

/**
 * A row of the `.xls` workbook: the impacts are numbers formatted `#,##0.00" tCO2e"` (issue 26: figures
 * are never text), "No data" stays text; everything else as the PDF shows it.
 */
export function workbookCells(row: ReportRow): Array<string | WorkbookFigure> {
  const format = unitNumberFormat(row.unit);
  const value = (v: number | null): string | WorkbookFigure =>
    v === null ? 'No data' : { t: 'n', v, z: format };
  const [indicator, metric, , , explanation, actions] = exportCells(row);
  return [indicator, metric, value(row.impact), value(row.impactPrevious), explanation, actions];
}

/** The companies a statement covers (included or excluded by any indicator): the report's portfolio. */
export function statementCompanies(statement: PaiStatement | undefined): Set<string> | null {
  if (!statement) return null;
  const ids = new Set<string>();
  for (const i of statement.indicators) {
    for (const c of i.included) ids.add(String(c.companyId));
    for (const c of i.excluded) ids.add(String(c.companyId));
  }
  return ids;
}

/**
 * The action-plan recommendations offered in a row's Actions column (ADR 0055): those linked to the
 * row's Annex I indicator (T1-1 covers T1-1a … T1-1e) or to the row itself, of the portfolio companies
 * in the report (`companies`; null: not known yet, no narrowing). Signed-off first, then by due date.
 */
export function actionsForRow(
  row: Pick<ReportRow, 'id' | 'parentId'>,
  actions: readonly PaiAction[],
  companies: ReadonlySet<string> | null,
): PaiAction[] {
  return actions
    .filter(
      (a) =>
        (a.paiIndicatorIds.includes(row.parentId) || a.paiIndicatorIds.includes(row.id)) &&
        (companies === null || companies.has(String(a.portfolioCompanyId))),
    )
    .sort(
      (a, b) =>
        Number(b.status === 'signed-off') - Number(a.status === 'signed-off') ||
        a.dueDate.localeCompare(b.dueDate) ||
        a.recommendationId - b.recommendationId,
    );
}

/**
 * The line "Insert" adds to the Actions column, whose heading asks for actions taken and actions
 * planned: a signed-off recommendation is an action taken, any other one an action planned with its
 * due date as the target.
 */
export function actionLine(a: PaiAction): string {
  const company = a.portfolioCompanyName ?? `Company ${a.portfolioCompanyId}`;
  const plan = `action plan “${a.actionPlanTitle}” ${a.year}`;
  return a.status === 'signed-off'
    ? `Action taken: ${a.title} (${company}; completed and signed off; ${plan}).`
    : `Action planned: ${a.title} (${company}; due ${a.dueDate.slice(0, 10)}; ${plan}).`;
}
