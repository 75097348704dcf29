import { defaultPaiExplanation } from '../../src/domain/pai/explanation';
import {
  statementInput,
  withOverrides,
  type KeptOverride,
  type KeptPublication,
} from '../../src/domain/pai/statement';
import { calculate, get } from './fixtures';

/**
 * GP overrides in the PAI figures (issue 27, ADR 0182): the investor's override of a company's published value
 * is what its figures read; the provenance keeps the company's original, who overrode it, when and why.
 *
 * Hand-computed: the fund holds Northwind (company 2) for 10,000,000 EUR out of 20,000,000 EUR at 31 Dec 2025;
 * Northwind published EVIC 100,000,000 EUR and scope 1 of 8,000 tCO2e (a unit slip: the invoices show 800).
 * - As published: T1-1a = (10,000,000 / 100,000,000) × 8,000 = 800 tCO2e.
 * - With GP 1's override of scope 1 to 800: (10,000,000 / 100,000,000) × 800 = 80 tCO2e.
 * - Withdrawn (no override in force): 800 again.
 */
const publication: KeptPublication = {
  responseId: 5,
  companyId: 2,
  standardId: 1,
  period: '2025',
  year: 2025,
  publicationNumber: 1,
  publishedAt: '2026-03-01T00:00:00.000Z',
  values: {
    'company.evic': { value: 100_000_000, unit: 'EUR', quality: 'reported', valueVersionId: 'v-evic' },
    'ghg.scope1': { value: 8_000, unit: 'tCO2e', quality: 'reported', valueVersionId: 'v-s1' },
  },
};
const quarters = [
  { date: '2025-12-31', allInvestments: 20_000_000, positions: [{ companyId: 2, value: 10_000_000 }] },
];
const override: KeptOverride = {
  investorId: 1,
  companyId: 2,
  responseId: 5,
  period: '2025',
  metricCode: 'ghg.scope1',
  value: 800,
  unit: 'tCO2e',
  reason: 'The fuel invoices show 800 t; the company typed kg',
  byName: 'Grace Parker',
  at: '2026-03-10T09:00:00.000Z',
};

describe('GP overrides in a PAI statement', () => {
  it('computes with the override and says so in the provenance, the companies list and the explanation', () => {
    expect(get(calculate(statementInput(quarters, 2025, [publication]).input), 'T1-1a').value).toBe(800);

    const { input } = statementInput(quarters, 2025, [publication], undefined, [], [override]);
    const t11a = get(calculate(input, true), 'T1-1a');
    expect(t11a.value).toBe(80);
    const expected = {
      original: { value: 8_000, unit: 'tCO2e', versionId: 'v-s1' },
      reason: 'The fuel invoices show 800 t; the company typed kg',
      byName: 'Grace Parker',
      at: '2026-03-10T09:00:00.000Z',
    };
    expect(t11a.included).toEqual([
      {
        companyId: 2,
        estimated: false,
        quarters: ['2025-12-31'],
        overridden: [{ metric: 'ghg.scope1', ...expected }],
      },
    ]);
    expect(t11a.provenance!.quarters[0].contributions[0].inputs).toEqual([
      { metric: 'company.evic', value: 100_000_000, unit: 'EUR', quality: 'reported', versionId: 'v-evic' },
      {
        metric: 'ghg.scope1',
        value: 800,
        unit: 'tCO2e',
        quality: 'reported',
        versionId: 'v-s1',
        override: expected,
      },
    ]);
    expect(defaultPaiExplanation(t11a)).toContain(
      "Uses the investor's own value instead of the company's published one (a reviewed override) for: scope 1 GHG emissions of 1 company.",
    );
    // A figure that does not read the overridden value says nothing of it (T1-3 reads revenue, absent here).
    expect(get(calculate(input), 'T1-3').included).toEqual([]);
  });

  it('applies to every publication of the period holding the value, leaves them untouched, ignores others', () => {
    const before = JSON.stringify(publication);
    // The SFDR questionnaire of the same period shares the value (the override was set on the ESG response).
    const sfdr: KeptPublication = { ...publication, responseId: 6, standardId: 8 };
    const [read, readSfdr] = withOverrides(
      [publication, sfdr],
      [override, { ...override, companyId: 3, metricCode: 'company.evic' }],
    );
    expect(JSON.stringify(publication)).toBe(before);
    expect(read.values['ghg.scope1']).toMatchObject({ value: 800, valueVersionId: 'v-s1' });
    expect(readSfdr.values['ghg.scope1']).toMatchObject({ value: 800, valueVersionId: 'v-s1' });
    expect(read.values['company.evic']).toEqual(publication.values['company.evic']);
    // Another period's override changes nothing.
    expect(withOverrides([publication], [{ ...override, period: '2024' }])[0]).toEqual(publication);
  });

  it('overrides a value the company reported as not available: the company enters the figure', () => {
    const without: KeptPublication = {
      ...publication,
      values: {
        ...publication.values,
        'ghg.scope1': {
          value: null,
          unit: 'tCO2e',
          quality: null,
          valueVersionId: 'v-na',
          status: 'not_available',
        },
      },
    };
    expect(get(calculate(statementInput(quarters, 2025, [without]).input), 'T1-1a').value).toBeNull();
    const { input } = statementInput(quarters, 2025, [without], undefined, [], [override]);
    const t11a = get(calculate(input), 'T1-1a');
    expect(t11a.value).toBe(80);
    expect(t11a.included[0].overridden?.[0].original).toEqual({
      value: null,
      unit: 'tCO2e',
      versionId: 'v-na',
    });
  });
});
