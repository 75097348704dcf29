import {
  aggregateFigure,
  companyFigure,
  figureFormulaKey,
  likeForLikeChange,
  pointQuality,
  qualityCountsOf,
  seriesChange,
  unionPeriods,
} from '../../src/domain/analysis';

const counts = (reported: number, estimated: number, audited: number, unknown: number) => ({
  reported,
  estimated,
  audited,
  unknown,
});

describe('trends (hand-computed)', () => {
  it('gives every point the quality of the values behind it', () => {
    expect(pointQuality(counts(0, 0, 0, 0))).toBeNull();
    expect(pointQuality(counts(3, 0, 0, 0))).toBe('reported');
    expect(pointQuality(counts(0, 2, 0, 0))).toBe('estimated');
    // One estimate among three values: the point is partly estimated.
    expect(pointQuality(counts(2, 1, 0, 0))).toBe('mixed');
    expect(pointQuality(counts(0, 1, 1, 0))).toBe('mixed');
    expect(pointQuality(counts(0, 0, 2, 0))).toBe('audited');
    // Reported and audited together are reported; a value without quality does not make it unknown.
    expect(pointQuality(counts(1, 0, 1, 0))).toBe('reported');
    expect(pointQuality(counts(1, 0, 0, 1))).toBe('reported');
    expect(pointQuality(counts(0, 0, 0, 2))).toBe('unknown');
    expect(qualityCountsOf('estimated')).toEqual(counts(0, 1, 0, 0));
    expect(qualityCountsOf(null)).toEqual(counts(0, 0, 0, 1));
  });

  it('follows the figure asked for, never a sum of rates', () => {
    const amounts = { kind: 'additive' as const, sum: 600, mean: 200, weightedMean: 250, median: 200 };
    const rates = { kind: 'average' as const, sum: null, mean: 30, weightedMean: 35, median: 30 };
    const shares = { kind: 'share' as const, sum: null, mean: 2 / 3, weightedMean: 0.75, median: null };
    expect(aggregateFigure(amounts, 'headline')).toBe(600);
    expect(aggregateFigure(amounts, 'mean')).toBe(200);
    expect(aggregateFigure(amounts, 'weightedMean')).toBe(250);
    expect(aggregateFigure(rates, 'headline')).toBe(30);
    expect(aggregateFigure(rates, 'sum')).toBeNull();
    expect(aggregateFigure(shares, 'headline')).toBeCloseTo(0.6667, 4);
    expect(aggregateFigure(shares, 'median')).toBeNull();
    expect(
      aggregateFigure(
        { kind: 'categorical', sum: null, mean: null, weightedMean: null, median: null },
        'headline',
      ),
    ).toBeNull();
    expect(figureFormulaKey('additive', 'headline')).toBe('sum');
    expect(figureFormulaKey('average', 'headline')).toBe('mean');
    expect(figureFormulaKey('share', 'weightedMean')).toBe('weightedMean');
  });

  it('plots numbers as they are and yes/no as 1/0', () => {
    expect(companyFigure(12.5)).toBe(12.5);
    expect(companyFigure(true)).toBe(1);
    expect(companyFigure(false)).toBe(0);
    expect(companyFigure('DK')).toBeNull();
    expect(companyFigure(null)).toBeNull();
    expect(companyFigure(Number.NaN)).toBeNull();
  });

  it('measures the change from the first to the last period with a value', () => {
    // 2022: 80, 2023: none, 2024: 100 → +20, +25 %; the order given does not matter.
    expect(
      seriesChange([
        { period: '2024', value: 100 },
        { period: '2023', value: null },
        { period: '2022', value: 80 },
      ]),
    ).toEqual({ from: '2022', to: '2024', absolute: 20, relative: 0.25 });
    // Quarters order by their end: 2024-Q4 (60) is after 2024-Q1 (40): +20, +50 %.
    expect(
      seriesChange([
        { period: '2024-Q4', value: 60 },
        { period: '2024-Q1', value: 40 },
      ]),
    ).toEqual({ from: '2024-Q1', to: '2024-Q4', absolute: 20, relative: 0.5 });
    // A base of 0 has no relative change; a single point no change at all.
    expect(
      seriesChange([
        { period: '2023', value: 0 },
        { period: '2024', value: 5 },
      ]),
    ).toEqual({
      from: '2023',
      to: '2024',
      absolute: 5,
      relative: null,
    });
    expect(seriesChange([{ period: '2024', value: 5 }])).toEqual({
      from: '2024',
      to: null,
      absolute: null,
      relative: null,
    });
  });

  it('puts the periods of every series on one axis, oldest first', () => {
    expect(
      unionPeriods([
        { points: [{ period: '2024' }, { period: '2023' }] },
        { points: [{ period: '2024-H1' }, { period: '2024' }] },
      ]),
    ).toEqual(['2023', '2024-H1', '2024']);
  });

  describe('like for like (issue 29, item 4)', () => {
    const input = (companyId: number, value: unknown, weight = 1) => ({
      companyId,
      value,
      weight,
      quality: 'reported' as const,
      valueVersionId: `v${companyId}`,
    });

    it('compares only the companies that published both periods', () => {
      // Scope 1: 2023 A 1,000 + B 2,000 + C 3,000 = 6,000; 2025 only A 800 → all companies: 800 vs 6,000,
      // −86.7 %. Like for like, A alone: 800 vs 1,000 → −200, −20 %, 1 company.
      expect(
        likeForLikeChange('additive', 'headline', [
          { period: '2025', inputs: [input(1, 800)] },
          { period: '2023', inputs: [input(1, 1000), input(2, 2000), input(3, 3000)] },
          { period: '2024', inputs: [input(1, 900), input(2, 1900), input(3, 2900)] },
        ]),
      ).toEqual({ from: '2023', to: '2025', absolute: -200, relative: -0.2, companies: 1 });
    });

    it('recomputes the figure the series follows: the mean of a rate over the same companies', () => {
      // Renewable share: 2023 A 40, B 60; 2024 A 50, B 70, C 0 → like for like mean 50 → 60: +10, +20 %.
      expect(
        likeForLikeChange('average', 'mean', [
          { period: '2023', inputs: [input(1, 40), input(2, 60)] },
          { period: '2024', inputs: [input(1, 50), input(2, 70), input(3, 0)] },
        ]),
      ).toEqual({ from: '2023', to: '2024', absolute: 10, relative: 0.2, companies: 2 });
    });

    it('has no change when no company published both ends, and none from a single period', () => {
      expect(
        likeForLikeChange('additive', 'sum', [
          { period: '2023', inputs: [input(1, 10)] },
          { period: '2024', inputs: [input(2, 20), input(3, 'n/a')] },
        ]),
      ).toEqual({ from: '2023', to: '2024', absolute: null, relative: null, companies: 0 });
      expect(likeForLikeChange('additive', 'sum', [{ period: '2024', inputs: [input(1, 10)] }])).toEqual({
        from: '2024',
        to: null,
        absolute: null,
        relative: null,
        companies: null,
      });
    });
  });
});
