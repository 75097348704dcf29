import type { TaxonomyCalculationRequest, TaxonomyCompanyInput } from '@esg/contracts';
import { readTaxonomyReference } from '@esg/reference-data';
import {
  TaxonomyInputError,
  calculateTaxonomyAlignment,
  companyShares,
} from '../../src/domain/taxonomy/alignment';

/**
 * A fund of three companies on 31 December 2025, all investments EUR 1,000:
 *
 * - Alpha (EUR 400, equity): solar PV (CCM 4.1) and manufacture of other low carbon technologies
 *   (CCM 3.6, enabling). Totals turnover 1,000, CapEx 200, OpEx 100.
 *     4.1: turnover 600 eligible / 500 aligned, CapEx 100 / 80, OpEx 50 / 40
 *     3.6: turnover 200 / 200, CapEx 50 / 50, OpEx 10 / 10
 *     aligned shares: turnover 700/1000 = 0.7, CapEx 130/200 = 0.65, OpEx 50/100 = 0.5
 *     eligible shares: turnover 800/1000 = 0.8, CapEx 150/200 = 0.75, OpEx 60/100 = 0.6
 * - Beta (EUR 300, a loan): iron and steel (CCM 3.9, transitional). Totals turnover 2,000, CapEx 500,
 *   OpEx 100. Turnover 1,000 / 400, CapEx 300 / 250, OpEx 20 / 10 → aligned 0.2, 0.5, 0.1.
 * - Gamma (EUR 100): no disclosure.
 * - A German sovereign bond EUR 100 and cash EUR 100.
 *
 * Turnover aligned, including sovereigns: (400 × 0.7 + 300 × 0.2) / 1,000 = 340 / 1,000 = 0.34;
 * excluding sovereigns: 340 / (1,000 − 100) = 0.3777…
 * CapEx: (400 × 0.65 + 300 × 0.5) = 410 → 0.41 and 410 / 900; OpEx: (200 + 30) = 230 → 0.23 and 230 / 900.
 * Enabling turnover: 400 × 0.2 = 80 → 0.08; transitional turnover: 300 × 0.2 = 60 → 0.06 (and 60 / 900).
 * Eligible turnover: 400 × 0.8 + 300 × 0.5 = 470 → 0.47. Coverage: 700 of 800 in companies = 0.875.
 */
const reference = readTaxonomyReference();

const alpha: TaxonomyCompanyInput = {
  companyId: 'alpha',
  name: 'Alpha Solar',
  financialYear: 2025,
  quality: 'reported',
  turnover: 1_000,
  capex: 200,
  opex: 100,
  minimumSafeguards: true,
  activities: [
    {
      activity: 'CCM 4.1',
      turnover: { eligible: 600, aligned: 500 },
      capex: { eligible: 100, aligned: 80 },
      opex: { eligible: 50, aligned: 40 },
      substantialContribution: true,
      dnsh: true,
    },
    {
      activity: 'CCM 3.6',
      turnover: { eligible: 200, aligned: 200 },
      capex: { eligible: 50, aligned: 50 },
      opex: { eligible: 10, aligned: 10 },
      substantialContribution: true,
      dnsh: { CCA: true, WTR: true, CE: true, PPC: true, BIO: true },
    },
  ],
};

const beta: TaxonomyCompanyInput = {
  companyId: 'beta',
  name: 'Beta Steel',
  financialYear: 2025,
  quality: 'estimated',
  turnover: 2_000,
  capex: 500,
  opex: 100,
  minimumSafeguards: true,
  activities: [
    {
      activity: 'CCM 3.9',
      turnover: { eligible: 1_000, aligned: 400 },
      capex: { eligible: 300, aligned: 250 },
      opex: { eligible: 20, aligned: 10 },
      substantialContribution: true,
      dnsh: true,
    },
  ],
};

const fund = (companies: TaxonomyCompanyInput[] = [alpha, beta]): TaxonomyCalculationRequest => ({
  date: '2025-12-31',
  allInvestments: 1_000,
  positions: [
    { companyId: 'alpha', value: 400, instrument: 'unlisted-equity' },
    { companyId: 'beta', value: 300, instrument: 'business-loan' },
    { companyId: 'gamma', value: 100, instrument: 'unlisted-equity' },
    { companyId: 'DE', value: 100, instrument: 'sovereign-bond' },
    { companyId: null, value: 100, instrument: 'cash' },
  ],
  companies,
});

describe('EU Taxonomy alignment of a fund (hand-computed)', () => {
  const result = calculateTaxonomyAlignment(fund(), reference);

  it('shares aligned by turnover, CapEx and OpEx, including and excluding sovereign exposures', () => {
    expect(result.sovereignExposure).toBe(100);
    expect(result.companyInvestments).toBe(800);
    expect(result.kpis.turnover.aligned.including).toBeCloseTo(0.34, 12);
    expect(result.kpis.turnover.aligned.excluding).toBeCloseTo(340 / 900, 12);
    expect(result.kpis.capex.aligned.including).toBeCloseTo(0.41, 12);
    expect(result.kpis.capex.aligned.excluding).toBeCloseTo(410 / 900, 12);
    expect(result.kpis.opex.aligned.including).toBeCloseTo(0.23, 12);
    expect(result.kpis.opex.aligned.excluding).toBeCloseTo(230 / 900, 12);
    expect(result.kpis.turnover.alignedValue).toBeCloseTo(340, 9);
  });

  it('eligible shares, and the split by objective, enabling and transitional', () => {
    expect(result.kpis.turnover.eligible.including).toBeCloseTo(0.47, 12);
    expect(result.kpis.turnover.byObjective.CCM.including).toBeCloseTo(0.34, 12);
    expect(result.kpis.turnover.byObjective.CCA.including).toBe(0);
    expect(result.kpis.turnover.enabling.including).toBeCloseTo(0.08, 12);
    expect(result.kpis.turnover.transitional.including).toBeCloseTo(0.06, 12);
    expect(result.kpis.turnover.transitional.excluding).toBeCloseTo(60 / 900, 12);
    // CapEx: enabling 400 × 50/200 = 100 → 0.1; transitional 300 × 250/500 = 150 → 0.15.
    expect(result.kpis.capex.enabling.including).toBeCloseTo(0.1, 12);
    expect(result.kpis.capex.transitional.including).toBeCloseTo(0.15, 12);
    expect(result.kpis.turnover.fossilGas.including).toBe(0);
    expect(result.kpis.turnover.nuclear.including).toBe(0);
    expect(result.kpis.turnover.alignedOther.including).toBeCloseTo(0.34, 12);
  });

  it('coverage and estimated share travel with each figure; the company without data is listed', () => {
    expect(result.kpis.turnover.coverage).toBeCloseTo(700 / 800, 12);
    // Beta's disclosure is estimated: 300 of the 700 covered.
    expect(result.kpis.turnover.estimatedShare).toBeCloseTo(300 / 700, 12);
    expect(result.excluded).toEqual([
      {
        companyId: 'gamma',
        name: null,
        value: 100,
        code: 'missing',
        reason: 'no Taxonomy disclosure of the company',
      },
    ]);
    expect(result.included.map((c) => [c.companyId, c.shares.turnover])).toEqual([
      ['alpha', { eligible: 0.8, aligned: 0.7 }],
      ['beta', { eligible: 0.5, aligned: 0.2 }],
    ]);
  });

  it('gives the same figures to the last bit whatever the order of the inputs', () => {
    const reversed = calculateTaxonomyAlignment(
      { ...fund([beta, alpha]), positions: [...fund().positions].reverse() },
      reference,
    );
    expect(reversed.kpis).toEqual(result.kpis);
  });

  it('fossil gas and nuclear activities (Delegated Regulation 2022/1214) are shown apart', () => {
    // A gas plant company: turnover 100, all eligible, 50 aligned (CCM 4.29), held for 500 of 1,000.
    const gas: TaxonomyCompanyInput = {
      companyId: 'gas',
      turnover: 100,
      capex: 10,
      opex: 10,
      minimumSafeguards: true,
      activities: [
        {
          activity: 'CCM 4.29',
          turnover: { eligible: 100, aligned: 50 },
          capex: { eligible: 0, aligned: 0 },
          opex: { eligible: 0, aligned: 0 },
          substantialContribution: true,
          dnsh: true,
        },
      ],
    };
    const r = calculateTaxonomyAlignment(
      {
        date: '2025-12-31',
        allInvestments: 1_000,
        positions: [{ companyId: 'gas', value: 500 }],
        companies: [gas],
      },
      reference,
    );
    // 500 × 0.5 / 1,000 = 0.25, all of it fossil gas and transitional; nothing else aligned.
    expect(r.kpis.turnover.fossilGas.including).toBeCloseTo(0.25, 12);
    expect(r.kpis.turnover.transitional.including).toBeCloseTo(0.25, 12);
    expect(r.kpis.turnover.alignedOther.including).toBeCloseTo(0, 12);
    // No sovereigns: excluding equals including.
    expect(r.kpis.turnover.aligned.excluding).toBe(r.kpis.turnover.aligned.including);
  });
});

describe('what counts as aligned for one company', () => {
  it('an aligned amount without minimum safeguards or with harm to another objective stays eligible', () => {
    const { shares } = companyShares(
      {
        ...alpha,
        minimumSafeguards: false,
      },
      reference,
    );
    expect(shares.shares.turnover).toEqual({ eligible: 0.8, aligned: 0 });
    expect(shares.notCounted).toEqual([
      { activity: 'CCM 4.1', reason: 'the undertaking does not meet the minimum safeguards' },
      { activity: 'CCM 3.6', reason: 'the undertaking does not meet the minimum safeguards' },
    ]);
    const harm = companyShares(
      {
        ...alpha,
        activities: [{ ...alpha.activities[1], dnsh: { CCA: true, WTR: false } }],
      },
      reference,
    ).shares;
    expect(harm.shares.turnover).toEqual({ eligible: 0.2, aligned: 0 });
    expect(harm.notCounted[0].reason).toBe('no significant harm is not confirmed for WTR, CE, PPC, BIO');
  });

  it('a total of 0 gives no share for that KPI (never a division by zero)', () => {
    const { shares } = companyShares({ ...alpha, opex: 0, activities: [] }, reference);
    expect(shares.shares.opex).toBeNull();
    expect(shares.shares.turnover).toEqual({ eligible: 0, aligned: 0 });
  });
});

describe('input the calculation cannot use', () => {
  it('names the field: an unknown activity, parts above the total', () => {
    const bad = {
      ...alpha,
      turnover: 700,
      activities: [{ ...alpha.activities[0], activity: 'CCM 99.9' }, alpha.activities[1]],
    };
    expect(() => calculateTaxonomyAlignment(fund([bad, beta]), reference)).toThrow(TaxonomyInputError);
    try {
      calculateTaxonomyAlignment(fund([bad, beta]), reference);
    } catch (e) {
      expect((e as TaxonomyInputError).issues.map((i) => i.path.join('.'))).toEqual([
        'companies.0.activities.0.activity',
      ]);
    }
    const over = { ...alpha, turnover: 700 };
    expect(() => calculateTaxonomyAlignment(fund([over, beta]), reference)).toThrow(
      /companies\.0\.turnover: the activities' eligible turnover \(800\) is more than the total turnover \(700\)/,
    );
  });

  it('collected data: a company whose disclosure cannot be used is excluded with the reason', () => {
    const over = { ...alpha, turnover: 700 };
    const r = calculateTaxonomyAlignment(fund([over, beta]), reference, { onInvalid: 'exclude' });
    expect(r.excluded.map((e) => [e.companyId, e.code])).toEqual([
      ['alpha', 'invalid'],
      ['gamma', 'missing'],
    ]);
    // Only Beta counts: 60 / 1,000.
    expect(r.kpis.turnover.aligned.including).toBeCloseTo(0.06, 12);
    expect(r.kpis.turnover.coverage).toBeCloseTo(300 / 800, 12);
  });
});
