import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { loadReferenceData, type ReferenceData } from '../src/reference/reference-data';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { binary, publishedSampleResponse, vsmeSample } from './vsme-fixtures';
import { readInlineXbrl, type InlineFact } from './xbrl/read-inline-xbrl';

/**
 * The VSME report of a published response (issue 25): Inline XBRL and the report package, and the
 * sample round trip: EFRAG's sample imported, published, exported; the facts read back from the
 * report by concept name equal the values of the sample's named ranges, every one.
 */
describe('GET /responses/{id}/vsme-report.xhtml and .zip', () => {
  let host: DataCollectionHost;
  let data: ReferenceData;
  let id: number;
  let xhtml: string;
  beforeAll(async () => {
    data = await loadReferenceData();
    host = await startDataCollection();
    id = await publishedSampleResponse(host);
    const report = await host
      .as('gp@demo.test')
      .get(`/api/responses/${id}/vsme-report.xhtml`)
      .buffer(true)
      .parse(binary);
    expect(report.status).toBe(200);
    xhtml = (report.body as Buffer).toString('utf8');
  });
  afterAll(async () => host?.dispose());

  it('serves the Inline XBRL report as an attachment, naming the taxonomy entry point', async () => {
    const report = await host
      .as('pc@demo.test')
      .get(`/api/responses/${id}/vsme-report.xhtml`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(report.headers['content-type']).toBe('application/xhtml+xml; charset=utf-8');
    expect(report.headers['content-disposition']).toContain(
      'attachment; filename="Northwind-Renewables-VSME-2026.xhtml"',
    );
    expect(xhtml).toContain(
      '<link:schemaRef xlink:type="simple" xlink:href="https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd"/>',
    );
    // The undertaking as the imported template identifies it: LEI TestCode1234.
    expect(xhtml).toContain(
      '<xbrli:identifier scheme="http://standards.iso.org/iso/17442">TestCode1234</xbrli:identifier>',
    );
    // Human-readable, with the taxonomy's labels and disclosures.
    expect(xhtml).toContain('<h3>B3 · Energy and greenhouse gas emissions</h3>');
    expect(xhtml).toContain('Gross Scope 1 greenhouse gas emissions');
  });

  it('packs the same report in an XBRL report package', async () => {
    const zip = await host
      .as('gp@demo.test')
      .get(`/api/responses/${id}/vsme-report.zip`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.body as Buffer));
    expect(
      Object.keys(files)
        .filter((f) => !f.endsWith('/'))
        .sort(),
    ).toEqual([
      'Northwind-Renewables-VSME-2026/META-INF/reportPackage.json',
      'Northwind-Renewables-VSME-2026/reports/Northwind-Renewables-VSME-2026.xhtml',
    ]);
    expect(
      JSON.parse(strFromU8(files['Northwind-Renewables-VSME-2026/META-INF/reportPackage.json'])),
    ).toEqual({
      documentInfo: { documentType: 'https://xbrl.org/report-package/2023' },
    });
    expect(
      strFromU8(files['Northwind-Renewables-VSME-2026/reports/Northwind-Renewables-VSME-2026.xhtml']),
    ).toBe(xhtml);
  });

  it('answers 409 before the response is published, and 404 for a response that is not VSME', async () => {
    const created = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({ companyId: 3, standardId: 15, period: '2026', dueDate: '2027-06-30' })
      .expect(201);
    const early = await host
      .as('gp@demo.test')
      .get(`/api/responses/${created.body.data.id}/vsme-report.xhtml`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The VSME report shows published values: publish the response first');
    const esg = await host.as('gp@demo.test').get('/api/responses?standardId=1&period=2024').expect(200);
    const other = await host
      .as('gp@demo.test')
      .get(`/api/responses/${esg.body.data[0].id}/vsme-report.xhtml`);
    expect(other.status).toBe(404);
    expect((await host.as('lp@demo.test').get(`/api/responses/${id}/vsme-report.zip`)).status).toBe(404);
  });

  it("round trip: every fact read back by concept name equals the sample's named-range value", async () => {
    const facts = readInlineXbrl(xhtml);
    // The 144 facts EFRAG's converter makes of the same sample.
    expect(facts).toHaveLength(144);
    const taxonomy = data.vsme.taxonomy;
    const aliases = data.vsme.converter.cellValuesToTaxonomyLabels;
    const labelsOf = (member: string) => [
      ...taxonomy.allLabels(member),
      ...Object.entries(aliases)
        .filter(([, label]) => taxonomy.allLabels(member).includes(label))
        .map(([text]) => text),
    ];
    const prefixOf = new Map(Object.entries(taxonomy.file.namespaces).map(([prefix, uri]) => [uri, prefix]));
    const sample = await namedRanges(vsmeSample('1.3.0'), labelsOf, [...taxonomy.dimensionDefaults.values()]);
    const mismatches: string[] = [];
    for (const fact of facts) {
      const expected = sample.expected(fact);
      if (!expected) {
        mismatches.push(`${named(fact)}: no named range holds it`);
        continue;
      }
      const problem = compare(fact, expected, labelsOf, (uri) => prefixOf.get(uri)!);
      if (problem) mismatches.push(`${named(fact)}: ${problem}`);
    }
    expect(mismatches).toEqual([]);
    // Every period is the sample's (2026) but the GHG baseline (2020) and target (2030) years.
    expect(new Set(facts.map((f) => f.period.end ?? f.period.instant))).toEqual(
      new Set(['2026-12-31', '2020-12-31', '2030-12-31']),
    );
  });
});

const named = (fact: InlineFact) =>
  `${fact.concept}${Object.entries({ ...fact.explicit, ...fact.typed })
    .map(([axis, member]) => ` [${axis}=${member}]`)
    .join('')}`;

interface Expected {
  cells: Array<{ value: ExcelJS.CellValue; numFmt: string }>;
  unitText: string | null;
  currency: string;
}

/** The sample's named ranges, read with exceljs alone: by concept name, `Concept_Member`, and table rows by their key. */
async function namedRanges(file: Buffer, labelsOf: (member: string) => string[], defaults: string[]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const ranges = new Map<
    string,
    { sheet: string; top: number; left: number; bottom: number; right: number }
  >();
  for (const { name, ranges: refs } of workbook.definedNames.model as Array<{
    name: string;
    ranges: string[];
  }>) {
    const match = /^'?(.*?)'?!\$([A-Z]+)\$(\d+)(?::\$([A-Z]+)\$(\d+))?$/.exec(refs[0] ?? '');
    if (!match) continue;
    const col = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
    ranges.set(name, {
      sheet: match[1],
      top: Number(match[3]),
      left: col(match[2]),
      bottom: Number(match[5] ?? match[3]),
      right: col(match[4] ?? match[2]),
    });
  }
  const value = (cell: ExcelJS.Cell) =>
    cell.type === ExcelJS.ValueType.Formula ? (cell.result as ExcelJS.CellValue) : cell.value;
  const cellsOf = (name: string, row?: number) => {
    const range = ranges.get(name);
    if (!range) return [];
    const sheet = workbook.getWorksheet(range.sheet)!;
    const out: Expected['cells'] = [];
    const seen = new Set<string>();
    for (let r = row ?? range.top; r <= (row ?? range.bottom); r++)
      for (let c = range.left; c <= range.right; c++) {
        const cell = sheet.getCell(r, c);
        const master = cell.isMerged ? cell.master : cell;
        if (seen.has(master.address)) continue;
        seen.add(master.address);
        const v = value(master);
        if (v !== null && v !== undefined && v !== '' && v !== '-')
          out.push({ value: v, numFmt: master.numFmt ?? '' });
      }
    return out;
  };
  const currency = text(
    value(
      workbook
        .getWorksheet(ranges.get('template_currency')!.sheet)!
        .getCell(ranges.get('template_currency')!.top, ranges.get('template_currency')!.left),
    ),
  );
  const unitOf = (local: string, row?: number) => {
    const range = ranges.get(`${local}_unit`);
    if (!range) return null;
    const cells = cellsOf(`${local}_unit`, range.bottom > range.top ? row : undefined);
    return cells.length ? text(cells[0].value) : null;
  };
  return {
    expected(fact: InlineFact): Expected | null {
      const local = fact.concept.split(':')[1];
      const [axis, key] =
        Object.entries({ ...fact.typed, ...fact.explicit }).find(
          ([a]) => !a.endsWith('BreakdownOfEnergyConsumptionAxis') && !a.endsWith('ReportingScopesAxis'),
        ) ?? [];
      if (axis && key !== undefined) {
        // A table row: the row of the key in the axis range inside the table around the column's range.
        const column = ranges.get(local)!;
        const axisName = [...ranges.keys()].find(
          (n) =>
            (n === axis.split(':')[1] ||
              n.replace('SitesInBiodiversitySensitiveAreas', 'Site') === axis.split(':')[1]) &&
            ranges.get(n)!.sheet === column.sheet &&
            ranges.get(n)!.top === column.top,
        );
        if (!axisName) return null;
        const axisRange = ranges.get(axisName)!;
        for (let row = axisRange.top; row <= axisRange.bottom; row++) {
          const [keyCell] = cellsOf(axisName, row);
          if (!keyCell) continue;
          const keyText = text(keyCell.value);
          const matches = fact.typed[axis] !== undefined ? keyText === key : memberMatches(key, keyText);
          if (matches) return { cells: cellsOf(local, row), unitText: unitOf(local, row), currency };
        }
        return null;
      }
      const member = Object.values(fact.explicit)[0];
      // A fact without a member is the dimension's default: the name may carry it.
      const names = member
        ? [`${local}_${member.split(':')[1]}`]
        : [local, ...defaults.map((d) => `${local}_${d.split(':')[1]}`)];
      const name = names.find((n) => ranges.has(n));
      return name ? { cells: cellsOf(name), unitText: unitOf(local), currency } : null;
    },
  };
  function memberMatches(member: string, keyText: string) {
    return labelsOf(member).some((label) => normal(label) === normal(keyText));
  }
}

/** A cell's text: rich text joined, a date as YYYY-MM-DD, anything else as written. */
const text = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object')
    return 'richText' in v ? v.richText.map((t) => t.text).join('') : JSON.stringify(v);
  return String(v);
};

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s*\[member\]$/, '')
    .replace(/^nace\s+/, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a fact equals its named range's value: numbers exactly (units as the template states them), texts, booleans, members. */
function compare(
  fact: InlineFact,
  expected: Expected,
  labelsOf: (member: string) => string[],
  prefixFor: (namespace: string) => string,
): string | null {
  const cells = expected.cells;
  if (typeof fact.value === 'number') {
    if (cells.length !== 1) return `${cells.length} cells`;
    const cell = Number(cells[0].value);
    if (Math.abs(cell - fact.value) > 1e-9 * Math.max(1, Math.abs(cell))) return `${fact.value} ≠ ${cell}`;
    if (fact.unit?.startsWith('iso4217:'))
      return fact.unit === `iso4217:${expected.currency}` ? null : `unit ${fact.unit}`;
    if (expected.unitText) {
      const id = /\((.*?)\)/.exec(expected.unitText)?.[1]?.replace('m2', 'sqm').replace('m³', 'm3');
      if (fact.unit !== `utr:${id}`) return `unit ${fact.unit} ≠ ${expected.unitText}`;
    }
    return null;
  }
  if (typeof fact.value === 'boolean') {
    const cell = cells[0]?.value;
    const truth = cell === true || (typeof cell === 'string' && /^(yes|true)$/i.test(cell));
    return cells.length === 1 && truth === fact.value ? null : `${fact.value} ≠ ${text(cell)}`;
  }
  if (/^https?:\/\/\S+#\S+/.test(fact.value)) {
    const members = fact.value.split(' ').map((uri) => uri.split('#')[1]);
    if (cells.every((c) => typeof c.value === 'boolean')) {
      // Check boxes: the chosen members are the boxes ticked (compared by count here; their order is the domain's).
      const ticked = cells.filter((c) => c.value === true).length;
      return ticked === members.length ? null : `${members.length} members ≠ ${ticked} boxes`;
    }
    const texts = cells.map((c) => text(c.value)).filter((t) => t !== 'None');
    const prefix = fact.value.split(' ').map((uri) => uri.split('#')[0]);
    const qnames = members.map((m, i) => `${prefixFor(prefix[i])}:${m}`);
    const unmatched = texts.filter(
      (t) => !qnames.some((q) => labelsOf(q).some((label) => normal(label) === normal(t))),
    );
    return unmatched.length === 0 && texts.length === members.length
      ? null
      : `${qnames.join(' ')} ≠ ${texts.join(' | ')}`;
  }
  const cell = cells.length === 1 ? text(cells[0].value) : null;
  if (cell === null) return `${cells.length} cells`;
  return normal(cell) === normal(fact.value) ? null : `"${fact.value.slice(0, 40)}" ≠ "${cell.slice(0, 40)}"`;
}
