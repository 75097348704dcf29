import { analysisTrendsQuerySchema, trendsCsv, type TrendSeries } from '../src';

const series = (over: Partial<TrendSeries>): TrendSeries => ({
  key: 'portfolio:1|ghg.scope1',
  subject: { key: 'portfolio:1', kind: 'portfolio', id: 1, name: 'Evergreen portfolio' },
  metricCode: 'ghg.scope1',
  name: 'Scope 1 GHG emissions',
  unit: 'tCO2e',
  kind: 'additive',
  figure: 'headline',
  points: [],
  change: { from: null, to: null, absolute: null, relative: null, companies: null },
  ...over,
});

const point = (period: string, value: number | null, quality: 'reported' | 'mixed' | null) => ({
  period,
  value,
  quality,
  qualityCounts: { reported: 1, estimated: 0, audited: 0, unknown: 0 },
  estimatedShare: quality === 'mixed' ? 0.5 : 0,
  count: 2,
  dataQualityScore: null,
  howMade: 'Σ value of every company with a value (2 companies)',
  source: null,
});

describe('trends as CSV', () => {
  it('writes one row per series and period, quoting what needs it', () => {
    const csv = trendsCsv({
      series: [
        series({ points: [point('2023', 850.5, 'reported'), point('2024', null, null)] }),
        series({
          key: 'company:2|ghg.scope1',
          subject: { key: 'company:2', kind: 'company', id: 2, name: 'Northwind, "Renewables"' },
          figure: 'value',
          points: [{ ...point('2024', 12, 'mixed'), count: 1, dataQualityScore: 2, howMade: 'line\nbreak' }],
        }),
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'subject,subject_kind,metric_code,metric,unit,figure,period,value,quality,companies,estimated_share,data_quality_score,how_made',
      'Evergreen portfolio,portfolio,ghg.scope1,Scope 1 GHG emissions,tCO2e,headline,2023,850.5,reported,2,0,,Σ value of every company with a value (2 companies)',
      'Evergreen portfolio,portfolio,ghg.scope1,Scope 1 GHG emissions,tCO2e,headline,2024,,,2,0,,Σ value of every company with a value (2 companies)',
      '"Northwind, ""Renewables""",company,ghg.scope1,Scope 1 GHG emissions,tCO2e,value,2024,12,mixed,1,0.5,2,"line\nbreak"',
      '',
    ]);
  });

  it('reads the query: comma lists with their limits and clear messages', () => {
    expect(
      analysisTrendsQuerySchema.parse({ metrics: 'ghg.scope1, company.fte', series: 'portfolio:1,fund:7' }),
    ).toEqual({ metrics: ['ghg.scope1', 'company.fte'], series: ['portfolio:1', 'fund:7'] });
    const bad = analysisTrendsQuerySchema.safeParse({ series: 'portfolio:0' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('each of series must look like portfolio:1');
    const many = analysisTrendsQuerySchema.safeParse({
      series: Array.from({ length: 9 }, (_, i) => `company:${i + 1}`).join(','),
    });
    expect(many.error?.issues[0].message).toBe('choose at most 8 series');
    expect(analysisTrendsQuerySchema.safeParse({ figure: 'total' }).success).toBe(false);
  });
});
