import { readFactSettings } from '../src/application/fact-settings';

describe('FACT_MAX_AGE_YEARS (the as-of rule, ADR 0095)', () => {
  it('defaults to the prior fiscal year and takes 0 to 10 whole years', () => {
    expect(readFactSettings({})).toEqual({ factMaxAgeYears: 1 });
    expect(readFactSettings({ FACT_MAX_AGE_YEARS: '' })).toEqual({ factMaxAgeYears: 1 });
    expect(readFactSettings({ FACT_MAX_AGE_YEARS: '0' })).toEqual({ factMaxAgeYears: 0 });
    expect(readFactSettings({ FACT_MAX_AGE_YEARS: '3' })).toEqual({ factMaxAgeYears: 3 });
  });

  it('stops the start naming the variable when the value is not such a number', () => {
    for (const bad of ['1.5', '-1', '11', 'two'])
      expect(() => readFactSettings({ FACT_MAX_AGE_YEARS: bad })).toThrow(
        `Invalid configuration: FACT_MAX_AGE_YEARS must be a whole number of years from 0 to 10 (got "${bad}")`,
      );
  });
});
