import type { EdciCompanyRow } from '@esg/contracts';
import {
  changesBetween,
  chooseYearPeriod,
  completenessOf,
  countsOf,
  crossCheckIssues,
  evaluateCompany,
  figureOf,
  statusOf,
  type EdciMetricDef,
  type PublishedInput,
} from '../../src/domain/edci/edci';
import { comparePeriods } from '../../src/domain/analysis/periods';
import { edciReference } from '../../src/infrastructure/edci-reference';

/*
 * The EDCI submission rules (ADR 0074), with expectations worked out by hand. A small metric set: Scope 1
 * (required, tCO2e, ≥ 0), % women on board (required, a share), injuries (required count), survey response
 * rate (optional %).
 */
const SCOPE1: EdciMetricDef = {
  id: 'EDCI-GHG-1',
  name: 'Scope 1 emissions',
  category: 'GHG emissions',
  unit: 'tCO2e',
  required: true,
  definition: '',
  formula: { kind: 'value', code: 'ghg.scope1' },
  type: 'number',
  inputUnits: { 'ghg.scope1': 'tCO2e' },
  min: 0,
  max: null,
  integer: false,
};
const WOMEN: EdciMetricDef = {
  id: 'EDCI-DIV-1',
  name: '% women on board',
  category: 'Diversity',
  unit: '%',
  required: true,
  definition: '',
  formula: { kind: 'share', part: 'gov.board_members_female', whole: 'gov.board_members' },
  type: 'number',
  inputUnits: { 'gov.board_members_female': 'people', 'gov.board_members': 'people' },
  min: 0,
  max: 100,
  integer: false,
};
const INJURIES: EdciMetricDef = {
  ...SCOPE1,
  id: 'EDCI-INJ-1',
  name: 'Injuries',
  unit: 'count',
  formula: { kind: 'value', code: 'soc.injuries' },
  inputUnits: { 'soc.injuries': 'count' },
  integer: true,
};
const RESPONSE_RATE: EdciMetricDef = {
  ...SCOPE1,
  id: 'EDCI-ENG-2',
  name: 'Employee survey response',
  unit: '%',
  required: false,
  formula: { kind: 'value', code: 'soc.employee_survey_response_rate' },
  inputUnits: { 'soc.employee_survey_response_rate': '%' },
  max: 100,
};
const DEFS = [SCOPE1, WOMEN, INJURIES, RESPONSE_RATE];

let responseId = 1;
const published = (
  metricCode: string,
  value: PublishedInput['value'],
  unit: string,
  extra: Partial<PublishedInput> = {},
): [string, PublishedInput] => [
  metricCode,
  {
    metricCode,
    value,
    unit,
    status: 'provided',
    reason: null,
    period: '2024',
    responseId: responseId++,
    publishedAt: '2025-02-01T10:00:00.000Z',
    ...extra,
  },
];

describe('EDCI figures from published values', () => {
  it('takes a value as published and makes a share as part ÷ whole × 100, to two decimals', () => {
    const values = new Map([
      published('ghg.scope1', 850, 'tCO2e'),
      published('gov.board_members_female', 3, 'people'),
      published('gov.board_members', 7, 'people'),
    ]);
    expect(figureOf(SCOPE1, values)).toMatchObject({ cell: { value: 850 }, issues: [] });
    // 3 ÷ 7 × 100 = 42.857… → 42.86
    const women = figureOf(WOMEN, values);
    expect(women.cell.value).toBe(42.86);
    expect(women.cell.inputs.map((i) => [i.metricCode, i.value])).toEqual([
      ['gov.board_members_female', 3],
      ['gov.board_members', 7],
    ]);
    expect(women.issues).toEqual([]);
  });

  it('names a missing required metric, with the reason the company gave', () => {
    const values = new Map([
      published('ghg.scope1', null, 'tCO2e', { status: 'not_available', reason: 'meters replaced' }),
    ]);
    expect(figureOf(SCOPE1, values).issues).toEqual([
      {
        metricId: 'EDCI-GHG-1',
        severity: 'error',
        kind: 'missing',
        message: 'Scope 1 emissions is missing: not available (meters replaced)',
      },
    ]);
    expect(figureOf(WOMEN, new Map()).issues[0].message).toBe('% women on board is missing: not published');
    // An optional metric that is missing is no problem.
    expect(figureOf(RESPONSE_RATE, new Map()).issues).toEqual([]);
  });

  it('refuses a share of more than 100 % (5 women on a board of 4) as out of range', () => {
    const values = new Map([
      published('gov.board_members_female', 5, 'people'),
      published('gov.board_members', 4, 'people'),
    ]);
    // 5 ÷ 4 × 100 = 125
    const { cell, issues } = figureOf(WOMEN, values);
    expect(cell.value).toBe(125);
    expect(issues).toEqual([
      {
        metricId: 'EDCI-DIV-1',
        severity: 'error',
        kind: 'out_of_range',
        message: '% women on board is 125 %; EDCI expects 0–100',
      },
    ]);
  });

  it('cannot make a share of an empty board, and says so', () => {
    const values = new Map([
      published('gov.board_members_female', 0, 'people'),
      published('gov.board_members', 0, 'people'),
    ]);
    expect(figureOf(WOMEN, values)).toMatchObject({
      cell: { value: null },
      issues: [{ kind: 'inconsistent', severity: 'error', message: expect.stringContaining('is 0') }],
    });
  });

  it('flags a value in another unit than EDCI reports, and a negative emission', () => {
    const other = figureOf(SCOPE1, new Map([published('ghg.scope1', 0.85, 'ktCO2e')]));
    expect(other.cell.value).toBeNull();
    expect(other.issues).toEqual([
      {
        metricId: 'EDCI-GHG-1',
        severity: 'error',
        kind: 'unit',
        message: 'Scope 1 emissions: ghg.scope1 is published in ktCO2e, EDCI reports tCO2e',
      },
    ]);
    expect(figureOf(SCOPE1, new Map([published('ghg.scope1', -3, 'tCO2e')])).issues[0]).toMatchObject({
      kind: 'out_of_range',
      message: 'Scope 1 emissions is -3 tCO2e; EDCI expects 0 or more',
    });
    expect(figureOf(INJURIES, new Map([published('soc.injuries', 2.5, 'count')])).issues[0]).toMatchObject({
      kind: 'out_of_range',
      message: 'Injuries is 2.5; it counts, so it must be a whole number',
    });
  });

  it('warns about days lost with no injuries and a response rate without a survey', () => {
    expect(
      crossCheckIssues(
        new Map<string, number | boolean | null>([
          ['EDCI-INJ-1', 0],
          ['EDCI-INJ-3', 12],
          ['EDCI-ENG-1', false],
          ['EDCI-ENG-2', 40],
        ]),
      ).map((i) => [i.metricId, i.severity, i.message]),
    ).toEqual([
      ['EDCI-INJ-3', 'warning', '12 days lost due to injury are reported with no injuries'],
      ['EDCI-ENG-2', 'warning', 'A survey response rate of 40 % is reported, but no employee survey'],
    ]);
  });
});

describe('completeness, status and the period read', () => {
  it('counts required and optional metrics answered: 2 of 3 required is 66 %', () => {
    const cells = [
      { metricId: 'EDCI-GHG-1', value: 850, inputs: [] },
      { metricId: 'EDCI-DIV-1', value: null, inputs: [] },
      { metricId: 'EDCI-INJ-1', value: 4, inputs: [] },
      { metricId: 'EDCI-ENG-2', value: 74, inputs: [] },
    ];
    // floor(2 ÷ 3 × 100) = 66
    expect(completenessOf(DEFS, cells)).toEqual({
      requiredAnswered: 2,
      requiredTotal: 3,
      optionalAnswered: 1,
      optionalTotal: 1,
      percent: 66,
    });
  });

  it('ranks the status: excluded, no data, invalid, incomplete, complete', () => {
    const full = {
      requiredAnswered: 3,
      requiredTotal: 3,
      optionalAnswered: 0,
      optionalTotal: 1,
      percent: 100,
    };
    const partial = { ...full, requiredAnswered: 2, percent: 66 };
    const missing = { metricId: 'X', severity: 'error' as const, kind: 'missing' as const, message: '' };
    const range = { ...missing, kind: 'out_of_range' as const };
    expect(statusOf([range], partial, true)).toBe('excluded');
    expect(statusOf([{ ...missing, kind: 'no_data' }], partial, false)).toBe('no_data');
    expect(statusOf([missing, range], partial, false)).toBe('invalid');
    expect(statusOf([missing], partial, false)).toBe('incomplete');
    expect(statusOf([{ ...range, severity: 'warning' }], full, false)).toBe('complete');
  });

  it('reads the annual period, else the latest period of the year with a warning', () => {
    expect(chooseYearPeriod(2024, ['2023', '2024', '2024-Q4'], comparePeriods)).toEqual({
      period: '2024',
      issue: null,
    });
    const quarterly = chooseYearPeriod(2024, ['2024-Q1', '2024-Q3', '2023-Q4'], comparePeriods);
    expect(quarterly.period).toBe('2024-Q3');
    expect(quarterly.issue?.message).toBe(
      'No annual figures for 2024: the 2024-Q3 publication is used; EDCI asks for the calendar year',
    );
    expect(chooseYearPeriod(2024, ['2023'], comparePeriods)).toEqual({ period: null, issue: null });
  });

  it('says when nothing was published for the year, naming the latest year that was', () => {
    const evaluation = evaluateCompany(DEFS, new Map(), {
      year: 2024,
      periodIssue: null,
      latestYear: 2023,
      excluded: false,
    });
    expect(evaluation.status).toBe('no_data');
    expect(evaluation.issues).toEqual([
      {
        metricId: null,
        severity: 'error',
        kind: 'no_data',
        message: 'Nothing published for 2024 (latest published year: 2023)',
      },
    ]);
    expect(evaluation.completeness.percent).toBe(0);
  });
});

describe('the submission as a whole', () => {
  const row = (companyId: number, name: string, scope1: number | null, excluded = false): EdciCompanyRow => ({
    companyId,
    name,
    status: scope1 === null ? 'incomplete' : 'complete',
    period: '2024',
    publishedAt: null,
    completeness: {
      requiredAnswered: 1,
      requiredTotal: 1,
      optionalAnswered: 0,
      optionalTotal: 0,
      percent: 100,
    },
    issues:
      scope1 === null
        ? [{ metricId: 'EDCI-GHG-1', severity: 'error', kind: 'missing', message: 'missing' }]
        : [],
    cells: [{ metricId: 'EDCI-GHG-1', value: scope1, inputs: [] }],
    exclusion: excluded
      ? {
          reportedBy: 'Credit Fund IV',
          note: null,
          by: { userId: 2, name: 'Grace Parker' },
          at: '2025-03-01',
        }
      : null,
  });

  it('counts reported, excluded, complete and erroneous companies', () => {
    expect(countsOf([row(2, 'Northwind', 850), row(3, 'Atlas', null), row(4, 'Helios', 10, true)])).toEqual({
      included: 2,
      excluded: 1,
      complete: 1,
      withErrors: 1,
    });
  });

  it('lists what changed since the previous submission', () => {
    const before = [row(2, 'Northwind', 850), row(3, 'Atlas', 1200)];
    const after = [row(2, 'Northwind', 900), row(3, 'Atlas', 1200, true), row(4, 'Helios', null)];
    expect(changesBetween(before, after, [SCOPE1])).toEqual([
      'Northwind · Scope 1 emissions: 850 tCO2e → 900 tCO2e',
      'Atlas excluded (reported by Credit Fund IV)',
      'Helios added',
    ]);
    expect(changesBetween(null, after, [SCOPE1])).toEqual([]);
  });
});

describe('the EDCI metric set from edci.json and the dictionary', () => {
  it('has every EDCI metric with a formula, 12 required and 9 optional', () => {
    const { metrics, version } = edciReference();
    expect(metrics).toHaveLength(21);
    expect(metrics.filter((m) => m.required).map((m) => m.id)).toEqual([
      'EDCI-GHG-1',
      'EDCI-GHG-2',
      'EDCI-REN-1',
      'EDCI-DIV-1',
      'EDCI-DIV-2',
      'EDCI-INJ-1',
      'EDCI-INJ-2',
      'EDCI-INJ-3',
      'EDCI-EMP-1',
      'EDCI-EMP-2',
      'EDCI-EMP-3',
      'EDCI-ENG-1',
    ]);
    const byId = new Map(metrics.map((m) => [m.id, m]));
    expect(byId.get('EDCI-DIV-2')).toMatchObject({
      unit: '%',
      min: 0,
      max: 100,
      formula: { kind: 'share', part: 'gov.csuite_members_female', whole: 'gov.csuite_members' },
    });
    expect(byId.get('EDCI-INJ-1')).toMatchObject({ unit: 'count', integer: true, min: 0 });
    expect(byId.get('EDCI-ENG-1')).toMatchObject({ unit: 'Yes/No', type: 'boolean' });
    expect(byId.get('EDCI-ENG-3')).toMatchObject({ min: -100, max: 100, required: false });
    expect(version).toMatch(/^edci\.json@[0-9a-f]{12}\+dictionary@[0-9a-f]{12}$/);
  });
});
