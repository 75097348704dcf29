import {
  PAI_STATEMENT_GROUPS,
  unitNumberFormat,
  type PaiEntityStatement,
  type PaiStatementRow,
} from '@esg/contracts';
import type { DocCell, DocModel, NumberCell } from '../../infrastructure/documents/model';

export const DAY = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/**
 * A figure with 2 decimals and its unit (spec 2.7): a number in the workbook, whose number format shows the
 * unit (`#,##0.00" tCO2e"`), so the cell reads as the PDF does and still adds up.
 */
export function impactCell(value: number | null, unit: string): NumberCell {
  const format = unitNumberFormat(unit);
  return value === null
    ? { value: null, text: 'No data', format }
    : {
        value,
        text: `${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${unit}`,
        format,
      };
}

const share = (value: number | null): NumberCell =>
  value === null
    ? { value: null, text: '—', format: '0.0%' }
    : { value, text: `${(value * 100).toFixed(1)}%`, format: '0.0%' };

/**
 * The statement as a document: the sections in the order of Annex I, the table of each group with the six
 * columns of the template (and, in the workbook, the unit, coverage and estimated share beside them).
 */
export function statementDocument(statement: PaiEntityStatement): DocModel {
  const section = (id: string) => statement.sections.find((s) => s.id === id)!;
  const year = statement.year;
  const running = `${statement.entityName}${statement.lei ? ` · LEI ${statement.lei}` : ''}`;
  const columns = [
    { header: 'Adverse sustainability indicator', width: 16 },
    { header: 'Metric', width: 18 },
    { header: `Impact ${year}`, width: 9, numeric: true },
    { header: `Impact ${year - 1}`, width: 9, numeric: true },
    { header: 'Explanation', width: 28 },
    { header: 'Actions taken, and actions planned and targets set for the next reference period', width: 20 },
  ];
  const cells = (r: PaiStatementRow): DocCell[] => [
    r.indicator,
    r.metric,
    impactCell(r.impact, r.unit),
    impactCell(r.impactPrevious, r.unit),
    r.explanation,
    r.actions,
  ];
  const tables = PAI_STATEMENT_GROUPS.map((group, i) => ({
    group,
    index: i,
    rows: statement.rows.filter((r) => r.group === group),
  })).filter((g) => g.rows.length > 0);
  const quarterEnds = statement.quarterEnds.map(DAY).join(', ');
  const prefilled = (id: string) =>
    section(id).version === 0
      ? 'Prefilled by the platform from its data; not yet reviewed by the financial market participant.'
      : undefined;
  return {
    title: 'Statement on principal adverse impacts of investment decisions on sustainability factors',
    subtitle: `${statement.entityName} · reference period 1 January to 31 December ${year}`,
    running,
    short: `Statement on principal adverse impacts ${year}`,
    blocks: [
      { kind: 'heading', text: 'Financial market participant' },
      {
        kind: 'paragraph',
        text: `${statement.entityName}${statement.lei ? `\nLegal entity identifier: ${statement.lei}` : ''}`,
      },
      { kind: 'heading', text: 'Summary', marked: prefilled('summary') },
      { kind: 'paragraph', text: section('summary').text },
      { kind: 'heading', text: section('description').title, marked: prefilled('description') },
      { kind: 'paragraph', text: section('description').text },
      ...tables.map((t) => ({
        kind: 'table' as const,
        title: t.group,
        sheet: t.index < 4 ? `Table 1 (${t.index + 1})` : t.index === 4 ? 'Table 2' : 'Table 3',
        columns,
        rows: t.rows.map(cells),
        note: `Quarter ends: ${quarterEnds || 'none'}. Impacts are averages of the quarterly impacts; coverage and estimates are in each explanation.`,
      })),
      {
        kind: 'table',
        title: 'Coverage and estimates per indicator',
        sheet: 'Coverage',
        columns: [
          { header: 'Indicator', width: 30 },
          { header: 'Metric', width: 30 },
          { header: 'Unit', width: 14 },
          { header: `Impact ${year}`, width: 12, numeric: true },
          { header: 'Coverage', width: 10, numeric: true },
          { header: 'Estimated share of the covered value', width: 12, numeric: true },
        ],
        rows: statement.rows.map((r) => [
          r.indicator,
          r.metric,
          r.unit,
          impactCell(r.impact, r.unit),
          share(r.coverage),
          share(r.estimatedShare),
        ]),
      },
      { kind: 'heading', text: section('policies').title, marked: prefilled('policies') },
      { kind: 'paragraph', text: section('policies').text },
      { kind: 'heading', text: section('engagement').title, marked: prefilled('engagement') },
      { kind: 'paragraph', text: section('engagement').text },
      { kind: 'heading', text: section('standards').title, marked: prefilled('standards') },
      { kind: 'paragraph', text: section('standards').text },
      { kind: 'heading', text: section('historical').title, marked: prefilled('historical') },
      { kind: 'paragraph', text: section('historical').text },
    ],
  };
}
