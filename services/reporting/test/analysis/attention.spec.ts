import { attentionOf, completionOf } from '../../src/domain/analysis';

const TODAY = '2026-05-01';
const r = (responseId: number, status: string, dueDate: string | null, percent: number | null = null) => ({
  responseId,
  standardId: 1,
  status,
  dueDate,
  percent,
});

describe('companies needing attention', () => {
  it('overdue, returned, waiting for review, not started', () => {
    const items = attentionOf(
      {
        responses: [
          r(1, 'in_progress', '2026-03-31'),
          r(2, 'returned', '2026-06-30'),
          r(3, 'submitted', '2026-03-31'),
          r(4, 'requested', '2026-06-30'),
          r(5, 'published', '2026-01-31'),
        ],
        estimatedShare: null,
        changes: [],
      },
      TODAY,
    );
    expect(items.map((i) => [i.code, i.message])).toEqual([
      ['overdue', 'Response 1 was due on 2026-03-31'],
      ['returned', 'Response 2 was returned for changes'],
      // A submitted response past its date is the investor's to review, not the company's delay.
      ['review', 'Response 3 waits for your review or publication'],
      ['not-started', 'Response 4 is not started yet'],
    ]);
  });

  it('mostly estimated data and large moves (half the previous value or more)', () => {
    const items = attentionOf(
      {
        responses: [],
        estimatedShare: 0.6,
        changes: [
          { metricCode: 'ghg.scope1', name: 'Scope 1 GHG emissions', relative: 0.49 },
          { metricCode: 'ghg.scope2', name: 'Scope 2', relative: -0.5 },
          { metricCode: 'waste.total', name: 'Waste', relative: 1.2 },
        ],
      },
      TODAY,
    );
    expect(items.map((i) => i.message)).toEqual([
      '60 % of the published values are estimates',
      '2 metrics moved by half or more, e.g. Waste +120 %',
    ]);
    expect(attentionOf({ responses: [], estimatedShare: 0.5, changes: [] }, TODAY)).toEqual([]);
  });

  it('completion: companies with everything published', () => {
    // A: both published; B: one of two; C: in progress at 40 %. 1 of 3 → 33 %; answered (100+100+100+60+40)/5 = 80.
    const c = completionOf([
      { companyId: 1, responses: [r(1, 'published', null, 100), r(2, 'published', null, 100)] },
      { companyId: 2, responses: [r(3, 'published', null, 90), r(4, 'submitted', null, 60)] },
      { companyId: 3, responses: [r(5, 'in_progress', null, 40)] },
      { companyId: 4, responses: [] },
    ]);
    expect(c).toEqual({
      companies: 3,
      published: 1,
      percent: 33,
      byStatus: { published: 3, submitted: 1, in_progress: 1 },
      averageAnswered: 80,
    });
  });
});
