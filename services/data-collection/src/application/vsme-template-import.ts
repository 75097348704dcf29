import type {
  FrameworkMetric,
  FrameworkSection,
  ImportResult,
  MetricDefinition,
  RejectedRow,
  SaveValueRequest,
  TableRow,
  VsmeTemplateSummary,
  XbrlBinding,
} from '@esg/contracts';
import { metricsOf, sectionsFor } from '../domain/esg/framework';
import type { ResponseDoc } from '../domain/esg/response';
import { roundConverted } from '../domain/esg/units';
import { checkTableCell } from '../domain/esg/value-rules';
import { loadReferenceData } from '../reference/reference-data';
import { datapointKey, type VsmeBuild } from '../reference/vsme.importer';
import { localName } from '../reference/vsme-taxonomy';
import { contains, VsmeWorkbook, type CellRead, type NamedRange } from '../spreadsheets/vsme-workbook';
import type { EsgCatalogue } from './esg-catalogue';
import type { ValueChange } from './value-writer';

/**
 * A filled VSME Digital Template as value changes of a VSME response (issue 25, ADR 0141). Driven by
 * the response's own datapoints: each node's XBRL binding says which defined name holds it (the
 * concept's local name; `Concept_Member` for a member of a dimension; the hypercube's name for a
 * table, whose key and column ranges lie inside it; `Concept_unit` for the unit). Cell texts become
 * members by the taxonomy's labels in every language and the converter's list of texts that differ
 * from them; units by the Units Registry. A bad cell is refused with its sheet, cell and VSME
 * paragraph; the handler applies all or nothing. Formulas are not evaluated (their cached result is read).
 */

export interface VsmeImportNode {
  metric: FrameworkMetric & { xbrl: XbrlBinding };
  definition: MetricDefinition;
}

export interface VsmeImportContext {
  vsme: VsmeBuild;
  /** The response's VSME nodes (its modules only). */
  nodes: VsmeImportNode[];
  period: { text: string; start: string; end: string };
  /** EUR per unit of the template's currency, when it is not EUR. */
  exchangeRate: number | null;
}

export interface VsmeImport {
  changes: ValueChange[];
  rejected: RejectedRow[];
  warnings: ImportResult['warnings'];
  rowsRead: number;
  empty: number;
  summary: VsmeTemplateSummary;
}

type Place = { sheet: string; cell: string; paragraph?: string };

const EUR = 'EUR';

export function vsmeTemplateChanges(book: VsmeWorkbook, ctx: VsmeImportContext): VsmeImport {
  const { taxonomy, product, converter } = ctx.vsme;
  const settings = product.template;
  const rejected: RejectedRow[] = [];
  const warnings: ImportResult['warnings'] = [];
  const changes: ValueChange[] = [];
  let valuesRead = 0;
  let empty = 0;

  const placeOf = (cell: CellRead, node?: VsmeImportNode): Place => ({
    sheet: cell.sheet,
    cell: cell.address,
    ...(node?.metric.ref ? { paragraph: node.metric.ref } : {}),
  });
  const refuse = (
    cell: CellRead | null,
    reference: string | null,
    rule: string,
    reason: string,
    node?: VsmeImportNode,
  ) =>
    rejected.push({
      row: cell?.row ?? 1,
      metricCode: node?.metric.code ?? null,
      reference,
      rule,
      reason,
      ...(cell ? placeOf(cell, node) : {}),
    });

  const isEmpty = (cell: CellRead) =>
    cell.value === null ||
    (typeof cell.value === 'string' && settings.emptyValues.includes(cell.value.trim()));
  const textOf = (cell: CellRead | null): string | null => {
    if (!cell || isEmpty(cell)) return null;
    if (cell.value instanceof Date) return isoDate(cell.value);
    return String(cell.value).replace(/\s+/g, ' ').trim();
  };
  const firstText = (names: string[]) => {
    for (const name of names) {
      const cell = book.first(name);
      const text = textOf(cell);
      if (text) return { cell: cell!, text };
    }
    return null;
  };

  // ---- what the template says about itself ----
  const versionCell = book.first(settings.names.version);
  const taxonomyCell = book.first(settings.names.taxonomy);
  const version = textOf(versionCell) ?? '';
  const entryPoint = textOf(taxonomyCell) ?? '';
  const currency = textOf(book.first(converter.aoix['monetary-units']))?.toUpperCase() ?? null;
  const start = firstText(settings.names.periodStart);
  const end = firstText(settings.names.periodEnd);
  const schemeLabel = textOf(book.first(converter.aoix['entity-scheme']))?.toLowerCase().replace(/\s+/g, '');
  const scheme = schemeLabel ? converter.entityIdentifierLabelsToSchemes[schemeLabel] : undefined;
  const identifier = textOf(book.first(converter.aoix['entity-identifier']));
  const summary: VsmeTemplateSummary = {
    templateVersion: version,
    taxonomy: entryPoint,
    entityName: textOf(book.first(converter.report['entity-name']['named-range'])),
    entityIdentifier: scheme && identifier ? { scheme, identifier } : null,
    currency,
    periodStart: start?.text ?? null,
    periodEnd: end?.text ?? null,
    validation: validationOf(
      book,
      settings.names.overallValidation,
      settings.validationSections.maxRows,
      textOf,
    ),
    valuesRead: 0,
  };
  const done = (): VsmeImport => ({
    changes,
    rejected,
    warnings,
    rowsRead: valuesRead,
    empty,
    summary: { ...summary, valuesRead },
  });

  if (!settings.versions.includes(version)) {
    refuse(
      versionCell,
      settings.names.version,
      'vsme.version',
      `this is Digital Template ${version || 'of no version'}; the versions read are ${settings.versions.join(', ')}`,
    );
    return done();
  }
  const entryPoints = [
    converter.taxonomyEntryPoints.supportedEntryPoint,
    ...converter.taxonomyEntryPoints.oldEntryPoints,
  ];
  if (!entryPoints.includes(entryPoint)) {
    refuse(
      taxonomyCell,
      settings.names.taxonomy,
      'vsme.taxonomy',
      `the template names the taxonomy ${entryPoint || '(none)'}, which is not a VSME taxonomy read here`,
    );
    return done();
  }
  if (start && start.text !== ctx.period.start)
    refuse(
      start.cell,
      null,
      'vsme.period',
      `the template's reporting period starts on ${start.text}; this response is ${ctx.period.text} (${ctx.period.start} to ${ctx.period.end})`,
    );
  if (end && end.text !== ctx.period.end)
    refuse(
      end.cell,
      null,
      'vsme.period',
      `the template's reporting period ends on ${end.text}; this response is ${ctx.period.text} (${ctx.period.start} to ${ctx.period.end})`,
    );
  if (!start || !end)
    warnings.push({
      row: 1,
      metricCode: '',
      message: `The template's reporting period has no stored dates (it was saved without calculating them); the response's period ${ctx.period.start} to ${ctx.period.end} is used.`,
    });
  if (summary.validation.overall && !/^complete$/i.test(summary.validation.overall)) {
    const open = summary.validation.sections.filter((s) => !/^(ok|-)$/i.test(s.status));
    warnings.push({
      row: 1,
      metricCode: '',
      message: `The template's own validation says ${summary.validation.overall}${open.length ? `: ${open.map((s) => `${s.section} (${s.status})`).join('; ')}` : ''}.`,
    });
  }

  // ---- names → ranges ----
  const alias = (name: string) => settings.aliases[name] ?? name;
  const rangesOf = new Map<string, NamedRange[]>();
  for (const name of book.names()) {
    const range = book.range(name)!;
    const key = alias(name);
    rangesOf.set(key, [...(rangesOf.get(key) ?? []), range]);
  }
  const defaults = [...taxonomy.dimensionDefaults.values()].map(localName);
  const factRange = (binding: XbrlBinding): NamedRange | null => {
    const local = localName(binding.concept);
    const members = Object.values(binding.dimensions);
    if (members.length) return rangesOf.get(`${local}_${localName(members[0])}`)?.[0] ?? null;
    const plain = rangesOf.get(local)?.[0];
    if (plain) return plain;
    for (const member of defaults) {
      const found = rangesOf.get(`${local}_${member}`)?.[0];
      if (found) return found;
    }
    return null;
  };

  // ---- members by text ----
  const memberIndex = new Map<string, Map<string, string>>();
  const normal = (text: string) =>
    text
      .toLowerCase()
      .replace(/\s*\[(member|abstract)\]\s*$/, '')
      .replace(/^nace\s+/, '')
      .replace(/[\u2010-\u2015]/g, '-')
      .replace(/\s+/g, ' ')
      .trim();
  const memberOf = (members: readonly string[], text: string): string | null => {
    const key = members.join('|');
    let index = memberIndex.get(key);
    if (!index) {
      index = new Map();
      for (const member of members) {
        index.set(normal(member), member);
        index.set(normal(localName(member)), member);
        for (const label of taxonomy.allLabels(member))
          if (!index.has(normal(label))) index.set(normal(label), member);
      }
      memberIndex.set(key, index);
    }
    const aliased = converter.cellValuesToTaxonomyLabels[text.trim()];
    return index.get(normal(text)) ?? (aliased ? (index.get(normal(aliased)) ?? null) : null);
  };

  // ---- units ----
  // Measures of the Units Registry (pure numbers and percentages have no unit to give).
  const ourUnits = new Map(
    Object.entries(product.units)
      .filter(([, utr]) => utr.startsWith('utr:'))
      .map(([unit, utr]) => [utr, unit]),
  );
  const unitOfText = (text: string): string | null => {
    const candidates = [text, ...[...text.matchAll(/\((.*?)\)/g)].map((m) => m[1])].map((c) => c.trim());
    for (const candidate of candidates) {
      const replaced = Object.entries(converter.cellUnitReplacements).reduce(
        (t, [from, to]) => t.split(from).join(to),
        candidate,
      );
      for (const option of [candidate, replaced]) {
        const unit = ourUnits.get(`utr:${option}`) ?? ourUnits.get(`utr:${option.toLowerCase()}`);
        if (unit !== undefined) return unit;
        if (product.units[option]?.startsWith('utr:')) return option;
      }
    }
    return null;
  };
  const defaultUnit = (concept: string): string | null => {
    const utr =
      converter.conceptsToUnits[concept] ?? converter.dataTypesToUnits[taxonomy.concept(concept).dataType];
    return utr ? (ourUnits.get(utr) ?? null) : null;
  };

  /** A cell's value for a metric (or table column) of `type`: numbers as given, percentages of a %-cell × 100, members by text. */
  const valueOf = (
    cell: CellRead,
    shape: { type: MetricDefinition['type']; unit: string; concept: string },
    node: VsmeImportNode,
    name: string,
  ): { value: unknown; unit?: string; exchangeRate?: number } | null => {
    const { type } = shape;
    let value: unknown = cell.value instanceof Date ? isoDate(cell.value) : cell.value;
    if (type === 'percent' && typeof value === 'number' && cell.numFmt.includes('%'))
      value = roundConverted(value * 100);
    if (type === 'choice') {
      const member = memberOf(taxonomy.domainOf(shape.concept), String(value));
      if (!member) {
        refuse(
          cell,
          name,
          'allowedValues',
          `${JSON.stringify(String(value))} is not one of the list of ${taxonomy.label(shape.concept)}`,
          node,
        );
        return null;
      }
      return { value: member };
    }
    if (type === 'currency') {
      const unit = currency ?? EUR;
      if (unit !== EUR && ctx.exchangeRate === null) {
        refuse(
          cell,
          name,
          'exchangeRate.required',
          `the template's amounts are in ${unit}: give the exchange rate (EUR per ${unit}) with the upload`,
          node,
        );
        return null;
      }
      return { value, unit, ...(unit !== EUR ? { exchangeRate: ctx.exchangeRate! } : {}) };
    }
    if (shape.unit.endsWith(`/${EUR}`)) {
      // An intensity per unit of turnover is per unit of the template's currency.
      const unit = currency ?? EUR;
      if (unit === EUR || typeof value !== 'number') return { value };
      if (ctx.exchangeRate === null) {
        refuse(
          cell,
          name,
          'exchangeRate.required',
          `the intensity is per ${unit}: give the exchange rate (EUR per ${unit}) with the upload`,
          node,
        );
        return null;
      }
      return { value: roundConverted(value / ctx.exchangeRate) };
    }
    return { value };
  };

  const unitCells = new Map<string, string | undefined>();

  // ---- datapoints ----
  const nodesByKey = new Set(
    ctx.nodes.map((n) => datapointKey(n.metric.xbrl.concept, n.metric.xbrl.dimensions)),
  );
  for (const node of ctx.nodes) {
    if (node.definition.type === 'table') {
      readTable(node);
      continue;
    }
    const range = factRange(node.metric.xbrl);
    if (!range) continue;
    const name = range.name;
    const cells = book.cells(range);
    const broken = cells.find((c) => c.error);
    if (broken) {
      refuse(
        broken,
        name,
        'cell.error',
        `the cell holds the Excel error ${broken.error}; correct it in the workbook`,
        node,
      );
      continue;
    }
    const filled = cells.filter((c) => !isEmpty(c));
    if (filled.length === 0) {
      empty++;
      continue;
    }
    valuesRead++;
    const concept = node.metric.xbrl.concept;
    const place = placeOf(filled[0], node);
    const input: SaveValueRequest = { status: 'provided' };
    if (node.definition.type === 'multi-choice') {
      const value = setValue(cells, filled, concept, node, name);
      if (value === null) continue;
      if (value.length === 0) {
        empty++;
        valuesRead--;
        continue;
      }
      input.value = value;
    } else {
      if (filled.length > 1) {
        refuse(
          filled[1],
          name,
          'cell.several',
          `${name} holds ${filled.length} values (${filled.map((c) => c.address).join(', ')}); it takes one`,
          node,
        );
        continue;
      }
      const read = valueOf(
        filled[0],
        { type: node.definition.type, unit: node.definition.unit, concept },
        node,
        name,
      );
      if (!read) continue;
      input.value = read.value;
      if (read.exchangeRate) input.exchangeRate = read.exchangeRate;
      const unit = read.unit ?? physicalUnit(concept, node, null);
      if (unit === undefined) continue;
      if (unit) input.unit = unit;
    }
    changes.push({ code: node.metric.code, input, row: filled[0].row, place });
  }

  // Values of datapoints the response does not ask (the Comprehensive Module of a Basic request).
  const skipped = new Map<string, number>();
  for (const datapoint of ctx.vsme.datapoints) {
    if (datapoint.kind !== 'fact' || nodesByKey.has(datapoint.key)) continue;
    const range = factRange({
      concept: datapoint.concept,
      dimensions: datapoint.dimensions,
      periodYearFrom: null,
    });
    if (range && book.cells(range).some((c) => !isEmpty(c) && c.value !== false))
      skipped.set(datapoint.disclosure ?? '', (skipped.get(datapoint.disclosure ?? '') ?? 0) + 1);
  }
  if (skipped.size)
    warnings.push({
      row: 1,
      metricCode: '',
      message: `Not imported, because this response does not ask them: ${[...skipped]
        .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
        .map(([d, n]) => `${d || 'other information'} (${n} value${n === 1 ? '' : 's'})`)
        .join(', ')}.`,
    });

  markOmitted();
  attachFootnotes();
  return done();

  /**
   * Disclosures the template omits as classified or sensitive information (B1 §24(b)): their
   * datapoints without a value are not available, with that reason, so they count as answered.
   */
  function markOmitted() {
    const omitted = ctx.nodes.find((n) => n.metric.xbrl.concept === product.omitted.concept);
    const listed = omitted && changes.find((c) => c.code === omitted.metric.code);
    if (!listed || !Array.isArray(listed.input.value)) return;
    const comparable = (text: string) =>
      text
        .toLowerCase()
        .replace(/\(s\)/g, 's')
        .replace(/\(.*?\)/g, '')
        .replace(/[^a-z0-9]/g, '');
    const titleOf = new Map(
      taxonomy.roles.map((r) => [
        r.uri,
        comparable(
          r.definition
            .split(/\s+-\s+/)
            .slice(2)
            .join(' '),
        ),
      ]),
    );
    const where = new Map(ctx.vsme.datapoints.map((d) => [d.code, d]));
    const answered = new Set(changes.map((c) => c.code));
    for (const member of listed.input.value as string[]) {
      const whole = /^([BC]\d+)-/.exec(localName(member))?.[1] ?? null;
      const [code, ...rest] = taxonomy.label(member).split(/\s+-\s+/);
      const title = comparable(rest.join(' '));
      for (const node of ctx.nodes) {
        const datapoint = where.get(node.metric.code);
        if (!datapoint || answered.has(node.metric.code)) continue;
        const inside = whole
          ? datapoint.disclosure === whole
          : datapoint.disclosure === code && titleOf.get(datapoint.role) === title;
        if (!inside) continue;
        answered.add(node.metric.code);
        changes.push({
          code: node.metric.code,
          input: { status: 'not_available', reason: product.omitted.reason },
          row: listed.row,
          place: { ...listed.place!, ...(node.metric.ref ? { paragraph: node.metric.ref } : {}) },
        });
      }
    }
  }

  // ---- helpers that report ----

  /**
   * The unit of a physical quantity: its `_unit` cell, else the converter's unit for the concept or
   * data type. A unit cell that names no unit is refused once, however many values it serves.
   */
  function physicalUnit(
    concept: string,
    node: VsmeImportNode,
    row: number | null,
    unitRange?: NamedRange | null,
  ): string | null | undefined {
    const accepted = node.definition.type === 'table' ? null : node.definition.acceptedUnits;
    if (accepted && accepted.length === 0) return null;
    const range =
      unitRange === undefined ? (rangesOf.get(`${localName(concept)}_unit`)?.[0] ?? null) : unitRange;
    const cell = range
      ? row !== null && range.bottom > range.top
        ? book.rowCells(range, row)[0]
        : book.cell(range.sheet, range.top, range.left)
      : null;
    const text = textOf(cell);
    if (!text) return defaultUnit(concept);
    const key = `${cell!.sheet}!${cell!.address}`;
    if (unitCells.has(key)) return unitCells.get(key);
    const unit = unitOfText(text) ?? undefined;
    unitCells.set(key, unit);
    if (unit === undefined)
      refuse(
        cell,
        range!.name,
        'unit',
        `unit ${JSON.stringify(text)} is not a unit of the XBRL Units Registry`,
        node,
      );
    return unit;
  }

  function setValue(
    cells: CellRead[],
    filled: CellRead[],
    concept: string,
    node: VsmeImportNode,
    name: string,
  ): string[] | null {
    const domain = taxonomy.domainOf(concept);
    // Check boxes: the n-th box of the range is the n-th member of the domain.
    if (filled.every((c) => typeof c.value === 'boolean')) {
      const rows = new Set(cells.map((c) => c.row)).size;
      const ordered =
        rows === 1 ? [...cells].sort((a, b) => a.col - b.col) : [...cells].sort((a, b) => a.row - b.row);
      const chosen: string[] = [];
      ordered.forEach((cell, index) => {
        if (cell.value !== true) return;
        if (index >= domain.length)
          refuse(
            cell,
            name,
            'allowedValues',
            `box ${index + 1} has no member in the taxonomy's list of ${taxonomy.label(concept)}`,
            node,
          );
        else chosen.push(domain[index]);
      });
      return chosen;
    }
    const chosen: string[] = [];
    for (const cell of filled) {
      const text = String(cell.value).trim();
      if (text === 'None') continue;
      const member = memberOf(domain, text);
      if (!member) {
        refuse(
          cell,
          name,
          'allowedValues',
          `${JSON.stringify(text)} is not one of the list of ${taxonomy.label(concept)}`,
          node,
        );
        return null;
      }
      if (!chosen.includes(member)) chosen.push(member);
    }
    return chosen;
  }

  function readTable(node: VsmeImportNode) {
    const spec = node.definition.table!;
    const name = localName(node.metric.xbrl.concept);
    const table = rangesOf.get(name)?.[0];
    if (!table) return;
    const inside = (local: string) => rangesOf.get(local)?.find((r) => contains(table, r)) ?? null;
    const keyRange = spec.key.concept ? inside(localName(spec.key.concept)) : null;
    if (!keyRange) {
      refuse(
        book.cell(table.sheet, table.top, table.left),
        name,
        'vsme.table',
        `the table ${name} has no range for ${spec.key.label}`,
        node,
      );
      return;
    }
    const columns = spec.columns.map((column) => ({
      column,
      range: inside(localName(column.concept!)),
      unitRange: rangesOf.get(`${localName(column.concept!)}_unit`)?.[0] ?? null,
    }));
    const shared = (a: NamedRange | null, b: NamedRange | null) =>
      a !== null &&
      b !== null &&
      a.top === b.top &&
      a.left === b.left &&
      a.bottom === b.bottom &&
      a.right === b.right;
    const rows: TableRow[] = [];
    const keys = new Map<string, string>();
    let firstCell: CellRead | null = null;
    let broken = false;
    for (let row = table.top; row <= table.bottom; row++) {
      const keyCell = book.rowCells(keyRange, row)[0];
      const cells: TableRow['cells'] = {};
      const units: Record<string, string> = {};
      const places: CellRead[] = [];
      let any = false;
      for (const { column, range, unitRange } of columns) {
        if (!range) continue;
        const cell = book.rowCells(range, row).find((c) => !isEmpty(c) || c.error) ?? null;
        if (!cell) continue;
        if (cell.error) {
          refuse(
            cell,
            range.name,
            'cell.error',
            `the cell holds the Excel error ${cell.error}; correct it in the workbook`,
            node,
          );
          broken = true;
          continue;
        }
        // Columns sharing one range (mass and volume of waste) take the value whose unit is theirs.
        const others = columns.filter((o) => o.column !== column && shared(o.range, range));
        let unit: string | null | undefined = null;
        if (column.acceptedUnits.length) {
          unit = physicalUnit(column.concept!, node, row, unitRange);
          if (unit === undefined) {
            // The row is still read: its key must be right too.
            broken = true;
            any = true;
            places.push(cell);
            continue;
          }
          if (
            unit &&
            !column.acceptedUnits.includes(unit) &&
            others.some((o) => o.column.acceptedUnits.includes(unit!))
          )
            continue;
        }
        if (cell.value === false && keyCell && isEmpty(keyCell)) continue;
        const read = valueOf(
          cell,
          { type: column.type, unit: column.unit, concept: column.concept! },
          node,
          range.name,
        );
        if (!read) {
          broken = true;
          continue;
        }
        const checked = checkTableCell(
          node.definition,
          column,
          textOf(keyCell) ?? `row ${row}`,
          read.value,
          unit ?? undefined,
        );
        if (checked.errors.length) {
          for (const error of checked.errors) refuse(cell, range.name, error.rule, error.message, node);
          broken = true;
          continue;
        }
        cells[column.id] = read.value as TableRow['cells'][string];
        if (unit) units[column.id] = unit;
        places.push(cell);
        any = true;
      }
      if (!any) continue;
      valuesRead++;
      firstCell ??= places[0];
      if (!keyCell || isEmpty(keyCell)) {
        refuse(
          places[0],
          keyRange.name,
          'table.key',
          `row ${row} has values but no ${spec.key.label.toLowerCase()}`,
          node,
        );
        broken = true;
        continue;
      }
      let key: string;
      if (spec.key.kind === 'member') {
        const member = memberOf(
          spec.key.allowedValues!.map((v) => v.value),
          String(keyCell.value),
        );
        if (!member) {
          refuse(
            keyCell,
            keyRange.name,
            'table.key',
            `${JSON.stringify(String(keyCell.value))} is not a ${spec.key.label.toLowerCase()} of the taxonomy's list`,
            node,
          );
          broken = true;
          continue;
        }
        key = member;
      } else key = typeof keyCell.value === 'number' ? String(keyCell.value) : String(keyCell.value).trim();
      const twice = keys.get(key);
      if (twice) {
        refuse(keyCell, keyRange.name, 'table.duplicate', `${textOf(keyCell)} is also in ${twice}`, node);
        broken = true;
        continue;
      }
      keys.set(key, keyCell.address);
      rows.push({ key, cells, ...(Object.keys(units).length ? { units } : {}) });
    }
    if (broken) return;
    if (rows.length === 0) {
      empty++;
      return;
    }
    changes.push({
      code: node.metric.code,
      input: { status: 'provided', value: rows },
      row: firstCell!.row,
      place: {
        sheet: table.sheet,
        cell: firstCell!.address,
        ...(node.metric.ref ? { paragraph: node.metric.ref } : {}),
      },
    });
  }

  /** The template's footnotes become the comment of the value they are written on (the concept by its label). */
  function attachFootnotes() {
    const text = rangesOf.get('footnote_text')?.[0];
    const ref = rangesOf.get('footnote_ref_concept')?.[0];
    const dimension = rangesOf.get('footnote_ref_dimension')?.[0];
    if (!text || !ref) return;
    const byLabel = new Map<string, ValueChange>();
    for (const change of changes) {
      const node = ctx.nodes.find((n) => n.metric.code === change.code)!;
      if (Object.keys(node.metric.xbrl.dimensions).length || node.definition.type === 'table') continue;
      for (const label of taxonomy.allLabels(node.metric.xbrl.concept)) byLabel.set(normal(label), change);
    }
    for (let row = text.top; row <= text.bottom; row++) {
      const note = textOf(book.cell(text.sheet, row, text.left));
      const conceptLabel = textOf(book.cell(ref.sheet, row, ref.left));
      if (!note || !conceptLabel) continue;
      // A footnote on a member of a dimension (a breakdown) has no single value to go with.
      if (dimension && textOf(book.cell(dimension.sheet, row, dimension.left))) continue;
      const change = byLabel.get(normal(conceptLabel));
      if (!change) continue;
      change.input.comment = change.input.comment ? `${change.input.comment}\n${note}` : note;
    }
  }
}

/** A date cell as YYYY-MM-DD; a date Excel cannot hold (before 1900, a broken serial) reads as none. */
const isoDate = (date: Date): string | null =>
  Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);

/** The template's overall validation status and each section's, as the workbook computed them. */
function validationOf(
  book: VsmeWorkbook,
  overallName: string,
  maxRows: number,
  textOf: (cell: CellRead | null) => string | null,
): VsmeTemplateSummary['validation'] {
  const overall = book.first(overallName);
  const sections: Array<{ section: string; status: string }> = [];
  if (overall)
    for (let row = overall.row + 1; row <= overall.row + maxRows; row++) {
      const status = textOf(book.cell(overall.sheet, row, overall.col));
      const section = textOf(book.cell(overall.sheet, row, overall.col - 1));
      // Headings between the sections ("Specific Content Validation Status") are not statuses.
      if (status && section && !/validation status/i.test(status))
        sections.push({ section: section.replace(/^·\s*/, ''), status });
    }
  return { overall: textOf(overall), sections };
}

/**
 * The nodes a template fills in a response: a VSME response's own datapoints (its modules); for a
 * response of another framework, the VSME datapoints that are its metrics (a VSME template also
 * answers the ESG or SFDR metrics it means).
 */
export function vsmeNodesFor(
  catalogue: EsgCatalogue,
  response: ResponseDoc,
  vsme: VsmeBuild,
): VsmeImportNode[] {
  const nodesOf = (sections: readonly FrameworkSection[]) =>
    vsmeNodesOf(sections, (code) => catalogue.requireMetric(code));
  const own = nodesOf(catalogue.treeFor(response.frameworkId, response));
  if (response.standardId === vsme.product.standardId || own.length) return own;
  const current = catalogue.current(vsme.product.standardId);
  if (!current) return [];
  const asked = new Set(catalogue.codesFor(response.frameworkId, response));
  const all = nodesOf(sectionsFor(current.sections, response.companyType, ['comprehensive']));
  return all.filter((n) => asked.has(n.metric.code));
}

/** The nodes of a framework tree that report an XBRL fact, with their metric definitions. */
export function vsmeNodesOf(
  sections: readonly FrameworkSection[],
  definition: (code: string) => MetricDefinition,
): VsmeImportNode[] {
  const nodes: VsmeImportNode[] = [];
  for (const { metric } of metricsOf(sections))
    if (metric.xbrl)
      nodes.push({ metric: metric as VsmeImportNode['metric'], definition: definition(metric.code) });
  return nodes;
}

/** Reads the uploaded template (exceljs) and turns it into value changes of `response`. */
export async function readVsmeTemplateUpload(
  data: Buffer,
  catalogue: EsgCatalogue,
  response: ResponseDoc,
  exchangeRate: number | null,
): Promise<VsmeImport> {
  const { vsme } = await loadReferenceData();
  const book = await VsmeWorkbook.load(data);
  const nodes = vsmeNodesFor(catalogue, response, vsme);
  return vsmeTemplateChanges(book, {
    vsme,
    nodes,
    period: { text: response.period, start: response.periodStart, end: response.periodEnd },
    exchangeRate,
  });
}
