import { paiLineage, type LineageCitation, type PaiLineageInput } from '../../src/domain/pai/lineage';
import type { PaiContribution, PaiIndicatorResult, PaiProvenanceInput } from '../../src/domain/pai/model';

/**
 * The lineage of a PAI figure (issue 27 item 7, ADR 0220), on a figure written out by hand.
 *
 * T1-1a (attributed scope 1, scale 1, denominator 1) over two quarter ends:
 * - 31 Mar: Northwind 10,000,000 / EVIC 100,000,000 × 500 t = 50; Harbor 20,000,000 / 200,000,000 × 1,000 t = 100;
 *   the quarter's figure 150.
 * - 30 Jun: Northwind 20,000,000 / 100,000,000 × 500 t = 100; Harbor 100 again; the figure 200.
 * The year is (150 + 200) / 2 = 175. Northwind contributes (50 + 100) / 2 = 75, Harbor (100 + 100) / 2 = 100:
 * 75 + 100 = 175. Northwind's scope 1 is the GP's override of the company's 800 t.
 */

const northwindInputs: PaiProvenanceInput[] = [
  { metric: 'company.evic', value: 100_000_000, unit: 'EUR', quality: 'reported', versionId: 'v-nw-evic' },
  {
    metric: 'ghg.scope1',
    value: 500,
    unit: 'tCO2e',
    quality: 'reported',
    versionId: 'v-nw-s1',
    override: {
      original: { value: 800, unit: 'tCO2e', versionId: 'v-nw-s1' },
      reason: 'The fuel invoices show 500 t',
      byName: 'Grace Parker',
      at: '2026-02-01T10:00:00.000Z',
    },
  },
];
const harborInputs: PaiProvenanceInput[] = [
  { metric: 'company.evic', value: 200_000_000, unit: 'EUR', quality: 'reported', versionId: 'v-hb-evic' },
  { metric: 'ghg.scope1', value: 1_000, unit: 'tCO2e', quality: 'estimated', versionId: 'v-hb-s1' },
];

const contribution = (
  companyId: number,
  date: string,
  value: number,
  inputs: PaiProvenanceInput[],
): PaiContribution => {
  const divisor = inputs[0].value as number;
  const factor = inputs[1].value as number;
  return {
    companyId,
    position: { date, value, instrument: 'unlisted-equity', euGreenBond: null },
    inputs,
    divisor,
    factor,
    term: (value / divisor) * factor,
  };
};

const quarter = (date: string, contributions: PaiContribution[], value: number) => ({
  date,
  allInvestments: 50_000_000,
  relevantValue: 40_000_000,
  coveredValue: 40_000_000,
  numerator: value,
  denominator: 1,
  value,
  contributions,
});

const t11a: PaiIndicatorResult = {
  id: 'T1-1a',
  parentId: 'T1-1',
  table: 'Table 1',
  assetClass: 'company',
  indicator: '1. GHG emissions',
  metric: 'Scope 1 GHG emissions',
  label: 'Scope 1',
  unit: 'tCO2e',
  method: 'ATTRIBUTED',
  formulaId: 'F1',
  supplementary: false,
  value: 175,
  coverage: 0.8,
  estimatedShare: 0.5,
  eligibleShare: 0.8,
  quarters: [],
  included: [],
  excluded: [
    {
      companyId: 4,
      code: 'missing',
      reason: 'Scope 1 GHG emissions is not reported',
      metrics: ['ghg.scope1'],
      quarters: ['2025-03-31'],
    },
  ],
  provenance: {
    formula: {
      id: 'F1',
      text: 'Σ (V_i / EVIC_i) × E_i',
      source: 'Annex I of Delegated Regulation 2022/1288',
    },
    reference: {
      file: 'sfdr_pai.json',
      document: 'Commission Delegated Regulation (EU) 2022/1288, Annex I',
      celex: '32022R1288',
      sha256: 'abc',
    },
    averaging: 'The average of the impacts at the quarter ends.',
    computedAt: '2026-03-01T00:00:00.000Z',
    quarters: [
      quarter(
        '2025-03-31',
        [
          contribution(2, '2025-03-31', 10_000_000, northwindInputs),
          contribution(3, '2025-03-31', 20_000_000, harborInputs),
        ],
        150,
      ),
      quarter(
        '2025-06-30',
        [
          contribution(2, '2025-06-30', 20_000_000, northwindInputs),
          contribution(3, '2025-06-30', 20_000_000, harborInputs),
        ],
        200,
      ),
    ],
  },
};

const citation = (over: Partial<LineageCitation>): LineageCitation => ({
  citationId: 'c-1',
  responseId: 11,
  companyId: 2,
  period: '2024',
  metricCode: 'ghg.scope1',
  fileId: 'f-1',
  fileName: 'annual-report-2025.pdf',
  mediaType: null,
  page: 3,
  cell: null,
  quote: 'Scope 1: 800 t',
  at: '2026-01-15T09:00:00.000Z',
  ...over,
});

const input = (viewer: 'manager' | 'investor'): PaiLineageInput => ({
  indicator: t11a,
  year: 2025,
  fund: { fundId: 1, name: 'Growth Fund I', managerId: 1, managerName: 'Evergreen Capital' },
  viewer,
  names: new Map([
    ['2', 'Northwind Renewables'],
    ['3', 'Harbor Logistics'],
    ['4', 'Summit Foods'],
  ]),
  versions: new Map([
    [
      'v-nw-evic',
      { responseId: 11, companyId: 2, period: '2024', publicationNumber: 1, publishedAt: '2025-04-02' },
    ],
    [
      'v-nw-s1',
      { responseId: 11, companyId: 2, period: '2024', publicationNumber: 1, publishedAt: '2025-04-02' },
    ],
    [
      'v-hb-s1',
      { responseId: 12, companyId: 3, period: '2025', publicationNumber: 2, publishedAt: '2026-01-20' },
    ],
  ]),
  citations: [
    citation({}),
    // Another metric, another period and another company's citations back other values.
    citation({ citationId: 'c-2', metricCode: 'ghg.scope2_location', page: 4 }),
    citation({ citationId: 'c-3', period: '2025' }),
    citation({
      citationId: 'c-4',
      companyId: 3,
      period: '2025',
      metricCode: 'company.evic',
      fileName: 'site-data.xlsx',
      page: null,
      cell: 'Summary!B4',
    }),
  ],
});

describe('the lineage of a PAI figure', () => {
  const lineage = paiLineage(input('manager'));
  const company = (name: string) => lineage.companies.find((c) => c.name === name)!;

  it("splits the year's figure into each company's part, which add up to it", () => {
    expect(company('Northwind Renewables').contribution).toBeCloseTo(75, 10);
    expect(company('Harbor Logistics').contribution).toBeCloseTo(100, 10);
    expect(lineage.contributionsTotal).toBeCloseTo(175, 10);
    expect(lineage.indicator.value).toBe(175);
    // The largest part first.
    expect(lineage.companies.map((c) => c.name)).toEqual(['Harbor Logistics', 'Northwind Renewables']);
  });

  it('lists every position that entered the figure, by quarter end', () => {
    expect(company('Northwind Renewables').positions).toEqual([
      { date: '2025-03-31', value: 10_000_000, instrument: 'unlisted-equity' },
      { date: '2025-06-30', value: 20_000_000, instrument: 'unlisted-equity' },
    ]);
  });

  it('names the value used, its version, its publication and the override with the original', () => {
    const scope1 = company('Northwind Renewables').values.find((v) => v.metricCode === 'ghg.scope1')!;
    expect(scope1).toMatchObject({
      metricName: 'Scope 1 GHG emissions',
      value: 500,
      unit: 'tCO2e',
      versionId: 'v-nw-s1',
      publication: {
        responseId: 11,
        period: '2024',
        publishedAt: '2025-04-02',
        publishedBy: 'Northwind Renewables',
      },
      override: {
        original: { value: 800, unit: 'tCO2e' },
        reason: 'The fuel invoices show 500 t',
        byName: 'Grace Parker',
      },
    });
    // A value the lineage cannot place in a publication says so rather than guess.
    const evic = company('Harbor Logistics').values.find((v) => v.metricCode === 'company.evic')!;
    expect(evic.publication).toBeNull();
  });

  it("attaches the documents cited for that value of the company's period, and only those", () => {
    const scope1 = company('Northwind Renewables').values.find((v) => v.metricCode === 'ghg.scope1')!;
    expect(scope1.evidence).toEqual([
      expect.objectContaining({
        citationId: 'c-1',
        fileName: 'annual-report-2025.pdf',
        mediaType: 'application/pdf',
        kind: 'pdf',
        page: 3,
        openable: true,
      }),
    ]);
    // Harbor's EVIC has no publication in the read model, so no period to match its citation against.
    expect(company('Harbor Logistics').values.flatMap((v) => v.evidence)).toEqual([]);
  });

  it('names the excluded companies, the formula and the reference data', () => {
    expect(lineage.excluded).toEqual([
      { companyId: 4, name: 'Summit Foods', reason: 'Scope 1 GHG emissions is not reported' },
    ]);
    expect(lineage.formula.text).toBe('Σ (V_i / EVIC_i) × E_i');
    expect(lineage.reference.document).toContain('2022/1288');
  });

  it('gives an investor in the fund the values and where they are documented, not who overrode them, why, nor the documents', () => {
    const lp = paiLineage(input('investor'));
    const scope1 = lp.companies
      .find((c) => c.name === 'Northwind Renewables')!
      .values.find((v) => v.metricCode === 'ghg.scope1')!;
    expect(scope1.override).toEqual({
      original: { value: 800, unit: 'tCO2e' },
      reason: null,
      byName: null,
      at: '2026-02-01T10:00:00.000Z',
    });
    expect(scope1.evidence.map((e) => [e.fileName, e.page, e.openable])).toEqual([
      ['annual-report-2025.pdf', 3, false],
    ]);
    expect(lp.contributionsTotal).toBeCloseTo(175, 10);
  });

  it('scales a share to per cent: a company’s part of a percentage figure is in percentage points', () => {
    const share: PaiIndicatorResult = {
      ...t11a,
      id: 'T1-4',
      method: 'SHARE_OF_ALL_INVESTMENTS',
      unit: '%',
      value: 20,
      excluded: [],
      provenance: {
        ...t11a.provenance!,
        quarters: [
          {
            ...quarter('2025-12-31', [], 20),
            allInvestments: 50_000_000,
            numerator: 10_000_000,
            denominator: 50_000_000,
            contributions: [
              {
                companyId: 2,
                position: { date: '2025-12-31', value: 10_000_000, instrument: null, euGreenBond: null },
                inputs: [],
                divisor: 1,
                factor: 1,
                term: 10_000_000,
              },
            ],
          },
        ],
      },
    };
    const lineage = paiLineage({ ...input('manager'), indicator: share });
    // 10,000,000 / 50,000,000 × 100 = 20 percentage points.
    expect(lineage.companies[0].contribution).toBeCloseTo(20, 10);
    expect(lineage.contributionsTotal).toBeCloseTo(20, 10);
  });

  it('refuses a figure stored without provenance', () => {
    expect(() => paiLineage({ ...input('manager'), indicator: { ...t11a, provenance: undefined } })).toThrow(
      /without provenance/,
    );
  });
});
