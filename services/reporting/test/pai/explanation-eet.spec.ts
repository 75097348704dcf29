import { eetFieldRole, eetPaiRows, EET_VALUE_FIELDS, type EetField } from '../../src/domain/pai/eet';
import { defaultPaiExplanation } from '../../src/domain/pai/explanation';
import { PAI_INDICATOR_BY_ID } from '../../src/domain/pai/catalogue';
import type { PaiCalculationInput } from '../../src/domain/pai/model';
import { readEetPaiFields } from '../../src/infrastructure/eet-fields';
import { calculate, get } from './fixtures';

/*
 * Two quarter ends. V_all 10,000,000 both times.
 *   A (1): 4,000,000 in Q3 and Q4; fossil; Scope 1 estimated.   B (2): 2,000,000 in Q4 only; no data.
 */
const INPUT: PaiCalculationInput = {
  quarters: [
    { date: '2025-09-30', allInvestments: 10_000_000, positions: [{ companyId: 1, value: 4_000_000 }] },
    {
      date: '2025-12-31',
      allInvestments: 10_000_000,
      positions: [
        { companyId: 1, value: 4_000_000 },
        { companyId: 2, value: 2_000_000 },
      ],
    },
  ],
  companies: [
    {
      id: 1,
      values: {
        'env.fossil_fuel_sector': { value: true, quality: 'estimated' },
        'company.evic': 8_000_000,
        'ghg.scope1': 1000,
      },
    },
    { id: 2, values: {} },
  ],
  indicators: ['T1-1a', 'T1-4', 'T1-12', 'T1-16a', 'T1-6'],
};
const results = calculate(INPUT);

describe("the Explanation column's default text", () => {
  it('states the averaging, the coverage and the estimated share, and who was left out', () => {
    // Coverage: Q3 4M/4M = 1, Q4 4M/6M = 2/3 → mean 83.3%. All of A's value rests on an estimate.
    expect(defaultPaiExplanation(get(results, 'T1-4'))).toBe(
      'The figure is the average of the impacts at 2 quarter ends (30 Sep 2025, 31 Dec 2025). ' +
        'Data covers 83.3% of the relevant investments by value; 100.0% of the covered value is based on estimates. ' +
        'Not included: 1 company without the data.',
    );
  });

  it('says when nothing relevant was held, and when no figure can be given', () => {
    expect(defaultPaiExplanation(get(results, 'T1-16a'))).toBe(
      'The figure is the average of the impacts at 2 quarter ends (30 Sep 2025, 31 Dec 2025). ' +
        'No investments to which this indicator applies were held at these dates.',
    );
    expect(defaultPaiExplanation(get(results, 'T1-12'))).toBe(
      'The figure is the average of the impacts at 2 quarter ends (30 Sep 2025, 31 Dec 2025). ' +
        'Data covers 0.0% of the relevant investments by value; none of it is estimated. ' +
        'Not included: 2 companies without the data. ' +
        'No figure can be given: none of the relevant investments reported the data it needs.',
    );
  });
});

describe('EET export (FinDatEx EET V1.1.2, fields 30000–33440)', () => {
  let fields: EetField[];
  beforeAll(async () => {
    fields = await readEetPaiFields();
  });

  it('reads the PAI fields from the workbook: NUM, DATA NAME and codification as the sheet has them', () => {
    expect(fields).toHaveLength(358);
    const byCode = new Map(fields.map((f) => [f.code, f]));
    // Spot checks against the cells of sheet EET (row 6 header: NUM, DATA NAME, DEFINITION, CODIFICATION).
    expect(byCode.get(30000)).toEqual({
      num: 103,
      code: 30000,
      dataName: '30000_PAI_Snapshot_Frequency',
      definition: 'Annual (Calendar year) or Quarterly (Calendar quarter) or Monthly',
      codification: 'A / Q / M',
    });
    expect(byCode.get(30020)).toMatchObject({
      num: 105,
      dataName: '30020_GHG_Emissions_Scope_1_Value',
      codification: 'Number with decimal value',
    });
    expect(byCode.get(30380)?.dataName).toBe(
      '30380_Exposure_To_Companies_Active_In_The_Fossil_Fuel_Sector_Value',
    );
    expect(byCode.get(30400)?.dataName).toBe(
      '30400_Exposure_To_Companies_Active_In_The_Fossil_Fuel_Sector_Coverage',
    );
    expect(byCode.get(31050)?.dataName).toBe('31050_Unadjusted_Gender_Pay_Gap_Value');
    expect(byCode.get(31210)?.codification).toBe('Integer');
    expect(byCode.get(33440)).toMatchObject({
      num: 460,
      dataName: '33440_Average_Rule_Of_Law_Score_Eligible_Assets',
    });
  });

  it('knows every field of the range: 89 quartets plus frequency and reference date', () => {
    const roles = fields.map((f) => eetFieldRole(f));
    expect(roles.filter((r) => r === null)).toEqual([]);
    for (const role of ['value', 'considered', 'coverage', 'eligible'])
      expect([role, roles.filter((r) => r === role).length]).toEqual([role, 89]);
    // Every Value field is in the workbook and names a figure the product computes.
    const codes = new Set(fields.map((f) => f.code));
    for (const [code, id] of Object.entries(EET_VALUE_FIELDS)) {
      expect([code, codes.has(Number(code))]).toEqual([code, true]);
      expect([code, PAI_INDICATOR_BY_ID.has(id)]).toEqual([code, true]);
    }
  });

  it('maps the figures: ratios as fractions, coverage and eligible assets as shares of all investments', () => {
    const rows = eetPaiRows(fields, [...results.values()], {
      referenceDate: '2025-12-31',
      frequency: 'A',
      considered: new Set(['T1-4']),
    });
    const row = (code: number) => rows.find((r) => r.code === code)!.value;
    expect(row(30000)).toBe('A');
    expect(row(30010)).toBe('2025-12-31');
    // T1-4: Q3 4M/10M = 40%, Q4 4M/10M = 40% → 0.4 as a fraction.
    expect(row(30380)).toBeCloseTo(0.4, 12);
    expect(row(30390)).toBe('Y');
    // Coverage vs AUM: (4M/10M + 4M/10M) / 2 = 0.4; eligible: (4M/10M + 6M/10M) / 2 = 0.5.
    expect(row(30400)).toBeCloseTo(0.4, 12);
    expect(row(30410)).toBeCloseTo(0.5, 12);
    // T1-1a: A's 4M / EVIC 8M × 1,000 = 500 tCO2e each quarter: a number, not a fraction.
    expect(row(30020)).toBeCloseTo(500, 9);
    expect(row(30030)).toBe('N');
    // Not computed (not asked for): left empty.
    expect(row(31370)).toBeNull();
    expect(row(31380)).toBeNull();
    // T1-12 has no figure (no data): empty value, but its coverage is known (0).
    expect(row(31050)).toBeNull();
    expect(row(31070)).toBe(0);
    expect(rows).toHaveLength(358);
    expect(rows[2]).toEqual({
      num: 105,
      code: 30020,
      dataName: '30020_GHG_Emissions_Scope_1_Value',
      value: row(30020),
    });
  });

  it('counts as integers where the EET says Integer (31210, countries subject to social violations)', () => {
    const r = calculate({
      quarters: [
        {
          date: '2025-06-30',
          allInvestments: 100,
          positions: [{ companyId: 'X', value: 10, instrument: 'sovereign-bond' }],
        },
        { date: '2025-12-31', allInvestments: 100, positions: [] },
      ],
      companies: [{ id: 'X', values: { 'sov.social_violations': true } }],
      indicators: ['T1-16'],
    });
    // Average of 1 and 0 countries is 0.5; the EET field takes a whole number.
    expect(get(r, 'T1-16a').value).toBe(0.5);
    const rows = eetPaiRows(fields, [...r.values()], { referenceDate: '2025-12-31', frequency: 'A' });
    expect(rows.find((x) => x.code === 31210)!.value).toBe(1);
    expect(rows.find((x) => x.code === 31220)!.value).toBeNull();
  });
});
