import {
  QUALITY_DEFAULTS,
  type CrossCheck,
  type MetricDefinition,
  type QualityThresholds,
} from '@esg/contracts';
import { yearOnYearWarning } from '../src/domain/esg/value-rules';
import {
  absenceFlagged,
  absenceRatePercent,
  outlierFinding,
  peerDistribution,
  quantile,
} from '../src/domain/quality/checks';
import {
  absenceCounts,
  portfolioFlags,
  type CompanyFacts,
  type ValueFact,
} from '../src/domain/quality/portfolio-flags';

/*
 * The portfolio checks of issue 27 (ADR 0180), each against numbers worked out by hand in the comments.
 */

const metric = (overrides: Partial<MetricDefinition>): MetricDefinition => ({
  code: 'ghg.scope1',
  name: 'Scope 1 GHG emissions',
  definition: 'Scope 1',
  type: 'number',
  unit: 'tCO2e',
  acceptedUnits: ['tCO2e'],
  min: 0,
  max: null,
  allowedValues: null,
  maxLength: null,
  dataQualityScore: true,
  yearOnYearCheck: true,
  helpText: null,
  usedBy: [],
  frameworkRefs: [],
  crossChecks: [],
  source: 'test',
  ...overrides,
});

const DEFAULTS: QualityThresholds = {
  yearOnYear: { decimalPercent: 50, integerAbsolute: 5, booleanFlip: true },
  outliers: { standardDeviations: 2, iqrMultiplier: 1.5, minimumPeers: 4 },
  absence: { ratePercent: 50, minimumAsked: 3 },
};

describe('year-on-year significance', () => {
  const was = (value: number | boolean) => ({ value, period: '2024' });

  it('flags a decimal that changes by more than 50 % of last year', () => {
    const scope1 = metric({});
    // 1000 → 1500 is +50.0 %: not above 50. 1000 → 1501 is +50.1 %. 1000 → 499 is −50.1 %.
    expect(yearOnYearWarning(scope1, 1500, was(1000), DEFAULTS.yearOnYear)).toBeNull();
    expect(yearOnYearWarning(scope1, 1501, was(1000), DEFAULTS.yearOnYear)?.limits).toMatchObject({
      changePercent: 50.1,
      kind: 'relative',
    });
    expect(yearOnYearWarning(scope1, 499, was(1000), DEFAULTS.yearOnYear)?.limits.changePercent).toBe(50.1);
    // From 0 any change is significant (no percentage exists).
    expect(yearOnYearWarning(scope1, 1, was(0), DEFAULTS.yearOnYear)?.limits.changePercent).toBeNull();
    // A GP's own threshold: 10 %. 1000 → 1101 is +10.1 %.
    expect(
      yearOnYearWarning(scope1, 1101, was(1000), { ...DEFAULTS.yearOnYear, decimalPercent: 10 }),
    ).not.toBeNull();
  });

  it('flags a whole number that changes by more than 5', () => {
    const board = metric({ code: 'gov.board_members', type: 'integer', unit: 'people' });
    // 7 → 12 is +5: not more than 5; 7 → 13 is +6; 13 → 7 is −6.
    expect(yearOnYearWarning(board, 12, was(7), DEFAULTS.yearOnYear)).toBeNull();
    expect(yearOnYearWarning(board, 13, was(7), DEFAULTS.yearOnYear)?.limits).toMatchObject({
      change: 6,
      thresholdAbsolute: 5,
      kind: 'absolute',
    });
    expect(yearOnYearWarning(board, 7, was(13), DEFAULTS.yearOnYear)?.limits.change).toBe(6);
    // The relative rule does not apply to counts: 1 → 3 is +200 % but only 2 more people.
    expect(yearOnYearWarning(board, 3, was(1), DEFAULTS.yearOnYear)).toBeNull();
  });

  it('flags any flip of a yes/no, unless the GP turned that off', () => {
    const policy = metric({
      code: 'gov.anti_corruption_policy',
      type: 'boolean',
      unit: '',
      yearOnYearCheck: false,
    });
    expect(yearOnYearWarning(policy, false, was(true), DEFAULTS.yearOnYear)).toMatchObject({
      rule: 'yearOnYear',
      limits: { previous: true, kind: 'flip' },
    });
    expect(yearOnYearWarning(policy, false, was(true), DEFAULTS.yearOnYear)?.message).toContain(
      'turned from yes in 2024 to no',
    );
    expect(yearOnYearWarning(policy, true, was(true), DEFAULTS.yearOnYear)).toBeNull();
    expect(
      yearOnYearWarning(policy, false, was(true), { ...DEFAULTS.yearOnYear, booleanFlip: false }),
    ).toBeNull();
  });
});

describe('peer distribution and outliers', () => {
  it('takes quartiles by linear interpolation (type 7)', () => {
    // n = 4: h = 3p. Q1: h = 0.75 → 1 + 0.75 × (2 − 1) = 1.75; median: h = 1.5 → 2.5; Q3: h = 2.25 → 3.25.
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it('describes the portfolio: mean, sample deviation, median, quartiles and fences', () => {
    // 10, 11, 12, 13, 40: mean 86 / 5 = 17.2. Squared deviations 51.84 + 38.44 + 27.04 + 17.64 + 519.84
    // = 654.8; / (5 − 1) = 163.7; √163.7 = 12.7945… Q1 = 11, median 12, Q3 = 13, IQR 2; fences 11 − 3 = 8
    // and 13 + 3 = 16.
    const d = peerDistribution([40, 10, 12, 11, 13], 1.5);
    expect(d.count).toBe(5);
    expect(d.mean).toBeCloseTo(17.2, 10);
    expect(d.standardDeviation).toBeCloseTo(12.79453, 5);
    expect([d.q1, d.median, d.q3, d.lowerFence, d.upperFence]).toEqual([11, 12, 13, 8, 16]);
  });

  it('finds a value outside the fence or beyond the standard deviations', () => {
    const d = peerDistribution([10, 11, 12, 13, 40], 1.5);
    // 40: z = (40 − 17.2) / 12.7945 = 1.782, within 2 standard deviations, but above the fence of 16.
    const forty = outlierFinding(40, d, DEFAULTS.outliers)!;
    expect(forty.outsideFence).toBe(true);
    expect(forty.beyondStandardDeviations).toBe(false);
    expect(forty.zScore).toBeCloseTo(1.782, 3);
    // With 1.5 standard deviations it is beyond those too.
    expect(outlierFinding(40, d, { ...DEFAULTS.outliers, standardDeviations: 1.5 })).toMatchObject({
      beyondStandardDeviations: true,
    });
    // 12 is the median: nothing to flag. With 6 peers required, 5 companies are too few to compare.
    expect(outlierFinding(12, d, DEFAULTS.outliers)).toBeNull();
    expect(outlierFinding(40, d, { ...DEFAULTS.outliers, minimumPeers: 6 })).toBeNull();
  });

  it('never divides by a zero deviation', () => {
    const d = peerDistribution([5, 5, 5, 5], 1.5);
    expect(outlierFinding(5, d, DEFAULTS.outliers)).toBeNull();
  });
});

describe('absence rates', () => {
  it('counts not available and unanswered against the companies asked', () => {
    // 4 asked, 1 answered, 1 not available, 2 unanswered: 3 / 4 = 75 %.
    const count = { asked: 4, answered: 1, notAvailable: 1, unanswered: 2 };
    expect(absenceRatePercent(count)).toBe(75);
    expect(absenceFlagged(count, { ratePercent: 50, minimumAsked: 3 })).toBe(true);
    expect(absenceFlagged(count, { ratePercent: 75, minimumAsked: 3 })).toBe(false);
    expect(absenceRatePercent({ asked: 0, answered: 0, notAvailable: 0, unanswered: 0 })).toBe(0);
  });

  it('needs at least the minimum of companies asked before a rate counts', () => {
    // 1 of 1 gave no value: 100 %, above 50 %, but one company is not a portfolio's rate.
    const one = { asked: 1, answered: 0, notAvailable: 0, unanswered: 1 };
    expect(absenceRatePercent(one)).toBe(100);
    expect(absenceFlagged(one, { ratePercent: 50, minimumAsked: 3 })).toBe(false);
    expect(absenceFlagged(one, { ratePercent: 50, minimumAsked: 1 })).toBe(true);
    // 2 of 3: 66.7 % > 50 %, and 3 asked meets the product's minimum of 3 (exactly: inclusive).
    const three = { asked: 3, answered: 1, notAvailable: 1, unanswered: 1 };
    expect(QUALITY_DEFAULTS.absence.minimumAsked).toBe(3);
    expect(absenceFlagged(three, DEFAULTS.absence)).toBe(true);
    expect(absenceFlagged(three, { ratePercent: 50, minimumAsked: 4 })).toBe(false);
    // A minimum of 0 companies cannot happen (the schema says at least 1), and 0 asked never flags.
    expect(
      absenceFlagged(
        { asked: 0, answered: 0, notAvailable: 0, unanswered: 0 },
        { ratePercent: 0, minimumAsked: 1 },
      ),
    ).toBe(false);
  });
});

describe('portfolio flags', () => {
  const scope1 = metric({});
  const scope3 = metric({ code: 'ghg.scope3', name: 'Scope 3 GHG emissions' });
  const total = metric({ code: 'energy.consumption_total', name: 'Total energy consumption', unit: 'MWh' });
  const parts = [
    metric({ code: 'energy.consumption_nonrenewable', name: 'Non-renewable energy', unit: 'MWh' }),
    metric({ code: 'energy.consumption_renewable', name: 'Renewable energy', unit: 'MWh' }),
  ];
  const metrics = new Map([scope1, scope3, total, ...parts].map((m) => [m.code, m]));
  const split: CrossCheck = {
    id: 'energy-consumption-split',
    rule: 'sum_equals',
    left: 'energy.consumption_total',
    right: ['energy.consumption_nonrenewable', 'energy.consumption_renewable'],
    tolerancePercent: 1,
    message: 'Renewable and non-renewable consumption add up to the total energy consumption',
  };
  const fact = (value: number, id: string): ValueFact => ({
    value,
    unit: 't',
    status: 'provided',
    valueVersionId: id,
    responseId: 100,
  });
  const company = (
    companyId: number,
    current: Record<string, number>,
    previous: Record<string, number> = {},
  ): CompanyFacts => ({
    companyId,
    companyName: `Company ${companyId}`,
    current: new Map(Object.entries(current).map(([code, v]) => [code, fact(v, `${companyId}-${code}`)])),
    previous: new Map(
      Object.entries(previous).map(([code, v]) => [code, fact(v, `${companyId}-${code}-old`)]),
    ),
    asked: new Set(['ghg.scope1', 'ghg.scope3']),
    responseByCode: new Map(),
  });

  // Five companies: scope 1 of 10, 11, 12, 13 and 40 t (40 is outside the fence 8–16, see above);
  // company 5 had 20 t last year (+100 %); company 2's energy parts 70 + 20 = 90 MWh against a total of
  // 100 (10 % off, the rule allows 1 %); only company 1 answered scope 3 (4 of 5 without: 80 % > 50 %).
  const flags = portfolioFlags({
    investorId: 1,
    period: '2025',
    previousPeriod: '2024',
    companies: [
      company(1, { 'ghg.scope1': 10, 'ghg.scope3': 500 }),
      company(2, {
        'ghg.scope1': 11,
        'energy.consumption_total': 100,
        'energy.consumption_nonrenewable': 70,
        'energy.consumption_renewable': 20,
      }),
      company(3, { 'ghg.scope1': 12 }),
      company(4, { 'ghg.scope1': 13 }),
      company(5, { 'ghg.scope1': 40 }, { 'ghg.scope1': 20 }),
    ],
    metric: (code) => metrics.get(code),
    crossChecks: [split],
    countsForAbsence: () => true,
    thresholds: DEFAULTS,
  });

  it('raises one flag per finding, each with its own id', () => {
    expect(flags.map((f) => f.id).sort()).toEqual([
      '2:2025:energy.consumption_total:cross_check.energy-consumption-split',
      '5:2025:ghg.scope1:outlier',
      '5:2025:ghg.scope1:year_on_year',
      'gp1:2025:ghg.scope3:absence',
    ]);
  });

  it('gives the value, last year and the peers beside the finding', () => {
    const yoy = flags.find((f) => f.check === 'year_on_year')!;
    expect(yoy).toMatchObject({
      value: 40,
      previous: { period: '2024', value: 20 },
      valueVersionId: '5-ghg.scope1',
    });
    // The name once (the year-on-year rule writes it itself), then the finding.
    expect(yoy.message).toBe(
      'Scope 1 GHG emissions: 100 % change against 2024 (20 → 40 tCO2e), more than 50 %',
    );
    const outlier = flags.find((f) => f.check === 'outlier')!;
    expect(outlier.peers).toMatchObject({ count: 5, median: 12, lowerFence: 8, upperFence: 16 });
    expect(outlier.message).toContain('outside the interquartile fence 8 to 16 tCO2e');
    // Issue 29: a message is read by people; it starts with the metric's name, never its code.
    for (const flag of [yoy, outlier]) expect(flag.message).toMatch(/^Scope 1 GHG emissions: /);
    const cross = flags.find((f) => f.check === 'cross_check')!;
    expect(cross.details).toMatchObject({ sum: 90, tolerancePercent: 1 });
    const absence = flags.find((f) => f.check === 'absence')!;
    expect(absence.companyId).toBeNull();
    expect(absence.absence).toMatchObject({ asked: 5, answered: 1, unanswered: 4, ratePercent: 80 });
    expect(absence.absence!.companies.map((c) => c.id)).toEqual([2, 3, 4, 5]);
    // Every message starts with the metric's name, never its code (what a user reads in the raw API too).
    for (const flag of flags) {
      expect(flag.message.startsWith(`${flag.metricName}: `)).toBe(true);
      expect(flag.message.startsWith(flag.metricCode)).toBe(false);
    }
  });
});

describe('which absences are worth a flag', () => {
  const counts = absenceCounts(new Set(['company.fte']));

  it('counts a required metric and one a figure reads of every company', () => {
    expect(counts('company.fte')).toBe(true);
    expect(counts('ghg.scope1')).toBe(true);
    expect(counts('env.some_code_nothing_reads')).toBe(false);
  });

  it('not a real-estate asset’s or financed vehicles’ own figures, read only of those assets (issue 21)', () => {
    expect(counts('re.epc_class')).toBe(false);
    expect(counts('re.value_at_origination')).toBe(false);
    expect(counts('vehicle.scope1')).toBe(false);
    // Required by a framework of the period, it still counts.
    expect(absenceCounts(new Set(['re.epc_class']))('re.epc_class')).toBe(true);
  });
});
