import {
  aggregate,
  aggregationKind,
  change,
  comparePeriods,
  median,
  periodEnd,
  previousPeriod,
  type AggregateInput,
} from '../../src/domain/analysis';

const input = (
  companyId: number,
  value: unknown,
  weight: number,
  quality: AggregateInput['quality'] = 'reported',
) => ({
  companyId,
  value,
  weight,
  quality,
  valueVersionId: `v${companyId}`,
});

describe('analysis aggregates (hand-computed)', () => {
  it('chooses how a metric combines from its type and unit', () => {
    expect(aggregationKind({ code: 'ghg.scope1', type: 'number', unit: 'tCO2e' })).toBe('additive');
    expect(aggregationKind({ code: 'company.revenue', type: 'currency', unit: 'EUR' })).toBe('additive');
    expect(aggregationKind({ code: 'energy.renewable_share', type: 'percent', unit: '%' })).toBe('average');
    expect(aggregationKind({ code: 'soc.employee_satisfaction_score', type: 'number', unit: 'score' })).toBe(
      'average',
    );
    expect(aggregationKind({ code: 'soc.training_hours_per_fte', type: 'number', unit: 'h' })).toBe(
      'average',
    );
    expect(aggregationKind({ code: 'soc.gender_pay_gap', type: 'number', unit: '' })).toBe('average');
    expect(aggregationKind({ code: 'env.fossil_fuel_sector', type: 'boolean', unit: '' })).toBe('share');
    expect(aggregationKind({ code: 'company.country', type: 'choice', unit: '' })).toBe('categorical');
  });

  it('additive: sum, simple and value-weighted mean, median, quality', () => {
    // 100 (held 10), 300 (held 30), 200 (estimated, not held): Σ 600; mean 200;
    // weighted (100×10 + 300×30) ÷ 40 = 250; median 200; one of three estimated.
    const a = aggregate('additive', [input(2, 100, 10), input(3, 300, 30), input(4, 200, 0, 'estimated')]);
    expect(a).toMatchObject({
      count: 3,
      sum: 600,
      mean: 200,
      weightedMean: 250,
      weightTotal: 40,
      min: 100,
      max: 300,
      median: 200,
      quality: { reported: 2, estimated: 1, audited: 0, unknown: 0 },
    });
    expect(a.estimatedShare).toBeCloseTo(1 / 3, 12);
  });

  it('average: no sum; a company without a number is not counted as 0', () => {
    // 20 % (weight 1), 40 % (weight 3), none: mean 30; weighted (20 + 120) ÷ 4 = 35.
    const a = aggregate('average', [input(2, 20, 1), input(3, 40, 3), input(4, null, 5)]);
    expect(a).toMatchObject({ count: 2, sum: null, mean: 30, weightedMean: 35, weightTotal: 4, median: 30 });
  });

  it('share: companies answering yes, simple and by investment value', () => {
    // yes (1), no (1), yes (2): 2 of 3; weighted (1 + 2) ÷ 4 = 0.75.
    const a = aggregate('share', [input(2, true, 1), input(3, false, 1), input(4, true, 2)]);
    expect(a.mean).toBeCloseTo(2 / 3, 12);
    expect(a.weightedMean).toBe(0.75);
    expect(a.distribution).toEqual({ yes: 2, no: 1 });
  });

  it('categorical: a distribution of answers', () => {
    const a = aggregate('categorical', [
      input(2, 'DK', 1),
      input(3, 'DE', 1),
      input(4, 'DK', 1),
      input(5, null, 1),
    ]);
    expect(a).toMatchObject({ count: 3, distribution: { DK: 2, DE: 1 }, sum: null, mean: null });
  });

  it('no weights: the weighted mean is absent, never a guess', () => {
    expect(aggregate('additive', [input(2, 5, 0)]).weightedMean).toBeNull();
    expect(aggregate('additive', []).sum).toBeNull();
  });

  it('median and change', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(change(120, 100)).toEqual({ absolute: 20, relative: 0.2 });
    expect(change(5, 0)).toEqual({ absolute: 5, relative: null });
    expect(change(null, 3)).toEqual({ absolute: null, relative: null });
  });

  it('periods: end, previous, order', () => {
    expect(periodEnd('2025')).toBe('2025-12-31');
    expect(periodEnd('2025-H1')).toBe('2025-06-30');
    expect(periodEnd('2025-Q3')).toBe('2025-09-30');
    expect(previousPeriod('2025')).toBe('2024');
    expect(previousPeriod('2025-Q1')).toBe('2024-Q4');
    expect(previousPeriod('2025-H2')).toBe('2025-H1');
    expect(['2025', '2024-Q4', '2025-Q1', '2024'].sort(comparePeriods)).toEqual([
      '2024',
      '2024-Q4',
      '2025-Q1',
      '2025',
    ]);
  });
});
