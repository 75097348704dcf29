import type { PortfolioAggregates, PortfolioOverview } from '@esg/contracts';
import { formatFigure, renderRiReport } from '../src/queries/embedded-reports/render-ri-report';

const overview: PortfolioOverview = {
  companyId: 1,
  name: 'Evergreen <Capital>',
  periods: ['2025'],
  period: '2025',
  today: '2026-11-23',
  completion: { companies: 4, published: 3, percent: 75, byStatus: {}, averageAnswered: null },
  companies: [],
};

const aggregates = (rows: PortfolioAggregates['rows']): PortfolioAggregates => ({
  companyId: 1,
  scope: 'portfolio',
  scopeId: 1,
  scopeName: 'Evergreen <Capital>',
  periods: ['2024', '2025'],
  period: '2025',
  previousPeriod: '2024',
  funds: [],
  rows,
});

describe('the RI report page', () => {
  it('formats figures to a sensible precision with their unit', () => {
    expect(formatFigure(12345.678, 'tCO2e')).toBe('12,346 tCO2e');
    expect(formatFigure(12.345, '%')).toBe('12.3 %');
    expect(formatFigure(0.125, '1')).toBe('0.13');
    expect(formatFigure(null, 'tCO2e')).toBe('—');
  });

  it('escapes every text from data and says when there is nothing published', () => {
    const html = renderRiReport({
      title: 'Demo',
      companyName: 'Evergreen <Capital>',
      aggregates: aggregates([]),
      overview,
    });
    expect(html).toContain('Evergreen &lt;Capital&gt;');
    expect(html).not.toContain('<Capital>');
    expect(html).toContain('No published data for Evergreen &lt;Capital&gt; yet');
    // 3 of 4 published: the tile reads 75 %.
    expect(html).toContain('Data published<b>75 %</b>');
    expect(html).not.toContain('<script');
  });

  it('shows each indicator with its change and the share of companies reporting', () => {
    const row = {
      metricCode: 'GHG-1',
      name: 'Scope 1 emissions',
      unit: 'tCO2e',
      kind: 'additive',
      count: 3,
      members: 4,
      sum: 1500,
      mean: 500,
      weightedMean: null,
      weightTotal: 0,
      min: 100,
      max: 900,
      median: 500,
      distribution: null,
      quality: { reported: 2, estimated: 1, audited: 0, unknown: 0 },
      estimatedShare: 1 / 3,
      headline: 1500,
      previousHeadline: 2000,
      change: { absolute: -500, relative: -0.25 },
      howMade: { formulas: {}, inputs: [], weightSources: [] },
    } as PortfolioAggregates['rows'][number];
    const html = renderRiReport({ title: 'Demo', companyName: 'E', aggregates: aggregates([row]), overview });
    expect(html).toContain('1,500 tCO2e');
    expect(html).toContain('2,000 tCO2e');
    expect(html).toContain('▼ 25 %');
    // 3 of 4 companies reported: 75 %.
    expect(html).toContain('aria-label="75 % of companies reported"');
    // 1 of 3 values estimated overall: 33 %.
    expect(html).toContain('Estimated values<b>33 %</b>');
  });
});
