import type { MetricDefinition } from '@esg/contracts';
import { DomainError, parseCsv } from '@esg/platform';
import { applicability, completeness, tierForFte } from '../src/domain/esg/framework';
import { assertPeriodForCycle, parsePeriod, previousYearPeriod } from '../src/domain/esg/period';
import { nextStatus, reviewOutcome } from '../src/domain/esg/response';
import { parseCurrencyUnit, physicalConverter } from '../src/domain/esg/units';
import {
  checkValue,
  crossCheckIssues,
  setAcceptedCurrencies,
  yearOnYearWarning,
} from '../src/domain/esg/value-rules';
import { INVEST_EUROPE_TIERS } from '../src/reference/invest-europe.importer';
import { inspectZip, ZipRefusal } from '../src/uploads/zip-inspector';
import { zipArchive } from './zip-fixtures';

const metric = (overrides: Partial<MetricDefinition>): MetricDefinition => ({
  code: 'ghg.scope1',
  name: 'Scope 1 GHG emissions',
  definition: 'Scope 1',
  type: 'number',
  unit: 'tCO2e',
  acceptedUnits: ['tCO2e', 'kgCO2e', 'ktCO2e'],
  min: 0,
  max: null,
  allowedValues: null,
  maxLength: null,
  dataQualityScore: true,
  yearOnYearCheck: true,
  helpText: null,
  usedBy: [],
  frameworkRefs: [],
  crossChecks: [],
  source: 'test',
  ...overrides,
});

const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'no error';
};

describe('units', () => {
  it.each([
    ['kgCO2e', 'tCO2e', 2500, 2.5],
    ['ktCO2e', 'tCO2e', 1.2, 1200],
    ['kWh', 'MWh', 12345.6, 12.3456],
    ['GWh', 'MWh', 1, 1000],
    ['GJ', 'MWh', 36, 10],
    ['l', 'm3', 2500, 2.5],
    ['ML', 'm3', 0.5, 500],
    ['kg', 't', 750, 0.75],
  ])('converts %s to %s: %d → %d', (from, to, value, expected) => {
    expect(physicalConverter(from, to)!(value)).toBe(expected);
  });

  it('refuses units of another kind', () => {
    expect(physicalConverter('kWh', 'tCO2e')).toBeNull();
    expect(physicalConverter('furlongs', 'MWh')).toBeNull();
  });

  it('reads currency units with their scale', () => {
    expect(parseCurrencyUnit('EURm')).toEqual({ currency: 'EUR', factor: 1e6 });
    expect(parseCurrencyUnit('kEUR')).toEqual({ currency: 'EUR', factor: 1e3 });
    expect(parseCurrencyUnit('USDbn')).toEqual({ currency: 'USD', factor: 1e9 });
    expect(parseCurrencyUnit('kEURm')).toBeNull();
    expect(parseCurrencyUnit('euro')).toBeNull();
  });
});

describe('value rules', () => {
  beforeAll(() => setAcceptedCurrencies(['USD', 'GBP']));

  it('stores a number in the canonical unit and keeps the raw value and unit', () => {
    expect(checkValue(metric({}), { value: '1500', unit: 'kgCO2e', status: 'provided' })).toMatchObject({
      value: 1.5,
      unit: 'tCO2e',
      rawValue: 1500,
      rawUnit: 'kgCO2e',
      errors: [],
    });
  });

  it('names the metric, the rule and the limits', () => {
    const { errors } = checkValue(metric({}), { value: -5, status: 'provided' });
    expect(errors).toEqual([
      {
        metricCode: 'ghg.scope1',
        rule: 'min',
        message: 'ghg.scope1 (Scope 1 GHG emissions): must be at least 0 tCO2e (got -5 tCO2e)',
        limits: { min: 0, unit: 'tCO2e', value: -5 },
      },
    ]);
    expect(
      checkValue(metric({ type: 'percent', unit: '%', acceptedUnits: ['%'], max: 100 }), {
        value: 120,
        status: 'provided',
      }).errors[0],
    ).toMatchObject({ rule: 'max', limits: { max: 100 } });
  });

  it.each([
    [{ value: 'twelve', status: 'provided' as const }, 'type'],
    [{ value: 12, unit: 'MWh', status: 'provided' as const }, 'unit'],
    [{ status: 'provided' as const }, 'required'],
    [{ status: 'not_available' as const }, 'reason.required'],
    [{ status: 'not_applicable' as const, reason: 'no plants', value: 3 }, 'value.notAllowed'],
  ])('refuses %j with rule %s', (input, rule) => {
    expect(checkValue(metric({}), input).errors.map((e) => e.rule)).toEqual([rule]);
  });

  it('checks integers, choices, multiple choices, yes/no, dates and texts', () => {
    expect(
      checkValue(metric({ type: 'integer', unit: 'people', acceptedUnits: ['people'] }), {
        value: 2.5,
        status: 'provided',
      }).errors[0].rule,
    ).toBe('integer');
    const country = metric({
      type: 'choice',
      unit: '',
      acceptedUnits: [],
      min: null,
      allowedValues: [{ value: 'DE', label: 'Germany' }],
    });
    expect(checkValue(country, { value: 'germany', status: 'provided' }).value).toBe('DE');
    expect(checkValue(country, { value: 'XX', status: 'provided' }).errors[0]).toMatchObject({
      rule: 'allowedValues',
      limits: { allowedValues: ['DE'] },
    });
    const sectors = metric({
      type: 'multi-choice',
      unit: '',
      acceptedUnits: [],
      min: null,
      allowedValues: [
        { value: 'A', label: 'A' },
        { value: 'C', label: 'C' },
      ],
    });
    expect(checkValue(sectors, { value: 'C; A;C', status: 'provided' }).value).toEqual(['C', 'A']);
    const flag = metric({ type: 'boolean', unit: '', acceptedUnits: [], min: null });
    expect(checkValue(flag, { value: 'Yes', status: 'provided' }).value).toBe(true);
    expect(checkValue(flag, { value: false, status: 'provided' }).value).toBe(false);
    expect(checkValue(flag, { value: 'maybe', status: 'provided' }).errors[0].rule).toBe('type');
    const date = metric({ type: 'date', unit: '', acceptedUnits: [], min: null });
    expect(checkValue(date, { value: '2025-02-30', status: 'provided' }).errors[0].rule).toBe('type');
    expect(checkValue(date, { value: '2025-02-28', status: 'provided' }).value).toBe('2025-02-28');
    const text = metric({ type: 'text', unit: '', acceptedUnits: [], min: null, maxLength: 5 });
    expect(checkValue(text, { value: 'too long', status: 'provided' }).errors[0]).toMatchObject({
      rule: 'maxLength',
      limits: { maxLength: 5 },
    });
  });

  it('converts money to EUR with a scale, or with an exchange rate for another currency', () => {
    const revenue = metric({
      code: 'company.revenue',
      type: 'currency',
      unit: 'EUR',
      acceptedUnits: ['EUR', 'kEUR', 'EURm'],
      dataQualityScore: false,
    });
    expect(checkValue(revenue, { value: 12.5, unit: 'EURm', status: 'provided' }).value).toBe(12_500_000);
    expect(checkValue(revenue, { value: 10, unit: 'USDm', status: 'provided' }).errors[0].rule).toBe(
      'exchangeRate.required',
    );
    expect(
      checkValue(revenue, { value: 10, unit: 'USDm', exchangeRate: 0.92, status: 'provided' }),
    ).toMatchObject({
      value: 9_200_000,
      rawValue: 10,
      rawUnit: 'USDm',
      exchangeRate: 0.92,
    });
    expect(
      checkValue(revenue, { value: 10, unit: 'JPY', exchangeRate: 0.006, status: 'provided' }).errors[0].rule,
    ).toBe('unit');
  });

  it('asks a PCAF data-quality score only where it applies', () => {
    expect(
      checkValue(metric({ dataQualityScore: false }), { value: 1, dataQualityScore: 3, status: 'provided' })
        .errors[0].rule,
    ).toBe('dataQualityScore.notApplicable');
    expect(checkValue(metric({}), { value: 1, dataQualityScore: 3, status: 'provided' }).errors).toEqual([]);
  });

  it('cross-checks female board members against board members, and scope totals', () => {
    const checks = [
      {
        id: 'female',
        rule: 'lte' as const,
        left: 'gov.board_members_female',
        right: ['gov.board_members'],
        tolerancePercent: 0,
        message: 'Female board members ≤ board members',
      },
      {
        id: 'total',
        rule: 'sum_equals' as const,
        left: 'ghg.total_location',
        right: ['ghg.scope1', 'ghg.scope2_location', 'ghg.scope3'],
        tolerancePercent: 1,
        message: 'Total = scopes',
      },
    ];
    const numbers = new Map([
      ['gov.board_members', 5],
      ['gov.board_members_female', 6],
    ]);
    const [issue] = crossCheckIssues(checks, 'gov.board_members_female', numbers, (c) => c);
    expect(issue).toMatchObject({ rule: 'crossCheck:female', limits: { left: { value: 6 }, sum: 5 } });
    expect(issue.message).toBe(
      'Female board members ≤ board members: gov.board_members_female = 6 must be ≤ gov.board_members = 5',
    );
    const scopes = new Map([
      ['ghg.scope1', 100],
      ['ghg.scope2_location', 50],
      ['ghg.scope3', 850],
      ['ghg.total_location', 1005],
    ]);
    // 1005 is within 1 % of 1000; 1020 is not.
    expect(crossCheckIssues(checks, 'ghg.total_location', scopes, (c) => c)).toEqual([]);
    scopes.set('ghg.total_location', 1020);
    expect(crossCheckIssues(checks, 'ghg.total_location', scopes, (c) => c)[0].rule).toBe('crossCheck:total');
    // Not evaluated while a term is missing.
    scopes.delete('ghg.scope3');
    expect(crossCheckIssues(checks, 'ghg.total_location', scopes, (c) => c)).toEqual([]);
  });

  it('warns when a value changes more than the threshold against the previous year', () => {
    const m = metric({});
    const rule = { decimalPercent: 50, integerAbsolute: 5, booleanFlip: true };
    expect(yearOnYearWarning(m, 1400, { value: 1000, period: '2024' }, rule)).toBeNull();
    expect(yearOnYearWarning(m, 1600, { value: 1000, period: '2024' }, rule)).toMatchObject({
      rule: 'yearOnYear',
      limits: { previous: 1000, previousPeriod: '2024', changePercent: 60, thresholdPercent: 50 },
    });
    expect(yearOnYearWarning(m, 5, { value: 0, period: '2024' }, rule)?.limits.changePercent).toBeNull();
    expect(
      yearOnYearWarning({ ...m, yearOnYearCheck: false }, 9999, { value: 1, period: '2024' }, rule),
    ).toBeNull();
  });
});

describe('periods', () => {
  it('reads annual, half-year and quarter periods with their dates', () => {
    expect(parsePeriod('2025')).toMatchObject({
      year: 2025,
      cycle: 'annually',
      start: '2025-01-01',
      end: '2025-12-31',
    });
    expect(parsePeriod('2025-H2')).toMatchObject({
      cycle: '6-monthly',
      start: '2025-07-01',
      end: '2025-12-31',
    });
    expect(parsePeriod('2024-Q1')).toMatchObject({
      cycle: 'quarterly',
      start: '2024-01-01',
      end: '2024-03-31',
    });
    expect(parsePeriod('2025-Q3')).toMatchObject({ start: '2025-07-01', end: '2025-09-30' });
    expect(previousYearPeriod(parsePeriod('2025-Q3'))).toBe('2024-Q3');
  });

  it('follows the company cycle', () => {
    const today = new Date('2026-01-15');
    expect(codeOf(() => assertPeriodForCycle(parsePeriod('2025-Q1'), 'annually', today))).toBe(
      'RESPONSE.VALIDATION',
    );
    expect(codeOf(() => assertPeriodForCycle(parsePeriod('2025'), null, today))).toBe('RESPONSE.VALIDATION');
    expect(codeOf(() => assertPeriodForCycle(parsePeriod('2028'), 'annually', today))).toBe(
      'RESPONSE.VALIDATION',
    );
    expect(codeOf(() => assertPeriodForCycle(parsePeriod('2025-H1'), '6-monthly', today))).toBe('no error');
  });
});

describe('workflow', () => {
  it.each([
    ['requested', 'enter', 'in_progress'],
    ['returned', 'enter', 'returned'],
    ['in_progress', 'submit', 'submitted'],
    // Its answers may all be published through another response of the period (ADR 0090).
    ['requested', 'submit', 'submitted'],
    ['returned', 'submit', 'submitted'],
    ['reopened', 'submit', 'submitted'],
    ['accepted', 'publish', 'published'],
    ['published', 'reopen', 'reopened'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
  });

  it.each([
    ['published', 'enter', 'RESPONSE.LOCKED'],
    ['submitted', 'enter', 'RESPONSE.ILLEGAL_TRANSITION'],
    ['accepted', 'enter', 'RESPONSE.ILLEGAL_TRANSITION'],
    ['submitted', 'submit', 'RESPONSE.ILLEGAL_TRANSITION'],
    ['published', 'submit', 'RESPONSE.LOCKED'],
    ['in_progress', 'review', 'RESPONSE.ILLEGAL_TRANSITION'],
    ['submitted', 'publish', 'RESPONSE.ILLEGAL_TRANSITION'],
    ['published', 'publish', 'RESPONSE.ILLEGAL_TRANSITION'],
    ['accepted', 'reopen', 'RESPONSE.ILLEGAL_TRANSITION'],
  ] as const)('%s cannot %s (%s)', (from, action, code) => {
    expect(codeOf(() => nextStatus(from, action))).toBe(code);
  });

  it('decides the review outcome from the verdicts on the current versions', () => {
    const review = (verdict: 'accepted' | 'returned', versionId = 'v1') => ({
      verdict,
      comment: null,
      reviewerId: 2,
      reviewedAt: 'now',
      valueVersionId: versionId,
    });
    expect(reviewOutcome([{ valueVersionId: 'v1', review: review('accepted') }])).toBe('accepted');
    expect(
      reviewOutcome([
        { valueVersionId: 'v1', review: review('accepted') },
        { valueVersionId: 'v2', review: review('returned', 'v2') },
      ]),
    ).toBe('returned');
    // A verdict on an older version does not count for the new one.
    expect(reviewOutcome([{ valueVersionId: 'v2', review: review('accepted', 'v1') }])).toBe('submitted');
  });
});

describe('tiers and applicability', () => {
  it('follows Invest Europe: Minimum < 15 FTE, Intermediate 15–250, Full > 250', () => {
    expect(tierForFte(INVEST_EUROPE_TIERS, 14.5)).toBe('minimum');
    expect(tierForFte(INVEST_EUROPE_TIERS, 15)).toBe('intermediate');
    expect(tierForFte(INVEST_EUROPE_TIERS, 250)).toBe('intermediate');
    expect(tierForFte(INVEST_EUROPE_TIERS, 250.5)).toBe('full');
  });

  it('requires a metric at or below the tier in force, and conditional ones only when their condition holds', () => {
    const node = {
      code: 'ie.pc.1_1_1_1',
      ref: '1.1.1.1',
      label: null,
      required: true,
      tier: 'full' as const,
      condition: { kind: 'answer' as const, metricCode: 'ie.pc.1_1_1', in: [true] },
      inputUnit: null,
      options: null,
      multiple: false,
    };
    const yes = () => true;
    expect(applicability(node, [], yes, 'intermediate')).toEqual({ applies: true, required: false });
    expect(applicability(node, [], yes, 'full')).toEqual({ applies: true, required: true });
    expect(applicability(node, [], () => false, 'full')).toEqual({ applies: false, required: false });
    expect(applicability({ ...node, tier: 'optional', condition: null }, [], yes, 'full').required).toBe(
      false,
    );
    expect(completeness(new Set(['a', 'b', 'c']), (c) => c !== 'c')).toEqual({
      required: 3,
      answered: 2,
      percent: 66,
      missing: ['c'],
    });
    expect(completeness(new Set(), () => false).percent).toBe(100);
    // A contributor's share: only what is assigned to it counts, and only that can be missing.
    expect(completeness(['a', 'b', 'c', 'd'], (c) => c === 'a', new Set(['a', 'c']))).toEqual({
      required: 2,
      answered: 1,
      percent: 50,
      missing: ['c'],
    });
  });
});

describe('hostile archives', () => {
  const zip = (name: string, content: Buffer, declaredSize?: number) =>
    zipArchive([{ name, content, declaredSize }]);
  const limits = { maxEntries: 10, maxTotalUncompressedBytes: 1_000_000, maxRatio: 100 };
  const rule = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as ZipRefusal).rule;
    }
    return 'accepted';
  };

  it('accepts an honest archive', () => {
    expect(inspectZip(zip('a.xml', Buffer.from('<a>hello</a>')), limits)).toEqual([
      expect.objectContaining({ name: 'a.xml', uncompressedSize: 12 }),
    ]);
  });

  it('refuses a high compression ratio, a total beyond the limit and a header that understates the size', () => {
    expect(rule(() => inspectZip(zip('bomb.xml', Buffer.alloc(500_000, 0x41)), limits))).toBe('zip.ratio');
    expect(
      rule(() =>
        inspectZip(
          zip('big.xml', Buffer.from(Array.from({ length: 1_200_000 }, (_, i) => (i * 7919) % 251))),
          limits,
        ),
      ),
    ).toBe('zip.size');
    // Declares 100 bytes but holds 5,000: inflating stops at the declared size and refuses.
    expect(
      rule(() =>
        inspectZip(
          zip('liar.xml', Buffer.from(Array.from({ length: 5000 }, (_, i) => 65 + (i % 26))), 100),
          limits,
        ),
      ),
    ).toBe('zip.size');
    expect(rule(() => inspectZip(Buffer.from('not a zip at all'), limits))).toBe('zip.structure');
    expect(rule(() => inspectZip(zip('../evil', Buffer.from('x')), limits))).toBe('zip.structure');
  });
});

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, with their line numbers', () => {
    expect(parseCsv('A,B\n"1,5","say ""hi"""\n"multi\nline",x\r\n')).toEqual([
      { line: 1, fields: ['A', 'B'] },
      { line: 2, fields: ['1,5', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'x'] },
    ]);
    expect(() => parseCsv('"open')).toThrow(/not closed/);
  });
});
