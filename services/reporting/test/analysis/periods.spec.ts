import { defaultPortfolioPeriod } from '../../src/domain/analysis/periods';

describe('the period a portfolio page opens on (issue 29, item 5)', () => {
  it('skips a newest period that only one company of three has published', () => {
    const chosen = defaultPortfolioPeriod(
      [
        { period: '2025', companies: 1 },
        { period: '2023', companies: 2 },
        { period: '2024', companies: 3 },
      ],
      3,
    );
    expect(chosen).toEqual({
      period: '2024',
      note: '2024: the newest period published by 3 of 3 companies; later periods are not complete yet (2025 by 1).',
    });
  });

  it('opens on the newest period when at least half of the most complete one published it', () => {
    // Most complete: 4 companies; 2025 has 2, which is half.
    expect(
      defaultPortfolioPeriod(
        [
          { period: '2024', companies: 4 },
          { period: '2025', companies: 2 },
        ],
        5,
      ),
    ).toEqual({ period: '2025', note: '2025: the newest period, published by 2 of 5 companies.' });
  });

  it('orders sub-periods by their end and names one company in the singular', () => {
    expect(
      defaultPortfolioPeriod(
        [
          { period: '2025-H1', companies: 1 },
          { period: '2024', companies: 1 },
        ],
        1,
      ),
    ).toEqual({ period: '2025-H1', note: '2025-H1: the newest period, published by 1 of 1 company.' });
  });

  it('keeps the period asked for and says nothing', () => {
    expect(defaultPortfolioPeriod([{ period: '2024', companies: 3 }], 3, '2025')).toEqual({
      period: '2025',
      note: null,
    });
  });

  it('has no period when nothing is published', () => {
    expect(defaultPortfolioPeriod([], 3)).toEqual({ period: null, note: null });
  });
});
