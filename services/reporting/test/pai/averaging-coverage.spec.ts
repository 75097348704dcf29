import { calculatePai, validatePaiInput } from '../../src/domain/pai/calculate';
import { PaiInputError, type PaiCalculationInput } from '../../src/domain/pai/model';
import { loadPaiReference } from '../../src/infrastructure/pai-reference';
import { COMPUTED_AT, calculate, get, numbersIn } from './fixtures';

const Q1 = '2025-03-31';
const Q2 = '2025-06-30';
const Q3 = '2025-09-30';
const Q4 = '2025-12-31';

/** Delta: EVIC 1,000,000, Scope 1 5,000 tCO2e (the ESAs Q&A's worked example, JC 2022 62). */
const DELTA = {
  id: 7,
  values: { 'company.evic': 1_000_000, 'ghg.scope1': 5000, 'env.fossil_fuel_sector': true },
};

describe('the reference period: the average of the four quarter-end impacts (Article 6(3))', () => {
  it("a company held in two of four quarters: (0.1 × 5,000 + 0.1 × 5,000 + 0 + 0) / 4 = 250 tCO2e, the ESAs' figure", () => {
    const results = calculate({
      quarters: [
        { date: Q1, allInvestments: 1_000_000, positions: [{ companyId: 7, value: 100_000 }] },
        { date: Q2, allInvestments: 1_000_000, positions: [{ companyId: 7, value: 100_000 }] },
        { date: Q3, allInvestments: 1_000_000, positions: [] },
        { date: Q4, allInvestments: 1_000_000, positions: [] },
      ],
      companies: [DELTA],
      indicators: ['T1-1a'],
    });
    const r = get(results, 'T1-1a');
    expect(r.quarters.map((q) => q.value)).toEqual([500, 500, 0, 0]);
    expect(r.value).toBe(250);
    // Coverage is about what was held: the two quarters with Delta, both fully covered.
    expect(r.quarters.map((q) => q.coverage)).toEqual([1, 1, null, null]);
    expect(r.coverage).toBe(1);
    expect(r.included).toEqual([{ companyId: 7, estimated: false, quarters: [Q1, Q2] }]);
  });

  it('averages the quarterly figures, not a ratio of averages (carbon footprint with changing fund size)', () => {
    // Q1: 0.1 × 5,000 = 500 t over €1M → 500;   Q2: 500 t over €4M → 125;
    // Q3: 0.2 × 5,000 = 1,000 t over €2M → 500; Q4: nothing held → 0.
    // Average of the figures: (500 + 125 + 500 + 0) / 4 = 281.25.
    // (A ratio of averages would be mean 500 t / mean €2M = 250: not what Article 6(3) asks.)
    const results = calculate({
      quarters: [
        { date: Q1, allInvestments: 1_000_000, positions: [{ companyId: 7, value: 100_000 }] },
        { date: Q2, allInvestments: 4_000_000, positions: [{ companyId: 7, value: 100_000 }] },
        { date: Q3, allInvestments: 2_000_000, positions: [{ companyId: 7, value: 200_000 }] },
        { date: Q4, allInvestments: 1_000_000, positions: [] },
      ],
      companies: [{ id: 7, values: { ...DELTA.values, 'ghg.scope2_market': 0, 'ghg.scope3': 0 } }],
      indicators: ['T1-2'],
    });
    const r = get(results, 'T1-2');
    expect(r.quarters.map((q) => q.value)).toEqual([500, 125, 500, 0]);
    expect(r.value).toBeCloseTo(281.25, 12);
  });

  it('an average-type figure (board diversity) averages only the quarters in which something relevant is held', () => {
    // Q1, Q2: one company with 2 of 8 board members female (25%); Q3, Q4: nothing held → no figure, not 0.
    const results = calculate({
      quarters: [
        { date: Q1, allInvestments: 1_000_000, positions: [{ companyId: 9, value: 100_000 }] },
        { date: Q2, allInvestments: 1_000_000, positions: [{ companyId: 9, value: 300_000 }] },
        { date: Q3, allInvestments: 1_000_000, positions: [] },
        { date: Q4, allInvestments: 1_000_000, positions: [] },
      ],
      companies: [{ id: 9, values: { 'gov.board_members': 8, 'gov.board_members_female': 2 } }],
      indicators: ['T1-13'],
    });
    const r = get(results, 'T1-13');
    expect(r.quarters.map((q) => q.value)).toEqual([25, 25, null, null]);
    expect(r.value).toBe(25);
  });
});

describe('the current value of all investments includes cash', () => {
  it('a share of investments divides by everything held: 4,000,000 fossil of 10,000,000 (6,000,000 cash) = 40%, not 100%', () => {
    const input: PaiCalculationInput = {
      quarters: [
        {
          date: Q4,
          allInvestments: 10_000_000,
          positions: [
            { companyId: 7, value: 4_000_000 },
            { companyId: 'cash', value: 6_000_000, instrument: 'cash' },
          ],
        },
      ],
      companies: [DELTA],
      indicators: ['T1-4', 'T1-2'],
    };
    const results = calculate(input);
    expect(get(results, 'T1-4').value).toBeCloseTo(40, 12);
    // Cash is in the denominator but is no investee company: it is neither relevant nor missing.
    expect(get(results, 'T1-4').coverage).toBe(1);
    expect(get(results, 'T1-4').eligibleShare).toBeCloseTo(0.4, 12);
    expect(get(results, 'T1-4').excluded).toEqual([]);
  });

  it('refuses all investments below the sum of the positions (it must include them)', () => {
    const input: PaiCalculationInput = {
      quarters: [{ date: Q4, allInvestments: 90, positions: [{ companyId: 7, value: 100 }] }],
      companies: [DELTA],
    };
    expect(validatePaiInput(input)).toEqual([
      {
        path: ['quarters', 0, 'allInvestments'],
        message:
          '90 is below the sum of the positions (100); it must include them, cash and everything else held',
      },
    ]);
    expect(() => calculatePai(input, loadPaiReference(), { computedAt: COMPUTED_AT })).toThrow(PaiInputError);
  });
});

describe('missing data and estimates', () => {
  const input: PaiCalculationInput = {
    quarters: [
      {
        date: Q4,
        allInvestments: 4_000_000,
        positions: [
          { companyId: 1, value: 1_000_000 },
          { companyId: 2, value: 1_000_000 },
          { companyId: 3, value: 2_000_000 },
        ],
      },
    ],
    companies: [
      { id: 1, values: { 'company.evic': 10_000_000, 'ghg.scope1': { value: 300, quality: 'estimated' } } },
      { id: 2, values: { 'company.evic': 5_000_000, 'ghg.scope1': { value: 50, quality: 'audited' } } },
      { id: 3, values: {} },
    ],
    indicators: ['T1-1a', 'T1-14'],
  };
  const results = calculate(input);

  it('a company without the data is left out and lowers the coverage; it never counts as zero', () => {
    // 0.1 × 300 + 0.2 × 50 = 40 tCO2e, over 2M of the 4M relevant: coverage 0.5.
    const r = get(results, 'T1-1a');
    expect(r.value).toBeCloseTo(40, 12);
    expect(r.coverage).toBe(0.5);
    expect(r.excluded).toEqual([
      {
        companyId: 3,
        code: 'missing',
        reason: 'missing company.evic, ghg.scope1',
        metrics: ['company.evic', 'ghg.scope1'],
        quarters: [Q4],
      },
    ]);
  });

  it('with no data at all the figure is unknown (null), not 0%', () => {
    const r = get(results, 'T1-14');
    expect(r.value).toBeNull();
    expect(r.coverage).toBe(0);
    expect(r.quarters[0].value).toBeNull();
    expect(r.excluded.map((e) => e.companyId)).toEqual([1, 2, 3]);
  });

  it('the estimated share is the covered value whose inputs include an estimate: 1M of 2M', () => {
    const r = get(results, 'T1-1a');
    expect(r.estimatedShare).toBe(0.5);
    expect(r.included).toEqual([
      { companyId: 1, estimated: true, quarters: [Q4] },
      { companyId: 2, estimated: false, quarters: [Q4] },
    ]);
  });

  it('a position in a company absent from the companies list is excluded as having no values', () => {
    const r = get(
      calculate({
        quarters: [{ date: Q4, allInvestments: 100, positions: [{ companyId: 99, value: 10 }] }],
        companies: [],
        indicators: ['T1-4'],
      }),
      'T1-4',
    );
    expect(r.excluded).toEqual([
      {
        companyId: 99,
        code: 'missing',
        reason: 'no values are reported for this company',
        metrics: [],
        quarters: [Q4],
      },
    ]);
  });
});

describe('negative or zero EVIC and revenue: a clear exclusion, never Infinity or NaN', () => {
  const input: PaiCalculationInput = {
    quarters: [
      {
        date: Q4,
        allInvestments: 3_000_000,
        positions: [
          { companyId: 'zero', value: 1_000_000 },
          { companyId: 'negative', value: 1_000_000 },
          { companyId: 'ok', value: 1_000_000 },
        ],
      },
    ],
    companies: [
      {
        id: 'zero',
        values: {
          'company.evic': 0,
          'company.revenue': 0,
          'ghg.scope1': 10,
          'ghg.scope2_market': 10,
          'ghg.scope3': 10,
          'company.nace': 'C.10',
          'energy.consumption_total': 10,
        },
      },
      {
        id: 'negative',
        values: {
          'company.evic': -2_000_000,
          'company.revenue': -1,
          'ghg.scope1': 10,
          'ghg.scope2_market': 10,
          'ghg.scope3': 10,
          'company.nace': 'C.10',
          'energy.consumption_total': 10,
        },
      },
      {
        id: 'ok',
        values: {
          'company.evic': 2_000_000,
          'company.revenue': 4_000_000,
          'ghg.scope1': 10,
          'ghg.scope2_market': 10,
          'ghg.scope3': 20,
          'company.nace': 'C.10',
          'energy.consumption_total': 8000,
        },
      },
    ],
  };
  const results = calculate(input);

  it('EVIC of 0 or below excludes the company from every EVIC-attributed figure, naming the value', () => {
    for (const id of ['T1-1a', 'T1-1d', 'T1-2', 'T1-8', 'T2-1', 'T3-3', 'T3-17a']) {
      const zero = get(results, id).excluded.find((e) => e.companyId === 'zero')!;
      const negative = get(results, id).excluded.find((e) => e.companyId === 'negative')!;
      expect([id, zero.code, zero.reason.split(';')[0]]).toEqual([id, 'invalid', 'company.evic is 0']);
      expect([id, negative.code, negative.reason.split(';')[0]]).toEqual([
        id,
        'invalid',
        'company.evic is -2000000',
      ]);
    }
    // Only "ok" counts: 0.5 × (10 + 10 + 20) = 20 tCO2e.
    expect(get(results, 'T1-1d').value).toBeCloseTo(20, 12);
  });

  it('revenue of 0 or below excludes the company from GHG and energy intensity', () => {
    // ok: (1/3) × 40 / 4 = 3.333… tCO2e/€M; energy 8 GWh / €4M = 2 GWh/€M.
    expect(get(results, 'T1-3').value).toBeCloseTo(40 / 3 / 4, 12);
    expect(get(results, 'T1-6-C').value).toBeCloseTo(2, 12);
    expect(get(results, 'T1-6-C').excluded.map((e) => [e.companyId, e.reason])).toEqual([
      ['negative', 'company.revenue is -1; it must be above zero to divide by it'],
      ['zero', 'company.revenue is 0; it must be above zero to divide by it'],
    ]);
  });

  it('no figure, coverage or share anywhere is NaN or Infinity', () => {
    const all = calculatePai(input, loadPaiReference(), { computedAt: COMPUTED_AT, provenance: true });
    expect(numbersIn(all).every(Number.isFinite)).toBe(true);
    // and the whole answer survives JSON (NaN would become null silently)
    expect(JSON.parse(JSON.stringify(all))).toEqual(all);
  });
});

describe('recomputing gives the identical figure', () => {
  const input: PaiCalculationInput = {
    quarters: [
      {
        date: Q2,
        allInvestments: 7_777_777.77,
        positions: [
          { companyId: 3, value: 1_234_567.89 },
          { companyId: 1, value: 987_654.32 },
          { companyId: 'b', value: 0.1 },
          { companyId: 2, value: 3_333_333.33 },
          { companyId: 1, value: 0.7, instrument: 'corporate-bond', euGreenBond: false },
        ],
      },
      {
        date: Q1,
        allInvestments: 5_555_555.55,
        positions: [
          { companyId: 2, value: 1_111_111.11 },
          { companyId: 1, value: 2_222_222.22 },
        ],
      },
    ],
    companies: [1, 2, 3, 'b'].map((id, i) => ({
      id,
      values: {
        'company.evic': 10_000_000.3 * (i + 1),
        'company.revenue': 3_000_000.7 * (i + 2),
        'ghg.scope1': 0.1 + 1234.567 * i,
        'ghg.scope2_market': 0.2 * i,
        'ghg.scope3': 0.3 + i,
        'soc.gender_pay_gap': 0.1 * (i + 1),
      },
    })),
  };

  it('whatever the order of quarters, positions and companies, to the last bit', () => {
    const first = calculatePai(input, loadPaiReference(), { computedAt: COMPUTED_AT, provenance: true });
    const shuffled: PaiCalculationInput = {
      quarters: [...input.quarters].reverse().map((q) => ({ ...q, positions: [...q.positions].reverse() })),
      companies: [...input.companies].reverse(),
    };
    const second = calculatePai(shuffled, loadPaiReference(), { computedAt: COMPUTED_AT, provenance: true });
    expect(second).toEqual(first);
    const a = numbersIn(first);
    const b = numbersIn(second);
    expect(b.length).toBe(a.length);
    expect(b.every((x, i) => Object.is(x, a[i]))).toBe(true);
  });
});

describe('provenance', () => {
  it('shows the formula, every position with the inputs used, the terms, the reference version and the time', () => {
    const results = calculate(
      {
        quarters: [
          {
            date: Q4,
            allInvestments: 2_000_000,
            positions: [{ companyId: 1, value: 1_000_000, instrument: 'unlisted-equity' }],
          },
        ],
        companies: [
          {
            id: 1,
            values: {
              'company.evic': 4_000_000,
              'ghg.scope1': { value: 800, quality: 'audited', versionId: 'val-81' },
              'ghg.scope2_location': 40,
              'ghg.scope3': { value: 1200, quality: 'estimated', versionId: 'val-93' },
            },
          },
        ],
        indicators: ['T1-2'],
      },
      true,
    );
    const provenance = get(results, 'T1-2').provenance!;
    expect(provenance.formula.id).toBe('F2');
    expect(provenance.formula.source).toBe('Annex I of Delegated Regulation 2022/1288');
    expect(provenance.formula.text).toContain("'carbon footprint' shall be calculated");
    expect(provenance.reference).toEqual({
      file: 'sfdr_pai.json',
      document: expect.stringContaining('Delegated Regulation (EU) 2022/1288'),
      celex: '32022R1288',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(provenance.computedAt).toBe(COMPUTED_AT);
    // 0.25 × (800 + 40 + 1,200) = 510 t over €2M = 255.
    expect(provenance.quarters).toEqual([
      {
        date: Q4,
        allInvestments: 2_000_000,
        relevantValue: 1_000_000,
        coveredValue: 1_000_000,
        numerator: 510,
        denominator: 2,
        value: 255,
        contributions: [
          {
            companyId: 1,
            position: { date: Q4, value: 1_000_000, instrument: 'unlisted-equity', euGreenBond: null },
            inputs: [
              { metric: 'company.evic', value: 4_000_000, unit: 'EUR', quality: null, versionId: null },
              { metric: 'ghg.scope1', value: 800, unit: 'tCO2e', quality: 'audited', versionId: 'val-81' },
              { metric: 'ghg.scope2_location', value: 40, unit: 'tCO2e', quality: null, versionId: null },
              { metric: 'ghg.scope3', value: 1200, unit: 'tCO2e', quality: 'estimated', versionId: 'val-93' },
            ],
            divisor: 4_000_000,
            factor: 2040,
            term: 510,
          },
        ],
      },
    ]);
  });
});
