import ExcelJS from 'exceljs';
import {
  neutraliseWorkbook,
  TEMPLATE_COLUMNS,
  type FrameworkSection,
  type MetricDefinition,
} from '@esg/contracts';
import type { CurrentValueDoc } from '../domain/esg/response';

/**
 * The Excel template of a response (GET /responses/{id}/template.xlsx): sheet "Values" with one row
 * per metric (code, section, name, unit, allowed values, current value, status, comment), locked
 * except the input cells (unit, value, status, comment), with drop-downs for choices, yes/no,
 * units and status; sheet "Lists" (hidden) holds the drop-down lists; sheet "About" names the
 * response the template belongs to, which the import checks.
 */
export const VALUES_SHEET = 'Values';
export const LISTS_SHEET = 'Lists';
export const ABOUT_SHEET = 'About';
export const STATUS_VALUES = ['provided', 'not_applicable', 'not_available'] as const;

export interface TemplateRow {
  code: string;
  section: string;
  label: string;
  metric: MetricDefinition;
  inputUnit: string | null;
  value: CurrentValueDoc | undefined;
}

export interface TemplateAbout {
  responseId: number;
  companyId: number;
  companyName: string;
  standardId: number;
  standardName: string;
  frameworkVersion: string;
  period: string;
}

/** Rows of the template: every metric once, in the framework's order, with its section path. */
export function templateRows(
  tree: readonly FrameworkSection[],
  metric: (code: string) => MetricDefinition,
  values: ReadonlyMap<string, CurrentValueDoc>,
  include: (code: string) => boolean = () => true,
): TemplateRow[] {
  const rows: TemplateRow[] = [];
  const seen = new Set<string>();
  const visit = (sections: readonly FrameworkSection[], path: string[]) => {
    for (const section of sections) {
      const here = [
        ...path,
        section.ref && !section.title.startsWith(section.ref)
          ? `${section.ref} ${section.title}`
          : section.title,
      ];
      for (const node of section.metrics) {
        if (seen.has(node.code) || !include(node.code)) continue;
        seen.add(node.code);
        const definition = metric(node.code);
        rows.push({
          code: node.code,
          section: here.join(' › '),
          label: node.ref ? `${node.ref} ${node.label ?? definition.name}` : (node.label ?? definition.name),
          metric: definition,
          inputUnit: node.inputUnit,
          value: values.get(node.code),
        });
      }
      visit(section.sections, here);
    }
  };
  visit(tree, []);
  return rows;
}

function displayValue(row: TemplateRow): string | number | null {
  const value = row.value;
  if (!value || value.status !== 'provided') return null;
  const raw: unknown = value.rawValue;
  const shown: unknown = typeof raw === 'number' ? raw : value.value;
  if (typeof shown === 'number') return shown;
  if (typeof shown === 'boolean') return shown ? 'Yes' : 'No';
  if (Array.isArray(shown)) return shown.join('; ');
  if (typeof shown === 'string') return shown;
  return null;
}

export async function buildTemplate(about: TemplateAbout, rows: readonly TemplateRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ESG Platform';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(VALUES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  const meta = workbook.addWorksheet(ABOUT_SHEET);
  // The input columns (unit, value, status, comment) are unlocked as whole columns, so an empty
  // input cell needs no element of its own: a spreadsheet gives a cell it creates its column's
  // style. Empty cells are not written at all, which keeps the sheet the import parses small
  // (about a third fewer cells in a fresh template; docs/benchmarks.md).
  const input = { protection: { locked: false } };
  sheet.columns = [
    { width: 34 },
    { width: 44 },
    { width: 60 },
    { width: 12, style: input },
    { width: 40 },
    { width: 20, style: input },
    { width: 16, style: input },
    { width: 40, style: input },
  ];
  const header = sheet.addRow([...TEMPLATE_COLUMNS]);
  header.font = { bold: true };
  header.eachCell((cell) => (cell.protection = { locked: true }));
  // Drop-downs are set by address: `getCell(n).dataValidation` would create the empty cell.
  const validations = (
    sheet as unknown as { dataValidations: { add(address: string, rule: ExcelJS.DataValidation): void } }
  ).dataValidations;

  // One column of the Lists sheet per distinct list, referenced by the drop-downs.
  const listColumns = new Map<string, string>();
  const listRange = (items: readonly string[]): string => {
    const key = items.join('\u0000');
    let range = listColumns.get(key);
    if (!range) {
      const column = listColumns.size + 1;
      items.forEach((item, i) => (lists.getCell(i + 1, column).value = item));
      const letter = lists.getColumn(column).letter;
      range = `${LISTS_SHEET}!$${letter}$1:$${letter}$${Math.max(items.length, 1)}`;
      listColumns.set(key, range);
    }
    return range;
  };
  const statusRange = listRange([...STATUS_VALUES]);
  const yesNoRange = listRange(['Yes', 'No']);

  for (const row of rows) {
    const { metric } = row;
    const value = row.value;
    const unit = value?.rawUnit ?? row.inputUnit ?? metric.unit;
    const allowed =
      metric.allowedValues?.map((v) => v.value) ?? (metric.type === 'boolean' ? ['Yes', 'No'] : []);
    const comment = value ? ((value.status === 'provided' ? value.comment : value.reason) ?? '') : '';
    // undefined, not null: exceljs creates a cell for null, and writes it with the column's style.
    const line = sheet.addRow([
      row.code,
      row.section,
      row.label,
      unit || undefined,
      allowed.length
        ? allowed.length > 30
          ? `${allowed.slice(0, 30).join('; ')}; … (${allowed.length} in the drop-down)`
          : allowed.join('; ')
        : undefined,
      displayValue(row) ?? undefined,
      value?.status ?? undefined,
      comment || undefined,
    ]);
    const n = line.number;
    validations.add(`G${n}`, {
      type: 'list',
      allowBlank: true,
      formulae: [statusRange],
      showErrorMessage: true,
    });
    if (metric.acceptedUnits.length > 1)
      validations.add(`D${n}`, {
        type: 'list',
        allowBlank: true,
        formulae: [listRange(metric.acceptedUnits)],
        showErrorMessage: false,
      });
    if (metric.type === 'boolean')
      validations.add(`F${n}`, {
        type: 'list',
        allowBlank: true,
        formulae: [yesNoRange],
        showErrorMessage: true,
      });
    else if (metric.type === 'choice' && metric.allowedValues)
      validations.add(`F${n}`, {
        type: 'list',
        allowBlank: true,
        formulae: [listRange(metric.allowedValues.map((v) => v.value))],
        showErrorMessage: true,
      });
  }
  meta.addRow(['Response', about.responseId]);
  meta.addRow(['Company', about.companyName, about.companyId]);
  meta.addRow(['Standard', about.standardName, about.standardId]);
  meta.addRow(['Framework version', about.frameworkVersion]);
  meta.addRow(['Period', about.period]);
  meta.addRow([
    'How to fill it',
    'Fill the Value, Unit, Status and Comment columns only. Status: provided, not_applicable or not_available; for the last two the Comment is the reason. Multiple choices are separated by semicolons.',
  ]);
  meta.getColumn(1).width = 20;
  meta.getColumn(2).width = 60;
  await sheet.protect('', {
    selectLockedCells: true,
    selectUnlockedCells: true,
    formatColumns: true,
    autoFilter: true,
    sort: true,
  });
  await meta.protect('', { selectLockedCells: true, selectUnlockedCells: true });
  // Every text cell, whichever column wrote it (issue 23, finding 4).
  neutraliseWorkbook(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
