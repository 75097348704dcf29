import { describe, expect, it } from 'vitest';
import { openingPeriod } from './opening-period';

describe('openingPeriod', () => {
  it('opens on the newest year with a saved inventory', () => {
    expect(openingPeriod(['2024'], 2026)).toBe('2024');
    expect(openingPeriod(['2022', '2024', '2023'], 2026)).toBe('2024');
  });

  it('opens on last year when nothing is saved', () => {
    expect(openingPeriod([], 2026)).toBe('2025');
  });
});
