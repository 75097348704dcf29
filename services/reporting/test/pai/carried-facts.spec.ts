import { defaultPaiExplanation } from '../../src/domain/pai/explanation';
import { companyValues, statementInput, type KeptPublication } from '../../src/domain/pai/statement';
import { calculate, get } from './fixtures';

/**
 * Issue 21 finding 2, ADR 0095: a slowly changing fact the data year leaves unanswered (EVIC in an ESG
 * questionnaire) is taken from the company's latest earlier answer no older than the maximum age, and marked
 * in the figure's provenance and explanation; an explicit "not available" is never overridden.
 *
 * Hand-computed: the fund holds Northwind (company 2) for 10,000,000 EUR at 31 Dec 2025 out of 20,000,000 EUR
 * of investments. Northwind's ESG 2025 reports scope 1 of 800 tCO2e and no EVIC.
 * - EVIC 2024 = 100,000,000 EUR carried: T1-1a = (10,000,000 / 100,000,000) × 800 = 80 tCO2e, coverage 100 %.
 * - EVIC 2023 = 50,000,000 EUR (2 years old): not carried by default → excluded, no figure, coverage 0 %;
 *   with a maximum age of 2 years: (10,000,000 / 50,000,000) × 800 = 160 tCO2e.
 * - T1-2 with scope 2 (location) 200 and scope 3 1,000: (0.1 × 2,000) / (20,000,000 / 1,000,000) = 10.
 * - T1-3 with 2025 revenue 40,000,000 EUR: (10,000,000 / 20,000,000) × 2,000 / 40 = 25, nothing carried.
 */
const kept = (value: number | string | null, id: string, status?: 'not_available') => ({
  value,
  unit: '',
  quality: 'reported' as const,
  valueVersionId: id,
  ...(status ? { status } : {}),
});
const publication = (
  responseId: number,
  year: number,
  standardId: number,
  values: KeptPublication['values'],
): KeptPublication => ({
  responseId,
  companyId: 2,
  standardId,
  period: String(year),
  year,
  publicationNumber: 1,
  publishedAt: `${year + 1}-03-0${standardId === 8 ? 2 : 1}T00:00:00.000Z`,
  values,
});

const esg2025 = publication(5, 2025, 1, {
  'ghg.scope1': kept(800, 'v51'),
  'ghg.scope2_location': kept(200, 'v52'),
  'ghg.scope3': kept(1_000, 'v53'),
  'company.revenue': kept(40_000_000, 'v55'),
});
const sfdr2024 = publication(4, 2024, 8, {
  'company.evic': kept(100_000_000, 'v41'),
  'ghg.scope1': kept(900, 'v42'),
});
const sfdr2023 = publication(3, 2023, 8, { 'company.evic': kept(50_000_000, 'v31') });
const quarters = [
  { date: '2025-12-31', allInvestments: 20_000_000, positions: [{ companyId: 2, value: 10_000_000 }] },
];

describe('slowly changing facts carried into a PAI statement', () => {
  it('carries EVIC one year old: Northwind stays in T1-1a (80 tCO2e, coverage 100 %), marked in the provenance', () => {
    const { input, sources } = statementInput(quarters, 2025, [sfdr2024, esg2025]);
    expect(sources).toEqual([
      expect.objectContaining({
        dataYear: 2025,
        publications: [expect.objectContaining({ responseId: 5 })],
        carried: [
          {
            metricCode: 'company.evic',
            period: '2024',
            ageYears: 1,
            publication: expect.objectContaining({ responseId: 4 }),
          },
        ],
      }),
    ]);
    // Only the fact is carried: 2024's scope 1 (900) does not replace or join 2025's (800).
    expect(input.companies[0].values['company.evic']).toEqual({
      value: 100_000_000,
      quality: 'reported',
      versionId: 'v41',
      carriedFrom: { period: '2024', ageYears: 1 },
    });
    const results = calculate(input, true);
    const t11a = get(results, 'T1-1a');
    expect(t11a.value).toBe(80);
    expect(t11a.coverage).toBe(1);
    expect(t11a.included).toEqual([
      {
        companyId: 2,
        estimated: false,
        quarters: ['2025-12-31'],
        carried: [{ metric: 'company.evic', period: '2024', ageYears: 1 }],
      },
    ]);
    expect(t11a.provenance!.quarters[0].contributions[0].inputs).toEqual([
      {
        metric: 'company.evic',
        value: 100_000_000,
        unit: 'EUR',
        quality: 'reported',
        versionId: 'v41',
        carriedFrom: { period: '2024', ageYears: 1 },
      },
      { metric: 'ghg.scope1', value: 800, unit: 'tCO2e', quality: 'reported', versionId: 'v51' },
    ]);
    expect(get(results, 'T1-2').value).toBe(10);
    expect(defaultPaiExplanation(t11a)).toBe(
      'The figure is the impact at 31 Dec 2025. Data covers 100.0% of the relevant investments by value; none of it is estimated. ' +
        'Carried from an earlier period because the latest data does not report it: enterprise value including cash at fiscal year end of 2024 (1 year old) for 1 company.',
    );
    // A figure that reads no carried fact says nothing of it.
    expect(get(results, 'T1-3').value).toBe(25);
    expect(get(results, 'T1-3').included).toEqual([
      { companyId: 2, estimated: false, quarters: ['2025-12-31'] },
    ]);
  });

  it('does not carry a value older than the maximum age: excluded as missing, with the reason in the source', () => {
    const { input, sources } = statementInput(quarters, 2025, [sfdr2023, esg2025]);
    expect(sources[0].notCarried).toEqual([
      {
        metricCode: 'company.evic',
        reason: 'the latest value, of 2023, is 2 years old: older than the maximum age of 1 year',
      },
    ]);
    const t11a = get(calculate(input), 'T1-1a');
    expect(t11a.value).toBeNull();
    expect(t11a.coverage).toBe(0);
    expect(t11a.excluded).toEqual([
      expect.objectContaining({ companyId: 2, code: 'missing', reason: 'missing company.evic' }),
    ]);
    // Configured to two years, the 2023 EVIC is carried: (10,000,000 / 50,000,000) × 800 = 160.
    const two = statementInput(quarters, 2025, [sfdr2023, esg2025], { factMaxAgeYears: 2 });
    expect(get(calculate(two.input), 'T1-1a').value).toBe(160);
  });

  it('never overrides an explicit "not available" with an older value', () => {
    const esgWithout = publication(6, 2025, 1, {
      ...esg2025.values,
      'company.evic': kept(null, 'v54', 'not_available'),
    });
    const { company, source } = companyValues(2, 2025, [sfdr2024, esgWithout]);
    expect(company.values['company.evic']).toBeUndefined();
    expect(source?.notCarried).toEqual([
      {
        metricCode: 'company.evic',
        reason: 'reported as not available for 2025; an older value is not used in its place',
      },
    ]);
    expect(get(calculate({ quarters, companies: [company] }), 'T1-1a').excluded[0].code).toBe('missing');
  });
});
