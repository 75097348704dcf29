import {
  carriedText,
  factAsOf,
  notCarriedText,
  SLOWLY_CHANGING_FACTS,
  type FactAnswer,
} from '../src/calculation-inputs/facts';

/** Issue 21 finding 2, ADR 0095: slowly changing facts are taken as of a year from the latest answer at or before it. */
const answer = (period: string, value: unknown, status?: FactAnswer['status']): FactAnswer<string> => ({
  period,
  value,
  ...(status ? { status } : {}),
  source: `${period}:${String(value)}`,
});

describe('the as-of rule for slowly changing facts', () => {
  it('covers EVIC, total equity and debt, revenue, NACE code, country and employees', () => {
    expect(SLOWLY_CHANGING_FACTS).toEqual(
      expect.arrayContaining([
        'company.evic',
        'company.total_equity',
        'company.total_debt',
        'company.revenue',
        'company.nace',
        'company.country',
        'company.fte',
      ]),
    );
  });

  it('carries a value one year old (the default maximum age: the prior fiscal year)', () => {
    // ESG 2025 has no EVIC; SFDR 2024 reported 520,000,000 EUR.
    const result = factAsOf([answer('2024', 520_000_000)], 2025);
    expect(result).toEqual({ kind: 'value', answer: answer('2024', 520_000_000), year: 2024, ageYears: 1 });
    expect(carriedText({ period: '2024', ageYears: 1 })).toBe('carried from 2024, 1 year old');
  });

  it('does not carry a value older than the maximum age, and says why', () => {
    const result = factAsOf([answer('2023', 480_000_000)], 2025);
    expect(result).toMatchObject({ kind: 'too-old', year: 2023, ageYears: 2 });
    expect(notCarriedText(result, 1)).toBe(
      'the latest value, of 2023, is 2 years old: older than the maximum age of 1 year',
    );
    // A maximum age of 2 years takes it; 0 carries nothing older than the year itself.
    expect(factAsOf([answer('2023', 480_000_000)], 2025, 2)).toMatchObject({ kind: 'value', ageYears: 2 });
    expect(factAsOf([answer('2024', 520_000_000)], 2025, 0)).toMatchObject({ kind: 'too-old', ageYears: 1 });
  });

  it('never replaces an explicit "not available" with an older value', () => {
    const answers = [answer('2024', 520_000_000), answer('2025', null, 'not_available')];
    const result = factAsOf(answers, 2025);
    expect(result).toMatchObject({ kind: 'explicit', year: 2025, ageYears: 0 });
    expect(notCarriedText(result, 1)).toBe(
      'reported as not available for 2025; an older value is not used in its place',
    );
    // The same in between: 2024 said "not applicable", so 2023's value is not taken for 2025.
    expect(
      factAsOf([answer('2023', 480_000_000), answer('2024', null, 'not_applicable')], 2025),
    ).toMatchObject({ kind: 'explicit', year: 2024 });
  });

  it('takes the latest value at or before the year: a later one is not looked at, a later publication of a year wins', () => {
    const answers = [answer('2023', 1), answer('2024', 2), answer('2024', 3), answer('2026', 4)];
    expect(factAsOf(answers, 2025)).toMatchObject({ kind: 'value', answer: { value: 3 }, ageYears: 1 });
    expect(factAsOf(answers, 2022)).toEqual({ kind: 'none' });
    // Within one year a value wins over a silent questionnaire's "not available".
    expect(factAsOf([answer('2025', 7), answer('2025', null, 'not_available')], 2025)).toMatchObject({
      kind: 'value',
      answer: { value: 7 },
      ageYears: 0,
    });
  });

  it('reads half-year and quarterly periods by the year they end in', () => {
    expect(factAsOf([answer('2024-H2', 9)], 2025)).toMatchObject({ kind: 'value', year: 2024, ageYears: 1 });
  });
});
