import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { FrameworkMetric, FrameworkSection } from '@esg/contracts';
import { SqliteStore } from '@esg/persistence';
import { referenceFilePath } from '@esg/reference-data';
import { codesOf, metricsOf } from '../src/domain/esg/framework';
import { dataCollectionMigrations } from '../src/infrastructure/migrations';
import { INVEST_EUROPE_WORKBOOK } from '../src/reference/invest-europe.importer';
import {
  buildReferenceData,
  hashOf,
  loadReferenceData,
  readReferenceFiles,
  type ReferenceData,
} from '../src/reference/reference-data';
import { EDCI_SECTION_DESCRIPTION } from '../src/reference/frameworks';
import {
  FRAMEWORKS,
  rewordStoredVersions,
  storeFramework,
  type FrameworkDoc,
} from '../src/reference/store-reference-data';

/**
 * The reference data: the dictionary against metrics-core.json, the Invest Europe import against
 * the workbook's cells (expected values read by hand from the workbook), and framework versioning.
 */
let data: ReferenceData;
beforeAll(async () => {
  data = await loadReferenceData();
});

const frameworkOf = (standardId: number) => data.frameworks.find((f) => f.standardId === standardId)!;
function node(
  sections: FrameworkSection[],
  ref: string,
  level: 'ie-pc' | 'ie-fund' | 'ie-gp',
): FrameworkMetric {
  const root = sections.find((s) => s.id === level)!;
  const found = [...metricsOf([root])].find((m) => m.metric.ref === ref);
  if (!found) throw new Error(`no ${ref} in ${level}`);
  return found.metric;
}

describe('the metric dictionary', () => {
  it('holds every code of metrics-core.json exactly as listed', () => {
    const core = JSON.parse(readFileSync(referenceFilePath('metrics-core.json'), 'utf8')) as {
      metrics: Array<{
        code: string;
        type: string;
        unit: string;
        min?: number;
        max?: number;
        accepted_units?: string[];
      }>;
    };
    expect(core.metrics).toHaveLength(39);
    for (const entry of core.metrics) {
      const metric = data.metrics.get(entry.code);
      expect(metric).toBeDefined();
      expect({
        code: entry.code,
        type: metric!.type,
        unit: metric!.unit,
        min: metric!.min,
        max: metric!.max,
      }).toEqual({
        code: entry.code,
        type: entry.type,
        unit: entry.unit,
        min: entry.min ?? null,
        max: entry.max ?? null,
      });
      if (entry.accepted_units) expect(metric!.acceptedUnits).toEqual(entry.accepted_units);
    }
  });

  it('turns the checks of metrics-core.json into cross-checks and adds the scope totals', () => {
    expect(data.crossChecks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rule: 'lte',
          left: 'gov.board_members_female',
          right: ['gov.board_members'],
        }),
        expect.objectContaining({
          rule: 'lte',
          left: 'energy.consumption_nonrenewable',
          right: ['energy.consumption_total'],
        }),
        expect.objectContaining({
          id: 'ghg-total-location',
          rule: 'sum_equals',
          right: ['ghg.scope1', 'ghg.scope2_location', 'ghg.scope3'],
        }),
      ]),
    );
  });

  it('lets frameworks 1 and 8 together ask for every core metric', () => {
    const asked = new Set([...codesOf(frameworkOf(1).sections), ...codesOf(frameworkOf(8).sections)]);
    const core = JSON.parse(readFileSync(referenceFilePath('metrics-core.json'), 'utf8')) as {
      metrics: Array<{ code: string }>;
    };
    expect(core.metrics.map((m) => m.code).filter((code) => !asked.has(code))).toEqual([]);
  });

  it('serves every SFDR Table 1 indicator on investee companies with the metrics-core codes', () => {
    const sfdr = frameworkOf(8);
    const t1 = sfdr.sections.find((s) => s.id === 'sfdr-t1')!;
    expect(t1.sections.map((s) => s.ref)).toEqual([
      'T1-1',
      'T1-2',
      'T1-3',
      'T1-4',
      'T1-5',
      'T1-6',
      'T1-7',
      'T1-8',
      'T1-9',
      'T1-10',
      'T1-11',
      'T1-12',
      'T1-13',
      'T1-14',
    ]);
    const codes = (ref: string) => t1.sections.find((s) => s.ref === ref)!.metrics.map((m) => m.code);
    expect(codes('T1-1')).toEqual(
      expect.arrayContaining([
        'ghg.scope1',
        'ghg.scope2_location',
        'ghg.scope2_market',
        'ghg.scope3',
        'company.evic',
      ]),
    );
    expect(codes('T1-13')).toEqual(['gov.board_members', 'gov.board_members_female']);
    expect(codes('T1-5')).toEqual([
      'energy.consumption_total',
      'energy.consumption_nonrenewable',
      'energy.production_total',
      'energy.production_nonrenewable',
    ]);
    const t3 = sfdr.sections.find((s) => s.id === 'sfdr-t3')!;
    expect(t3.sections.find((s) => s.ref === 'T3-17')!.metrics.map((m) => m.code)).toEqual([
      'gov.anti_corruption_convictions',
      'gov.anti_corruption_fines',
    ]);
    expect(sfdr.description).toMatch(/T1-15, T1-16/);
  });

  it('builds the EDCI section from edci.json, required where EDCI requires', () => {
    const esg = frameworkOf(1);
    const edci = esg.sections.find((s) => s.id === 'edci')!;
    const byRef = new Map(
      [...metricsOf([edci])].map(({ metric }) => [`${metric.ref}:${metric.code}`, metric.required]),
    );
    expect(byRef.get('EDCI-GHG-1:ghg.scope1')).toBe(true);
    expect(byRef.get('EDCI-GHG-3:ghg.scope3')).toBe(false);
    expect(byRef.get('EDCI-DIV-1:gov.board_members_female')).toBe(true);
    expect(byRef.get('EDCI-ENG-2:soc.employee_survey_response_rate')).toBe(false);
    expect(frameworkOf(5).sections[0]).toBe(edci);
  });

  it('asks the inputs of an EDCI share under their own names, and describes the section without a file name', () => {
    const edci = frameworkOf(1).sections.find((s) => s.id === 'edci')!;
    const labels = new Map([...metricsOf([edci])].map(({ metric }) => [metric.code, metric.label]));
    // "% women on board" is worked out from two counts of people: each is asked as what it is.
    expect(labels.get('gov.board_members')).toBeNull();
    expect(labels.get('gov.board_members_female')).toBeNull();
    expect(labels.get('gov.csuite_members_female')).toBeNull();
    // One dictionary metric that is the EDCI metric keeps the EDCI name.
    expect(labels.get('ghg.scope1')).toBe('Scope 1 emissions');
    expect(labels.get('energy.renewable_share')).toBe('% renewable energy usage');
    expect(edci.description).toBe(
      'The ESG Data Convergence Initiative metric set, shared by every framework that includes it.',
    );
    expect(edci.description).not.toMatch(/\.json/);
  });

  it('lists the TCFD indicators with options scored 1 to 4', () => {
    const tcfd = frameworkOf(2);
    expect(tcfd.sections.map((s) => s.title)).toEqual([
      'Governance',
      'Strategy',
      'Risk Management',
      'Metrics and Targets',
    ]);
    const indicators = [...metricsOf(tcfd.sections)].map((m) => m.metric);
    expect(indicators.map((m) => m.ref)).toEqual(
      expect.arrayContaining([
        'TCFD-AA-110a.30',
        'TCFD-AA-110a.31',
        'TCFD-AA-110a.32',
        'TCFD-AA-110a.33',
        'TCFD-AA-110a.34',
        'TCFD-AA-110a.35',
      ]),
    );
    // Every option scores 1-4, or null for 'Not Applicable' (ADR 0051); several options may share a
    // score and a yes/no indicator uses only 1 and 4, but each indicator has a scored option.
    for (const indicator of indicators) {
      const scores = indicator.options!.map((o) => o.score);
      expect(scores.every((s) => s === null || [1, 2, 3, 4].includes(s))).toBe(true);
      expect(scores.some((s) => s !== null)).toBe(true);
    }
  });
});

describe('framework 13 from the Invest Europe workbook', () => {
  it('reads the workbook version and every metric row of sheets 7, 7a, 8 and 9', () => {
    const ie = frameworkOf(13);
    expect(ie.version).toBe('2024-11-26');
    // Counted by hand in the workbook: metric rows with a reference and a unit.
    expect(data.investEurope.counts).toEqual({ pc: 177, fund: 56, gp: 60, policies: 12 });
    expect(ie.tiers!.map((t) => t.tier)).toEqual(['minimum', 'intermediate', 'full']);
  });

  it.each([
    // [level, reference, code, label, tier, input unit] — cells of sheets 7/8/9 and the M/R/F column of sheet 4.
    [
      'ie-pc',
      '0.1.7',
      'company.fte',
      'Total number of Full Time Equivalents (FTEs) at end of current reporting year',
      'minimum',
      null,
    ],
    ['ie-pc', '0.1.9', 'company.revenue', 'Annual gross revenue', 'intermediate', 'EURm'],
    ['ie-pc', '0.1.10', 'company.total_assets', 'Total annual balance sheet assets', 'full', 'EURm'],
    ['ie-pc', '0.2.1.3', 'ie.pc.0_2_1_3', 'Environmental policy', 'minimum', null],
    ['ie-pc', '2.2.1', 'ie.pc.2_2_1', 'Calculation of GHG emissions', 'intermediate', null],
    ['ie-pc', '2.4.1', 'energy.consumption_total', 'Total energy consumption', 'intermediate', 'kWh'],
    ['ie-pc', '3.2.1', 'soc.gender_pay_gap', '% Unadjusted gender pay gap', 'full', null],
    ['ie-pc', '3.3.7', 'soc.organic_net_new_hires', 'Organic Net New Hires', 'intermediate', null],
    ['ie-pc', '4.1.1', 'gov.board_members', 'Total number of board members', 'intermediate', null],
    [
      'ie-pc',
      'PAI 6.3.1',
      'energy.consumption_nace_c',
      "If Section C 'Manufacturing' - Energy consumption in GWh",
      'optional',
      'GWh',
    ],
    ['ie-pc', '3.1.10', 'ie.pc.3_1_10', 'Total number of founders still employed', 'minimum', null],
    ['ie-fund', '1.2.6.4', 'ie.fund.1_2_6_4', "If yes - Target's base year", null, null],
    ['ie-gp', '1.1.7', 'ie.gp.1_1_7', 'Amount of carbon emissions offset', null, null],
    ['ie-gp', '2.1.1', 'company.fte', 'Total number of Full-Time Equivalent (FTE) employees', null, null],
  ] as const)('%s %s is %s', (level, ref, code, label, tier, inputUnit) => {
    const found = node(frameworkOf(13).sections, ref, level);
    expect(found).toMatchObject({ code, label, tier, inputUnit });
  });

  it('takes types, units, options and guidance from the workbook', () => {
    const metric = (code: string) => data.metrics.get(code)!;
    expect(metric('ie.pc.2_2_1')).toMatchObject({
      type: 'choice',
      allowedValues: [
        { value: 'Yes - GHG Protocol Scope 1', label: 'Yes - GHG Protocol Scope 1' },
        { value: 'Yes - GHG Protocol Scope 1&2', label: 'Yes - GHG Protocol Scope 1&2' },
        { value: 'Yes - GHG Protocol Scope 1-3', label: 'Yes - GHG Protocol Scope 1-3' },
        { value: 'Yes - Other than GHG Protocol', label: 'Yes - Other than GHG Protocol' },
        { value: 'No', label: 'No' },
      ],
    });
    // 0.1.2.1 has no options in sheet 7; sheet 4 gives them.
    expect(metric('ie.pc.0_1_2_1').allowedValues!.map((v) => v.value)).toEqual([
      'Legal Entity Identifier (LEI)',
      'Bureau van Dijk',
    ]);
    expect(metric('ie.pc.0_1_4').allowedValues).toHaveLength(249);
    expect(metric('ie.pc.1_1_1_1')).toMatchObject({ type: 'percent', unit: '%', min: 0, max: 100 });
    expect(metric('ie.fund.1_2_6_4')).toMatchObject({ type: 'integer', min: 1900, max: 2100 });
    expect(metric('ie.gp.1_1_7')).toMatchObject({
      type: 'number',
      unit: 'tCO2e',
      acceptedUnits: ['tCO2e', 'kgCO2e', 'ktCO2e'],
    });
    expect(metric('ie.pc.3_1_10')).toMatchObject({ type: 'integer', unit: 'people' });
    // Sheet 7a's guidance travels with the policy it describes.
    expect(metric('ie.pc.0_2_1_3').helpText).toMatch(
      /Possible targets: A\) Greenhouse gas emmissions reduction/,
    );
    expect(metric('ie.fund.1_1_1').allowedValues!.map((v) => v.value)).toEqual([
      'Article 6',
      'Article 8',
      'Article 9',
      'Not in scope of SFDR',
    ]);
  });

  it('asks "If yes" questions when their parent is answered yes, and the Article 8 block when the fund is Article 8', () => {
    expect(node(frameworkOf(13).sections, '1.1.1.1', 'ie-pc').condition).toEqual({
      kind: 'answer',
      metricCode: 'ie.pc.1_1_1',
      in: [true],
    });
    expect(node(frameworkOf(13).sections, '0.1.13.1', 'ie-pc').condition).toEqual({
      kind: 'answer',
      metricCode: 'company.listed',
      in: [true],
    });
    const fund = frameworkOf(13).sections.find((s) => s.id === 'ie-fund')!;
    const article8 = fund.sections.flatMap((s) => s.sections).find((s) => s.ref === '1.2')!;
    expect(article8.condition).toEqual({ kind: 'answer', metricCode: 'ie.fund.1_1_1', in: ['Article 8'] });
  });

  describe('a damaged workbook is refused, naming the sheet and row', () => {
    async function damaged(change: (workbook: ExcelJS.Workbook) => void): Promise<string> {
      const files = readReferenceFiles();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(files.get(INVEST_EUROPE_WORKBOOK)! as unknown as ArrayBuffer);
      change(workbook);
      files.set(INVEST_EUROPE_WORKBOOK, Buffer.from(await workbook.xlsx.writeBuffer()));
      try {
        await buildReferenceData(files, hashOf(files));
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    }

    it('an unknown unit', async () => {
      expect(
        await damaged((w) => (w.getWorksheet('7. Definitions - PC')!.getCell('D95').value = 'furlongs')),
      ).toBe(
        'sources/invest-europe-esg-reporting-template-2024-25.xlsx, sheet "7. Definitions - PC" row 95: unknown unit "furlongs"',
      );
    });

    it('a reference given twice', async () => {
      expect(
        await damaged((w) => (w.getWorksheet('9. Definitions - GP')!.getCell('A16').value = '0.1.1.1')),
      ).toMatch(/sheet "9\. Definitions - GP" row 16: reference 0\.1\.1\.1 appears twice/);
    });

    it('a missing sheet', async () => {
      expect(await damaged((w) => w.removeWorksheet(w.getWorksheet('8. Definitions - Fund')!.id))).toMatch(
        /sheet "8\. Definitions - Fund": the sheet is missing/,
      );
    });

    it('a workbook without its version', async () => {
      expect(
        await damaged((w) =>
          w.getWorksheet('Title page')!.eachRow((row) =>
            row.eachCell((cell) => {
              if (/VERSION/.test(cell.text)) cell.value = 'draft';
            }),
          ),
        ),
      ).toMatch(/sheet "Title page": no "VERSION As of dd\/mm\/yyyy"/);
    });
  });
});

describe('framework versions', () => {
  it('stores a changed framework as a new version and keeps the old one', async () => {
    const store = SqliteStore.open({ file: ':memory:', migrations: dataCollectionMigrations });
    const esg = frameworkOf(1);
    expect(await storeFramework(store, esg)).toBe('2025.2');
    expect(await storeFramework(store, esg)).toBeNull();
    const changed = { ...esg, sections: esg.sections.slice(1) };
    expect(await storeFramework(store, changed)).toBe('2025.2-r2');
    const stored = await store.find<FrameworkDoc>(
      FRAMEWORKS,
      { standardId: 1 },
      { sort: [['sequence', 'asc']] },
    );
    expect(stored.map((f) => [f.version, f.sequence])).toEqual([
      ['2025.2', 1],
      ['2025.2-r2', 2],
    ]);
    // Back to the first content: that version is current again, no third version.
    expect(await storeFramework(store, esg)).toBeNull();
    const after = await store.find<FrameworkDoc>(
      FRAMEWORKS,
      { standardId: 1 },
      { sort: [['sequence', 'desc']] },
    );
    expect(after[0].version).toBe('2025.2');
    expect(after).toHaveLength(2);
    await store.close();
  });

  it('brings the wording of versions stored before a wording fix up to date, without a new version', async () => {
    const store = SqliteStore.open({ file: ':memory:', migrations: dataCollectionMigrations });
    const esg = frameworkOf(1);
    // What a data folder written before issue 29 holds: the file name in the description and the
    // EDCI metric's name on the counts it is worked out from.
    const oldWording = (section: FrameworkSection): FrameworkSection =>
      section.id === 'edci'
        ? {
            ...section,
            description:
              'The ESG Data Convergence Initiative metric set (edci.json), shared by every framework that includes it.',
            sections: section.sections.map((category) => ({
              ...category,
              metrics: category.metrics.map((m) =>
                m.ref === 'EDCI-DIV-1' ? { ...m, label: '% women on board' } : m,
              ),
            })),
          }
        : section;
    const before = { ...esg, sections: esg.sections.map(oldWording) };
    expect(await storeFramework(store, before)).toBe('2025.2');
    const older = { ...before, sections: before.sections.slice(0, 2) };
    expect(await storeFramework(store, older)).toBe('2025.2-r2');

    expect(await rewordStoredVersions(store, 1)).toBe(2);
    expect(await rewordStoredVersions(store, 1)).toBe(0);
    // Only the wording differed: today's framework is the version already stored.
    expect(await storeFramework(store, esg)).toBeNull();
    const stored = await store.find<FrameworkDoc>(FRAMEWORKS, { standardId: 1 });
    expect(stored).toHaveLength(2);
    for (const doc of stored) {
      const edci = doc.sections.find((s) => s.id === 'edci')!;
      expect(edci.description).toBe(EDCI_SECTION_DESCRIPTION);
      const women = [...metricsOf([edci])].filter(({ metric }) => metric.ref === 'EDCI-DIV-1');
      expect(women.map(({ metric }) => [metric.code, metric.label])).toEqual([
        ['gov.board_members', null],
        ['gov.board_members_female', null],
      ]);
    }
    await store.close();
  });
});
