import { describe, expect, it } from 'vitest';
import { formatEur, recentQuarterEnds, usageHint, usageProgress } from './format';

describe('portfolio formatting', () => {
  it("says how much of a contract's limit is used, as words and as a bar", () => {
    expect(usageHint({ limit: 10, used: 3, remaining: 7 })).toBe('3 of 10 used (contract)');
    expect(usageProgress({ limit: 8, used: 2, remaining: 6 })).toBe(25);
    // No limit: no bar (and no division by zero); nothing known yet: nothing shown.
    expect(usageProgress({ limit: 0, used: 0, remaining: 0 })).toBeUndefined();
    expect(usageHint(undefined)).toBeUndefined();
    expect(usageProgress(undefined)).toBeUndefined();
  });

  it('writes euro amounts whole, with separators, and "—" for none', () => {
    expect(formatEur(1_250_000)).toBe('€1,250,000');
    expect(formatEur(999.6)).toBe('€1,000');
    expect(formatEur(null)).toBe('—');
  });

  it('lists the last quarter ends on or before a day, newest first, across a year', () => {
    expect(recentQuarterEnds('2026-05-14', 4)).toEqual([
      '2026-03-31',
      '2025-12-31',
      '2025-09-30',
      '2025-06-30',
    ]);
    expect(recentQuarterEnds('2026-06-30', 2)).toEqual(['2026-06-30', '2026-03-31']);
  });
});
