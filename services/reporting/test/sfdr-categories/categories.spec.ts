import { readSfdr2Rules } from '@esg/reference-data';
import { testSfdr2Categories, type Sfdr2Input } from '../../src/domain/sfdr-categories/categories';

/**
 * A fund of EUR 1,000 on the rules of the proposal of 20 November 2025 (threshold 70 %):
 *   Alpha 400: GHG reduction target, Scope 1 and global-norms processes reported, no exclusion hit,
 *              Taxonomy-aligned turnover 90 %;
 *   Beta 300:  the same, but 60 % of its revenue from gaseous fuels (Paris-aligned exclusion at 50 %),
 *              aligned 50 %;
 *   Gamma 100: no reduction target, reports the flags of the Climate Transition exclusions (all false) but
 *              neither Scope 1 nor the revenue shares, no Taxonomy disclosure;
 *   cash 200.
 * Transition: (400 + 300) / 1,000 = 70 % → meets. ESG Basics: Gamma did not report Scope 1 → 70 % → meets.
 * Sustainable: Beta is excluded → fails.
 */
const rules = readSfdr2Rules();
const ctbFlags = {
  'soc.controversial_weapons': false,
  'soc.tobacco_production': false,
  'soc.ungc_oecd_violations': false,
};
const shares = (gas: number) => ({
  'env.revenue_share_coal': 0,
  'env.revenue_share_oil': 0,
  'env.revenue_share_gas': gas,
  'env.revenue_share_high_carbon_power': 0,
});
const reporting = { 'ghg.reduction_target': true, 'ghg.scope1': 120, 'soc.ungc_oecd_processes': true };

function fund(gammaValue = 100, betaGas = 60, alphaTarget = true): Sfdr2Input {
  return {
    allInvestments: 1_000,
    positions: [
      { companyId: 1, value: 400 },
      { companyId: 2, value: 300 },
      { companyId: 3, value: gammaValue },
      { companyId: null, value: 1_000 - 700 - gammaValue },
    ],
    companies: new Map([
      [
        1,
        {
          name: 'Alpha',
          values: new Map(
            Object.entries({ ...reporting, 'ghg.reduction_target': alphaTarget, ...ctbFlags, ...shares(0) }),
          ),
          taxonomyAligned: 0.9,
        },
      ],
      [
        2,
        {
          name: 'Beta',
          values: new Map(Object.entries({ ...reporting, ...ctbFlags, ...shares(betaGas) })),
          taxonomyAligned: 0.5,
        },
      ],
      [
        3,
        {
          name: 'Gamma',
          values: new Map(Object.entries({ 'ghg.reduction_target': false, ...ctbFlags })),
          taxonomyAligned: null,
        },
      ],
    ]),
  };
}

describe('the SFDR 2.0 category tester (the proposal of 20 November 2025)', () => {
  it('reads the proposal as versioned reference data, marked as a proposal', () => {
    expect(rules).toMatchObject({
      date: '2025-11-20',
      status: 'proposal',
      thresholdPercent: 70,
      transcribed: true,
    });
    expect(rules.categories.map((c) => c.name)).toEqual(['Transition', 'ESG Basics', 'Sustainable']);
  });

  it('meets, fails on an exclusion, and lists what is missing', () => {
    const [transition, basics, sustainable] = testSfdr2Categories(fund(), rules);
    expect(transition).toMatchObject({
      share: 0.7,
      missingShare: 0,
      threshold: 0.7,
      verdict: 'meets',
      excluded: [],
      missing: [],
    });
    expect(transition.reason).toBe(
      '70.0% of the investments qualify, at or above the 70.0% threshold, and no held company hits an exclusion.',
    );
    expect(basics).toMatchObject({ share: 0.7, verdict: 'meets' });
    expect(sustainable).toMatchObject({
      verdict: 'fails',
      excluded: [{ companyId: 2, name: 'Beta', exclusion: '50 % or more of revenue from gaseous fuels' }],
      reason: 'The fund holds a company the mandatory exclusions rule out.',
    });
    expect(sustainable.share).toBeCloseTo((400 * 0.9 + 300 * 0.5) / 1_000, 12);
    expect(sustainable.missingShare).toBeCloseTo(0.1, 12);
    expect(sustainable.missing).toEqual([
      {
        companyId: 3,
        name: 'Gamma',
        data: [
          'Taxonomy disclosure',
          '1 % or more of revenue from hard coal and lignite',
          '10 % or more of revenue from oil fuels',
          '50 % or more of revenue from gaseous fuels',
          '50 % or more of revenue from electricity generation above 100 g CO2e/kWh',
        ],
      },
    ]);
  });

  it('fails below the threshold and is undecided when the missing data could reach it', () => {
    const [transition] = testSfdr2Categories(fund(100, 60, false), rules);
    expect(transition).toMatchObject({ share: 0.3, verdict: 'fails' });
    expect(transition.reason).toBe('30.0% of the investments qualify: below the 70.0% threshold.');
    // Beta no longer excluded; Gamma (300, no disclosure) could lift 51 % to 81 %.
    const sustainable = testSfdr2Categories(fund(300, 0), rules)[2];
    expect(sustainable).toMatchObject({ verdict: 'undecided', excluded: [] });
    expect(sustainable.reason).toBe(
      '51.0% of the investments qualify; with the missing data it could reach 81.0%.',
    );
  });
});
