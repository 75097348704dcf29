import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import type {
  AllowedValue,
  FrameworkCondition,
  FrameworkMetric,
  FrameworkSection,
  MetricType,
  Tier,
} from '@esg/contracts';
import type { TierRule } from '../domain/esg/framework';
import { cellText } from '../spreadsheets/cell-values';
import { ReferenceDataError, type BuiltFramework, type MetricSeed, type ValueLists } from './reference-types';

/**
 * Framework 13 from the official Invest Europe ESG Reporting Template workbook (ADR 0011): sheets
 * "7. Definitions - PC" (portfolio-company metrics with reference, definition, unit and guidance),
 * "7a. Policies" (guidance on the policies of 0.2.1), "8. Definitions - Fund" and "9. Definitions -
 * GP". The tiers come from column "M/R/F" of "4. Aggregated PC level": M/R/F = Minimum and up,
 * R/F = Intermediate and up, F = Full only, empty = optional (the SFDR PAI block). The version is
 * the workbook's own "VERSION As of dd/mm/yyyy" (Title page). Nothing is copied into code: a new
 * workbook is a new framework version.
 */

export const INVEST_EUROPE_STANDARD_ID = 13;
export const INVEST_EUROPE_WORKBOOK = 'sources/invest-europe-esg-reporting-template-2024-25.xlsx';

export const SHEETS = {
  title: 'Title page',
  aggregated: '4. Aggregated PC level',
  pc: '7. Definitions - PC',
  policies: '7a. Policies',
  fund: '8. Definitions - Fund',
  gp: '9. Definitions - GP',
} as const;

export const INVEST_EUROPE_TIERS: TierRule[] = [
  { tier: 'minimum', label: 'Minimum (fewer than 15 FTE)', minFte: null, maxFte: 14.999999 },
  { tier: 'intermediate', label: 'Intermediate (15 to 250 FTE)', minFte: 15, maxFte: 250 },
  { tier: 'full', label: 'Full (more than 250 FTE)', minFte: 250.000001, maxFte: null },
];

export interface InvestEuropeMapping {
  version: string;
  coreCodes: Record<'pc' | 'fund' | 'gp', Record<string, string>>;
  compoundIds: Record<string, string | string[]>;
  ticks: Record<string, Record<string, string>>;
  ignored: Record<string, string>;
}

export interface InvestEuropeImport {
  framework: BuiltFramework;
  metrics: MetricSeed[];
  /** Per sheet: how many metric rows were read. */
  counts: Record<'pc' | 'fund' | 'gp' | 'policies', number>;
  /** Workbook reference → dictionary code, per level (for the CSV import's COMPOUND_IDs). */
  codesByRef: Record<'pc' | 'fund' | 'gp', Map<string, string>>;
}

type Level = 'pc' | 'fund' | 'gp';
const REF = /^(PAI )?\d+(\.\d+)*$/;
const METRIC_REF = /^(PAI )?\d+(\.\d+)+$/;

export function codeForRef(level: Level, ref: string): string {
  return `ie.${level}.${ref.toLowerCase().replace(/^pai /, 'pai_').replace(/\./g, '_')}`;
}

const parentRef = (ref: string) => ref.replace(/\.\d+$/, '');

interface UnitSpec {
  type: MetricType;
  unit: string;
  acceptedUnits: string[];
  inputUnit: string | null;
  allowedValues: AllowedValue[] | null;
  min: number | null;
  max: number | null;
  maxLength?: number;
}

const T = ['tCO2e', 'kgCO2e', 'ktCO2e'];
const E = ['MWh', 'kWh', 'GWh', 'GJ'];

function options(text: string): AllowedValue[] {
  return text
    .split(/;\s*/)
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => ({ value: o, label: o }));
}

/** The workbook's unit column (e.g. "#, tCO2e (1 decimal place)") as a dictionary type and unit. */
function parseUnit(
  raw: string,
  name: string,
  aggregatedUnit: string | undefined,
  lists: ValueLists,
): UnitSpec | string {
  const unit = raw.replace(/\s+/g, ' ').trim();
  const spec = (type: MetricType, canonical = '', extra: Partial<UnitSpec> = {}): UnitSpec => ({
    type,
    unit: canonical,
    acceptedUnits: canonical ? [canonical] : [],
    inputUnit: null,
    allowedValues: null,
    min: null,
    max: null,
    ...extra,
  });
  const nonNegative = /net new hires/i.test(name) ? null : 0;
  const dropdown = /^(Y\/N|Text) \(dropdown\)(?: \((.*)\))?$/.exec(unit);
  if (dropdown) {
    const [, kind, list] = dropdown;
    if (list) return spec('choice', '', { allowedValues: options(list) });
    if (kind === 'Y/N') return spec('boolean');
    const fromAggregated =
      aggregatedUnit && /\(dropdown\) \((.*)\)$/.exec(aggregatedUnit.replace(/\s+/g, ' '));
    if (fromAggregated) return spec('choice', '', { allowedValues: options(fromAggregated[1]) });
    if (/country/i.test(name)) return spec('choice', '', { allowedValues: lists.get('iso-3166-1') ?? null });
    return `dropdown without options for "${name}"`;
  }
  switch (unit) {
    case 'Text':
      return spec('text');
    case 'ISIN code':
      return spec('text', '', { maxLength: 40 });
    case 'ISO currency code':
      return spec('choice', '', { allowedValues: lists.get('iso-4217') ?? null });
    case 'NACE code':
      return spec('choice', '', { allowedValues: lists.get('nace-rev2') ?? null });
    case 'Tick the box':
      return spec('boolean');
    case '%':
      return spec('percent', '%', { min: 0, max: 100 });
    case 'YYYY':
      return spec('integer', '', { min: 1900, max: 2100 });
    case '#':
      return spec(/^(total )?number of/i.test(name) ? 'integer' : 'number', '', { min: nonNegative });
    case '# (decimal)':
      return spec('number', /FTE|Full.Time/i.test(name) ? 'FTE' : '', { min: nonNegative });
    case '# (FTE - decimal)':
      return spec('number', 'FTE', { min: nonNegative });
    case '# (headcount - integer)':
      return spec('integer', 'people', { min: 0 });
    case '#, million (integer)':
      return spec('currency', 'EUR', { acceptedUnits: ['EUR', 'kEUR', 'EURm'], inputUnit: 'EURm', min: 0 });
    case '#, currency':
      return spec('currency', 'EUR', { acceptedUnits: ['EUR', 'kEUR', 'EURm'], min: 0 });
    case '#, tCO2e':
    case '#, tCO2e (1 decimal place)':
      return spec('number', 'tCO2e', { acceptedUnits: T, min: 0 });
    case '#, kWh (1 decimal place)':
      return spec('number', 'MWh', { acceptedUnits: E, inputUnit: 'kWh', min: 0 });
    case '#, GWh':
      return spec('number', 'MWh', { acceptedUnits: [...E, 'TWh'], inputUnit: 'GWh', min: 0 });
    case '#, tonnes':
      return spec('number', 't', { acceptedUnits: ['t', 'kg'], min: 0 });
    case '#, days (decimal)':
      return spec('number', 'days', { min: 0 });
    case 'tCO2e/M€ (number with decimal value)':
      return spec('number', 'tCO2e/EURm', { min: 0 });
    default:
      return `unknown unit "${unit}"`;
  }
}

/** Types a workbook question may share a dictionary code with. */
function compatible(workbook: MetricType, dictionary: MetricType): boolean {
  if (workbook === dictionary) return true;
  return (
    (workbook === 'number' && dictionary === 'integer') || (workbook === 'integer' && dictionary === 'number')
  );
}

interface Row {
  number: number;
  ref: string;
  name: string;
  definition: string;
  unit: string;
  guidance: string;
  moreInfo: string;
}

function rowsOf(sheet: ExcelJS.Worksheet): Row[] {
  const rows: Row[] = [];
  sheet.eachRow((row, number) => {
    rows.push({
      number,
      ref: cellText(row.getCell(1).value),
      name: cellText(row.getCell(2).value),
      definition: cellText(row.getCell(3).value),
      unit: cellText(row.getCell(4).value),
      guidance: cellText(row.getCell(5).value),
      moreInfo: cellText(row.getCell(6).value),
    });
  });
  return rows;
}

export async function importInvestEurope(
  workbookFile: Buffer,
  mapping: InvestEuropeMapping,
  dictionary: ReadonlyMap<string, MetricSeed>,
  lists: ValueLists,
): Promise<InvestEuropeImport> {
  const file = INVEST_EUROPE_WORKBOOK;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(workbookFile as unknown as ArrayBuffer);
  } catch (error) {
    throw new ReferenceDataError(file, null, `not a readable workbook (${(error as Error).message})`);
  }
  const sheet = (name: string) => {
    const found = workbook.getWorksheet(name);
    if (!found) throw new ReferenceDataError(file, `sheet "${name}"`, 'the sheet is missing');
    return found;
  };

  const publishedVersion = findVersion(sheet(SHEETS.title), file);
  const tiers = readTiers(sheet(SHEETS.aggregated), file);
  const policies = readPolicies(sheet(SHEETS.policies));
  const metrics: MetricSeed[] = [];
  const codesByRef: InvestEuropeImport['codesByRef'] = { pc: new Map(), fund: new Map(), gp: new Map() };
  const counts = { pc: 0, fund: 0, gp: 0, policies: policies.size };
  const source = `Invest Europe ESG Reporting Template ${publishedVersion}`;

  const readLevel = (level: Level, sheetName: string, title: string, ref: string): FrameworkSection => {
    const where = (row: Row) => `sheet "${sheetName}" row ${row.number}`;
    const root: FrameworkSection = {
      id: `ie-${level}`,
      ref,
      kind: 'section',
      title,
      description: null,
      condition: { kind: 'companyType', in: level === 'pc' ? ['pc'] : ['gp'] },
      metrics: [],
      sections: [],
    };
    const sectionsByRef = new Map<string, FrameworkSection>();
    const specsByRef = new Map<
      string,
      { code: string; type: MetricType; allowedValues: AllowedValue[] | null }
    >();
    let current: FrameworkSection = root;
    let pai: FrameworkSection | null = null;
    // Tick boxes below a heading without a reference ("If yes - ... (multiple choice)") are ticked as they apply.
    let looseHeading = false;
    const aggregatedUnits = level === 'pc' ? tiers.units : new Map<string, string>();

    let started = false;
    for (const row of rowsOf(sheet(sheetName))) {
      // Title rows come before the header row "Reference | Metric | Definition | Unit".
      if (row.ref === 'Reference') {
        started = true;
        continue;
      }
      if (!started || (!row.ref && !row.name)) continue;
      if (/^SFDR PRINCIPAL ADVERSE IMPACT/i.test(row.ref)) {
        pai = section(
          `ie-${level}-pai`,
          'PAI',
          'SFDR principal adverse impacts: inputs for PAI reporting (optional)',
          null,
        );
        root.sections.push(pai);
        current = pai;
        continue;
      }
      if (!row.ref) {
        // A heading row without reference ("If yes - Person(s) responsible ...") or a note.
        if (row.name && !row.unit) looseHeading = true;
        continue;
      }
      if (!REF.test(row.ref)) {
        if (/^Users who collect data/i.test(row.ref)) continue;
        if (row.ref.length === 1 && /[A-C]/.test(row.ref)) continue; // the sheet's own A/B/C title row
        throw new ReferenceDataError(file, where(row), `unexpected reference "${row.ref}"`);
      }
      const isHeading = !row.unit || row.unit === row.name;
      if (isHeading) {
        if (!row.name) throw new ReferenceDataError(file, where(row), `reference ${row.ref} has no name`);
        const parent = METRIC_REF.test(row.ref)
          ? (sectionsByRef.get(parentRef(row.ref)) ?? current)
          : pai && row.ref.startsWith('PAI')
            ? pai
            : root;
        const node = section(
          `ie-${level}-${row.ref.toLowerCase().replace(/[ .]/g, '_')}`,
          row.ref,
          row.name,
          conditionOfHeading(row.name, level),
        );
        if (row.definition && row.definition !== row.name) node.description = row.definition;
        parent.sections.push(node);
        sectionsByRef.set(row.ref, node);
        current = node;
        looseHeading = false;
        continue;
      }
      if (!METRIC_REF.test(row.ref))
        throw new ReferenceDataError(
          file,
          where(row),
          `metric reference "${row.ref}" is not of the form 1.2.3`,
        );
      if (specsByRef.has(row.ref))
        throw new ReferenceDataError(file, where(row), `reference ${row.ref} appears twice`);
      if (!row.name) throw new ReferenceDataError(file, where(row), `metric ${row.ref} has no name`);
      const parsed = parseUnit(row.unit, row.name, aggregatedUnits.get(row.ref), lists);
      if (typeof parsed === 'string') throw new ReferenceDataError(file, where(row), parsed);
      counts[level]++;
      const coreCode = mapping.coreCodes[level][row.ref];
      let code: string;
      let inputUnit: string | null = parsed.inputUnit;
      if (coreCode) {
        const core = dictionary.get(coreCode);
        if (!core)
          throw new ReferenceDataError(
            'product/invest-europe-mapping.json',
            `${level} ${row.ref}`,
            `unknown dictionary code ${coreCode}`,
          );
        if (!compatible(parsed.type, core.type))
          throw new ReferenceDataError(
            'product/invest-europe-mapping.json',
            `${level} ${row.ref}`,
            `the workbook asks a ${parsed.type}, ${coreCode} is a ${core.type}`,
          );
        code = coreCode;
        if (
          inputUnit === null &&
          parsed.unit &&
          parsed.unit !== core.unit &&
          core.acceptedUnits.includes(parsed.unit)
        )
          inputUnit = parsed.unit;
        if (inputUnit !== null && !core.acceptedUnits.includes(inputUnit)) inputUnit = null;
        specsByRef.set(row.ref, { code, type: core.type, allowedValues: core.allowedValues });
      } else {
        code = codeForRef(level, row.ref);
        const helpParts = [
          row.guidance,
          policies.get(level === 'pc' ? row.ref : '') ?? '',
          row.moreInfo ? `More information: ${row.moreInfo}` : '',
        ]
          .filter(Boolean)
          .join('\n\n');
        metrics.push({
          code,
          name: row.name,
          definition: row.definition || row.name,
          type: parsed.type,
          unit: parsed.unit,
          acceptedUnits: parsed.acceptedUnits,
          min: parsed.min,
          max: parsed.max,
          allowedValues: parsed.allowedValues,
          maxLength: parsed.maxLength ?? null,
          dataQualityScore: parsed.unit === 'tCO2e',
          yearOnYearCheck: ['number', 'integer', 'percent', 'currency'].includes(parsed.type),
          helpText: helpParts || null,
          usedBy: [`Invest Europe ${row.ref}`],
          source,
        });
        specsByRef.set(row.ref, { code, type: parsed.type, allowedValues: parsed.allowedValues });
      }
      codesByRef[level].set(row.ref, code);
      const tier: Tier | null = level === 'pc' ? (tiers.byRef.get(row.ref) ?? 'optional') : null;
      const tick = row.unit === 'Tick the box';
      const parent =
        sectionsByRef.get(parentRef(row.ref)) ?? nearestSection(sectionsByRef, row.ref) ?? current;
      const node: FrameworkMetric = {
        code,
        ref: row.ref,
        label: row.name,
        required:
          !(tick && looseHeading) && !/^If available\b/i.test(row.name) && !/^Other\b/i.test(row.name),
        tier,
        condition: conditionOf(row, specsByRef),
        inputUnit,
        options: null,
        multiple: false,
      };
      parent.metrics.push(node);
      if (!tick) looseHeading = false;
    }
    if (!started)
      throw new ReferenceDataError(
        file,
        `sheet "${sheetName}"`,
        'no header row "Reference | Metric | Definition | Unit"',
      );
    return root;
  };

  const pc = readLevel('pc', SHEETS.pc, 'Portfolio company metrics', 'A');
  const fund = readLevel('fund', SHEETS.fund, 'Fund metrics', 'B');
  const gp = readLevel('gp', SHEETS.gp, 'GP metrics', 'C');
  for (const ref of policies.keys())
    if (!codesByRef.pc.has(ref))
      throw new ReferenceDataError(
        file,
        `sheet "${SHEETS.policies}"`,
        `policy ${ref} is not a metric of sheet "${SHEETS.pc}"`,
      );

  const sha256 = createHash('sha256').update(workbookFile).digest('hex');
  return {
    framework: {
      standardId: INVEST_EUROPE_STANDARD_ID,
      name: 'Invest Europe ESG Reporting',
      version: publishedVersion,
      description:
        'The Invest Europe ESG Reporting Template 2024/25 (with VentureESG): portfolio-company metrics in a staged approach (Minimum < 15 FTE, Intermediate 15–250, Full > 250 FTE), with the optional SFDR PAI inputs, plus fund- and GP-level metrics for GPs reporting on themselves. Imported from the official workbook.',
      source: {
        kind: 'workbook',
        files: [INVEST_EUROPE_WORKBOOK, 'product/invest-europe-mapping.json'],
        publishedVersion,
        sha256,
        note: `Sheets ${SHEETS.pc}, ${SHEETS.policies}, ${SHEETS.fund}, ${SHEETS.gp}; tiers from ${SHEETS.aggregated}; mapping ${mapping.version}`,
      },
      tiers: INVEST_EUROPE_TIERS,
      sections: [pc, fund, gp],
    },
    metrics,
    counts,
    codesByRef,
  };
}

function section(
  id: string,
  ref: string | null,
  title: string,
  condition: FrameworkCondition | null,
): FrameworkSection {
  return { id, ref, kind: 'section', title, description: null, condition, metrics: [], sections: [] };
}

function nearestSection(
  sections: ReadonlyMap<string, FrameworkSection>,
  ref: string,
): FrameworkSection | undefined {
  let candidate = ref;
  while (candidate.includes('.')) {
    candidate = parentRef(candidate);
    const found = sections.get(candidate);
    if (found) return found;
  }
  return undefined;
}

/** "If yes - ..." questions apply when their parent question is answered yes. */
function conditionOf(
  row: Row,
  specs: ReadonlyMap<string, { code: string; type: MetricType; allowedValues: AllowedValue[] | null }>,
): FrameworkCondition | null {
  if (!/^If (yes|so|Section)\b/i.test(row.name)) return null;
  const parent = specs.get(parentRef(row.ref));
  if (!parent) return null;
  if (parent.type === 'boolean') return { kind: 'answer', metricCode: parent.code, in: [true] };
  if (parent.type === 'choice') {
    const yes = (parent.allowedValues ?? []).filter((v) => /^yes\b/i.test(v.value)).map((v) => v.value);
    return yes.length ? { kind: 'answer', metricCode: parent.code, in: yes } : null;
  }
  return null;
}

/** Sheet 8's "(These questions should only be answered if "Article 8" was selected in question 1.1.1 ...)". */
function conditionOfHeading(name: string, level: Level): FrameworkCondition | null {
  const match = /answered\s+if\s+"([^"]+)"\s+was selected in question\s+([\d.]+)/i.exec(name);
  if (!match) return null;
  return { kind: 'answer', metricCode: codeForRef(level, match[2]), in: [match[1]] };
}

function findVersion(title: ExcelJS.Worksheet, file: string): string {
  let found: string | null = null;
  title.eachRow((row) =>
    row.eachCell((cell) => {
      const match = /VERSION\s+As of\s+(\d{2})\/(\d{2})\/(\d{4})/i.exec(cellText(cell.value));
      if (match && !found) found = `${match[3]}-${match[2]}-${match[1]}`;
    }),
  );
  if (!found) throw new ReferenceDataError(file, `sheet "${SHEETS.title}"`, 'no "VERSION As of dd/mm/yyyy"');
  return found;
}

function readTiers(
  sheet: ExcelJS.Worksheet,
  file: string,
): { byRef: Map<string, Tier>; units: Map<string, string> } {
  const byRef = new Map<string, Tier>();
  const units = new Map<string, string>();
  sheet.eachRow((row, number) => {
    const ref = cellText(row.getCell(1).value);
    if (!METRIC_REF.test(ref)) return;
    const stages = cellText(row.getCell(2).value);
    const unit = cellText(row.getCell(4).value);
    // A section heading repeats its title across the columns.
    if (unit === stages && stages !== '') return;
    if (unit) units.set(ref, unit);
    if (stages === 'M/R/F') byRef.set(ref, 'minimum');
    else if (stages === 'R/F') byRef.set(ref, 'intermediate');
    else if (stages === 'F') byRef.set(ref, 'full');
    else if (stages === '') byRef.set(ref, 'optional');
    else if (unit)
      throw new ReferenceDataError(
        file,
        `sheet "${SHEETS.aggregated}" row ${number}`,
        `unknown stage "${stages}"`,
      );
  });
  if (byRef.size === 0)
    throw new ReferenceDataError(file, `sheet "${SHEETS.aggregated}"`, 'no M/R/F stages found');
  return { byRef, units };
}

/** Sheet 7a: possible scope, components, targets and timeline of each policy of 0.2.1. */
function readPolicies(sheet: ExcelJS.Worksheet): Map<string, string> {
  const policies = new Map<string, string>();
  sheet.eachRow((row) => {
    const ref = cellText(row.getCell(1).value);
    if (!METRIC_REF.test(ref) || cellText(row.getCell(3).value) === cellText(row.getCell(2).value)) return;
    const parts = [
      ['Possible scope', cellText(row.getCell(3).value)],
      ['Possible components', cellText(row.getCell(4).value)],
      ['Possible targets', cellText(row.getCell(5).value)],
      ['Possible timeline', cellText(row.getCell(6).value)],
    ].filter(([, text]) => text);
    policies.set(ref, parts.map(([label, text]) => `${label}: ${text}`).join('\n'));
  });
  return policies;
}
