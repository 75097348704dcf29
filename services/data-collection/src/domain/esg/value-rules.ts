import {
  cleanText,
  isAmountInRange,
  isTableRows,
  MAX_AMOUNT,
  type CanonicalValue,
  type CrossCheck,
  type MetricDefinition,
  type TableColumn,
  type TableRow,
  type ValidationIssue,
  type ValueQuality,
  type ValueStatus,
} from '@esg/contracts';
import { parseCurrencyUnit, physicalConverter, roundConverted } from './units';

/**
 * The server-side rules of one value (docs/data-collection.md, "Validation"): status and reason,
 * type, unit (converted to the canonical unit), range, allowed values, PCAF data-quality score.
 * Pure: the caller adds the cross-checks and the year-on-year warning, which need other values.
 */

export interface ValueInput {
  value?: unknown;
  unit?: string;
  status: ValueStatus;
  reason?: string;
  quality?: ValueQuality;
  dataQualityScore?: number;
  exchangeRate?: number;
}

export interface CheckedValue {
  value: CanonicalValue;
  unit: string;
  rawValue: unknown;
  rawUnit: string | null;
  exchangeRate: number | null;
  errors: ValidationIssue[];
}

export const TEXT_MAX_LENGTH = 4000;
const NUMERIC_TYPES = new Set(['number', 'integer', 'percent', 'currency']);
const NUMBER_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

export function isNumericMetric(metric: Pick<MetricDefinition, 'type'>): boolean {
  return NUMERIC_TYPES.has(metric.type);
}

const issue = (
  metric: MetricDefinition,
  rule: string,
  message: string,
  limits: Record<string, unknown> = {},
) => ({
  metricCode: metric.code,
  rule,
  message: `${metric.code} (${metric.name}): ${message}`,
  limits,
});

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function checkValue(metric: MetricDefinition, input: ValueInput): CheckedValue {
  const errors: ValidationIssue[] = [];
  const result: CheckedValue = {
    value: null,
    unit: metric.unit,
    rawValue: input.value ?? null,
    rawUnit: input.unit ?? null,
    exchangeRate: null,
    errors,
  };
  if (input.dataQualityScore !== undefined && !metric.dataQualityScore) {
    errors.push(
      issue(metric, 'dataQualityScore.notApplicable', 'a PCAF data-quality score applies to emissions only', {
        applies: false,
      }),
    );
  }
  if (input.status !== 'provided') {
    if (!input.reason?.trim())
      errors.push(
        issue(metric, 'reason.required', `give the reason why it is ${input.status.replace('_', ' ')}`),
      );
    if (!isEmpty(input.value))
      errors.push(
        issue(
          metric,
          'value.notAllowed',
          `leave the value empty when it is ${input.status.replace('_', ' ')}`,
        ),
      );
    result.rawValue = null;
    result.rawUnit = null;
    return result;
  }
  if (isEmpty(input.value)) {
    errors.push(issue(metric, 'required', 'a value is required when the status is provided'));
    return result;
  }
  if (isNumericMetric(metric)) checkNumber(metric, input, result);
  else checkOther(metric, input.value, result);
  return result;
}

function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && NUMBER_TEXT.test(raw.trim())) return Number(raw.trim());
  return null;
}

function checkNumber(metric: MetricDefinition, input: ValueInput, result: CheckedValue): void {
  const { errors } = result;
  const raw = toNumber(input.value);
  if (raw === null) {
    errors.push(
      issue(metric, 'type', `must be a number (got ${JSON.stringify(input.value)})`, { type: metric.type }),
    );
    return;
  }
  const unit = input.unit?.trim() || metric.unit;
  let canonical = raw;
  if (metric.type === 'currency') {
    const converted = convertCurrency(metric, raw, unit, input.exchangeRate);
    if ('error' in converted) {
      errors.push(converted.error);
      return;
    }
    canonical = converted.value;
    result.exchangeRate = converted.exchangeRate;
  } else if (unit !== metric.unit) {
    const convert = metric.acceptedUnits.includes(unit) ? physicalConverter(unit, metric.unit) : null;
    if (!convert) {
      errors.push(
        issue(
          metric,
          'unit',
          `unit ${unit} is not accepted; use ${metric.acceptedUnits.join(', ') || metric.unit}`,
          {
            acceptedUnits: metric.acceptedUnits,
          },
        ),
      );
      return;
    }
    canonical = convert(raw);
  }
  if (input.exchangeRate !== undefined && metric.type !== 'currency') {
    errors.push(issue(metric, 'exchangeRate.notApplicable', 'an exchange rate applies to amounts only'));
  }
  result.rawUnit = unit;
  result.rawValue = raw;
  // Every metric's documented range is [min, max] within ±MAX_AMOUNT, checked in the canonical unit, so
  // 1e308 (or 1e308 EURm, infinite once converted) is refused rather than stored (issue 23, finding 6).
  if (!isAmountInRange(raw) || !isAmountInRange(canonical)) {
    errors.push(
      issue(
        metric,
        'range',
        `must be between -${MAX_AMOUNT} and ${MAX_AMOUNT} ${metric.unit} (got ${raw} ${unit})`.trim(),
        {
          min: -MAX_AMOUNT,
          max: MAX_AMOUNT,
          unit: metric.unit,
        },
      ),
    );
    return;
  }
  if (metric.type === 'integer' && !Number.isInteger(canonical)) {
    errors.push(issue(metric, 'integer', `must be a whole number (got ${raw})`, { type: 'integer' }));
  }
  if (metric.min !== null && canonical < metric.min) {
    errors.push(
      issue(
        metric,
        'min',
        `must be at least ${metric.min} ${metric.unit} (got ${canonical} ${metric.unit})`.trim(),
        {
          min: metric.min,
          unit: metric.unit,
          value: canonical,
        },
      ),
    );
  }
  if (metric.max !== null && canonical > metric.max) {
    errors.push(
      issue(
        metric,
        'max',
        `must be at most ${metric.max} ${metric.unit} (got ${canonical} ${metric.unit})`.trim(),
        {
          max: metric.max,
          unit: metric.unit,
          value: canonical,
        },
      ),
    );
  }
  result.value = canonical;
}

function convertCurrency(
  metric: MetricDefinition,
  raw: number,
  unit: string,
  exchangeRate: number | undefined,
): { value: number; exchangeRate: number | null } | { error: ValidationIssue } {
  const parsed = parseCurrencyUnit(unit);
  if (!parsed) {
    return {
      error: issue(
        metric,
        'unit',
        `unit ${unit} is not a currency unit; use EUR, kEUR, EURm or another ISO 4217 code`,
        {
          acceptedUnits: metric.acceptedUnits,
        },
      ),
    };
  }
  if (parsed.currency === 'EUR') {
    if (exchangeRate !== undefined && exchangeRate !== 1) {
      return {
        error: issue(metric, 'exchangeRate.notApplicable', 'an amount in EUR takes no exchange rate'),
      };
    }
    return { value: roundConverted(raw * parsed.factor), exchangeRate: null };
  }
  if (!CURRENCIES.has(parsed.currency)) {
    return {
      error: issue(metric, 'unit', `currency ${parsed.currency} is not accepted`, {
        currencies: [...CURRENCIES],
      }),
    };
  }
  if (exchangeRate === undefined) {
    return {
      error: issue(
        metric,
        'exchangeRate.required',
        `give the exchange rate (EUR per ${parsed.currency}) at fiscal year end`,
        {
          currency: parsed.currency,
        },
      ),
    };
  }
  return { value: roundConverted(raw * parsed.factor * exchangeRate), exchangeRate };
}

/** ISO 4217 codes accepted for amounts (set from iso-4217.json when the dictionary loads). */
const CURRENCIES = new Set<string>(['EUR']);
export function setAcceptedCurrencies(codes: readonly string[]): void {
  for (const code of codes) CURRENCIES.add(code);
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

function checkOther(metric: MetricDefinition, raw: unknown, result: CheckedValue): void {
  const { errors } = result;
  result.rawUnit = null;
  switch (metric.type) {
    case 'boolean': {
      const text = typeof raw === 'string' ? raw.trim().toLowerCase() : null;
      const value =
        typeof raw === 'boolean'
          ? raw
          : text && TRUE_WORDS.has(text)
            ? true
            : text && FALSE_WORDS.has(text)
              ? false
              : null;
      if (value === null)
        errors.push(
          issue(metric, 'type', `must be yes or no (got ${JSON.stringify(raw)})`, { type: 'boolean' }),
        );
      else result.value = value;
      return;
    }
    case 'choice': {
      const chosen = matchChoice(metric, raw);
      if (chosen === null) {
        errors.push(
          issue(metric, 'allowedValues', `${JSON.stringify(raw)} is not one of the allowed values`, {
            allowedValues: (metric.allowedValues ?? []).map((v) => v.value),
          }),
        );
      } else result.value = chosen;
      return;
    }
    case 'multi-choice': {
      const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[;|]/) : null;
      if (!items) {
        errors.push(issue(metric, 'type', 'must be a list of choices', { type: 'multi-choice' }));
        return;
      }
      const chosen: string[] = [];
      for (const item of items) {
        if (typeof item === 'string' && item.trim() === '') continue;
        const value = matchChoice(metric, item);
        if (value === null) {
          errors.push(
            issue(metric, 'allowedValues', `${JSON.stringify(item)} is not one of the allowed values`, {
              allowedValues: (metric.allowedValues ?? []).map((v) => v.value),
            }),
          );
        } else if (!chosen.includes(value)) chosen.push(value);
      }
      if (chosen.length === 0 && errors.length === 0)
        errors.push(issue(metric, 'required', 'choose at least one value'));
      result.value = chosen;
      return;
    }
    case 'date': {
      const text =
        raw instanceof Date ? raw.toISOString().slice(0, 10) : typeof raw === 'string' ? raw.trim() : '';
      const valid = DATE_TEXT.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
      if (!valid)
        errors.push(
          issue(metric, 'type', `must be a date YYYY-MM-DD (got ${JSON.stringify(raw)})`, { type: 'date' }),
        );
      else result.value = text;
      return;
    }
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') {
        errors.push(issue(metric, 'type', 'must be a text', { type: 'text' }));
        return;
      }
      // A text read from a workbook never passed the host's JSON cleaning (issue 23, finding 7).
      const text = cleanText(String(raw)).trim();
      const maxLength = metric.maxLength ?? TEXT_MAX_LENGTH;
      if (text.length > maxLength)
        errors.push(issue(metric, 'maxLength', `must be at most ${maxLength} characters`, { maxLength }));
      else result.value = text;
      return;
    }
    case 'table':
      checkTable(metric, raw, result);
      return;
    case 'number':
    case 'integer':
    case 'percent':
    case 'currency':
      errors.push(issue(metric, 'type', `type ${metric.type} is checked as a number`));
  }
}

/**
 * One cell of a table row, checked as a metric of its column's type would be (the template import
 * checks cells one by one to name the workbook cell of each refusal). Rules are `table.<rule>`.
 */
export function checkTableCell(
  metric: MetricDefinition,
  column: TableColumn,
  rowLabel: string,
  value: unknown,
  unit: string | undefined,
): CheckedValue {
  const checked = checkValue(columnMetric(metric, column, rowLabel), { value, unit, status: 'provided' });
  return { ...checked, errors: checked.errors.map((e) => ({ ...e, rule: `table.${e.rule}` })) };
}

/** A table cell's column as a metric of its own, so that it is checked exactly as one would be. */
function columnMetric(metric: MetricDefinition, column: TableColumn, key: string): MetricDefinition {
  return {
    ...metric,
    name: `${metric.name}, row ${key}, ${column.label}`,
    type: column.type,
    unit: column.unit,
    acceptedUnits: column.acceptedUnits,
    min: column.min,
    max: null,
    allowedValues: column.allowedValues,
    maxLength: column.maxLength,
    dataQualityScore: false,
    table: undefined,
  };
}

/**
 * Rows of a table metric: each row's key once (one of the allowed members, or an identifier), and
 * each cell checked as a metric of its column's type. The stored rows hold numbers in the columns'
 * units; the rows as entered (with the unit of each number) are kept as the raw value.
 */
function checkTable(metric: MetricDefinition, raw: unknown, result: CheckedValue): void {
  const { errors } = result;
  const spec = metric.table;
  if (!spec) {
    errors.push(issue(metric, 'type', 'the dictionary gives this table no columns'));
    return;
  }
  if (
    !Array.isArray(raw) ||
    raw.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))
  ) {
    errors.push(issue(metric, 'type', 'must be a list of rows', { type: 'table' }));
    return;
  }
  if (raw.length === 0) {
    errors.push(issue(metric, 'required', 'add at least one row, or say why there is none'));
    return;
  }
  if (raw.length > spec.maxRows)
    errors.push(
      issue(metric, 'table.maxRows', `has ${raw.length} rows; at most ${spec.maxRows}`, {
        maxRows: spec.maxRows,
      }),
    );
  const columns = new Map(spec.columns.map((c) => [c.id, c]));
  const rows: TableRow[] = [];
  const rawRows: TableRow[] = [];
  const keys = new Map<string, number>();
  (raw as Array<Partial<TableRow>>).forEach((row, index) => {
    const at = { row: index + 1 };
    const given =
      typeof row.key === 'number' ? String(row.key) : typeof row.key === 'string' ? row.key.trim() : '';
    let key = given;
    if (!given) {
      errors.push(
        issue(metric, 'table.key', `row ${index + 1}: give the ${spec.key.label.toLowerCase()}`, at),
      );
      return;
    }
    if (spec.key.kind === 'member') {
      const lower = given.toLowerCase();
      const member = spec.key.allowedValues?.find(
        (v) => v.value.toLowerCase() === lower || v.label.toLowerCase() === lower,
      );
      if (!member) {
        errors.push(
          issue(
            metric,
            'table.key',
            `row ${index + 1}: ${JSON.stringify(given)} is not a ${spec.key.label.toLowerCase()} of the list`,
            at,
          ),
        );
        return;
      }
      key = member.value;
    }
    const twice = keys.get(key);
    if (twice !== undefined) {
      errors.push(
        issue(metric, 'table.duplicate', `row ${index + 1}: ${given} is also row ${twice}`, { ...at, key }),
      );
      return;
    }
    keys.set(key, index + 1);
    const cells = typeof row.cells === 'object' && row.cells !== null ? row.cells : {};
    const units = typeof row.units === 'object' && row.units !== null ? row.units : {};
    const stored: TableRow = { key, cells: {} };
    const entered: TableRow = { key, cells: {}, units: {} };
    for (const id of Object.keys(cells))
      if (!columns.has(id))
        errors.push(
          issue(metric, 'table.column', `row ${index + 1}: there is no column ${id}`, { ...at, column: id }),
        );
    for (const column of spec.columns) {
      const value = cells[column.id];
      if (isEmpty(value)) continue;
      const checked = checkTableCell(metric, column, given, value, units[column.id]);
      for (const error of checked.errors)
        errors.push({ ...error, limits: { ...error.limits, ...at, key, column: column.id } });
      if (checked.errors.length) continue;
      stored.cells[column.id] = checked.value as TableRow['cells'][string];
      entered.cells[column.id] = (checked.rawValue ?? value) as TableRow['cells'][string];
      if (checked.rawUnit) entered.units![column.id] = checked.rawUnit;
    }
    if (Object.keys(stored.cells).length === 0 && Object.keys(cells).length === 0)
      errors.push(
        issue(metric, 'table.emptyRow', `row ${index + 1} (${given}) has no values`, { ...at, key }),
      );
    if (Object.keys(entered.units!).length === 0) delete entered.units;
    rows.push(stored);
    rawRows.push(entered);
  });
  if (errors.length) return;
  result.value = rows;
  result.rawValue = rawRows;
}

/** A choice by value or by label, case-insensitively; answers with the stored value. */
function matchChoice(metric: MetricDefinition, raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim().toLowerCase();
  const found = (metric.allowedValues ?? []).find(
    (v) => v.value.toLowerCase() === text || v.label.toLowerCase() === text,
  );
  return found?.value ?? null;
}

/** Whether two stored values are the same (an import row that changes nothing is not a new version). */
export function sameValue(a: CanonicalValue, b: CanonicalValue): boolean {
  if (isTableRows(a) || isTableRows(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/**
 * Cross-checks that involve `code`, with the other metrics' current numbers. A check is evaluated
 * only when its values are there: `lte` and `sum_equals` need every term, `gte` sums the terms given.
 */
export function crossCheckIssues(
  checks: readonly CrossCheck[],
  code: string,
  numbers: ReadonlyMap<string, number>,
  describe: (code: string) => string,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const check of checks) {
    if (check.left !== code && !check.right.includes(code)) continue;
    const left = numbers.get(check.left);
    if (left === undefined) continue;
    const terms = check.right.map((c) => numbers.get(c));
    const given = terms.filter((t): t is number => t !== undefined);
    if (check.rule !== 'gte' && given.length !== terms.length) continue;
    if (given.length === 0) continue;
    const sum = roundConverted(given.reduce((a, b) => a + b, 0));
    const tolerance = (Math.max(Math.abs(left), Math.abs(sum)) * check.tolerancePercent) / 100;
    const broken =
      (check.rule === 'lte' && left > sum + tolerance) ||
      (check.rule === 'gte' && left + tolerance < sum) ||
      (check.rule === 'sum_equals' && Math.abs(left - sum) > tolerance);
    if (!broken) continue;
    const relation = check.rule === 'lte' ? '≤' : check.rule === 'gte' ? '≥' : '=';
    issues.push({
      metricCode: code,
      rule: `crossCheck:${check.id}`,
      message: `${check.message}: ${describe(check.left)} = ${left} must be ${relation} ${check.right.map(describe).join(' + ')} = ${sum}${check.tolerancePercent ? ` (± ${check.tolerancePercent} %)` : ''}`,
      limits: {
        rule: check.rule,
        left: { metricCode: check.left, value: left },
        right: check.right.map((c) => ({ metricCode: c, value: numbers.get(c) ?? null })),
        sum,
        tolerancePercent: check.tolerancePercent,
      },
    });
  }
  return issues;
}

/** When a change against the same period of last year is significant (issue 27; thresholds per GP, ADR 0180). */
export interface YearOnYearThresholds {
  /** Decimals (number, percent, amount): a relative change above this percentage. */
  decimalPercent: number;
  /** Whole numbers (counts): a change of more than this many. */
  integerAbsolute: number;
  /** Yes/no answers: any flip. */
  booleanFlip: boolean;
}

const describeAnswer = (value: boolean) => (value ? 'yes' : 'no');

/**
 * The year-on-year check, one rule for the questionnaire's warning (the author confirms it) and the
 * portfolio's quality flags: a decimal that changes by more than `decimalPercent` of last year's value
 * (any change from 0), a whole number by more than `integerAbsolute`, a yes/no that turns over. Numbers
 * are compared when the dictionary asks for the check (`yearOnYearCheck`); yes/no answers always.
 */
export function yearOnYearWarning(
  metric: MetricDefinition,
  value: number | boolean,
  previous: { value: number | boolean; period: string } | null,
  thresholds: YearOnYearThresholds,
): ValidationIssue | null {
  if (!previous || previous.value === value) return null;
  if (typeof value === 'boolean' || typeof previous.value === 'boolean') {
    if (metric.type !== 'boolean' || typeof value !== 'boolean' || typeof previous.value !== 'boolean')
      return null;
    if (!thresholds.booleanFlip) return null;
    return {
      metricCode: metric.code,
      rule: 'yearOnYear',
      message: `${metric.name}: the answer turned from ${describeAnswer(previous.value)} in ${previous.period} to ${describeAnswer(value)}; please confirm`,
      limits: { previous: previous.value, previousPeriod: previous.period, kind: 'flip' },
    };
  }
  if (!metric.yearOnYearCheck) return null;
  if (metric.type === 'integer') {
    const change = Math.abs(value - previous.value);
    if (change <= thresholds.integerAbsolute) return null;
    return {
      metricCode: metric.code,
      rule: 'yearOnYear',
      message: `${metric.name}: changed by ${change} against ${previous.period} (${previous.value} → ${value} ${metric.unit}), more than ${thresholds.integerAbsolute}; please confirm`,
      limits: {
        previous: previous.value,
        previousPeriod: previous.period,
        change,
        thresholdAbsolute: thresholds.integerAbsolute,
        kind: 'absolute',
      },
    };
  }
  const thresholdPercent = thresholds.decimalPercent;
  const changePercent =
    previous.value === 0
      ? null
      : Math.round((Math.abs(value - previous.value) / Math.abs(previous.value)) * 1000) / 10;
  if (changePercent !== null && changePercent <= thresholdPercent) return null;
  return {
    metricCode: metric.code,
    rule: 'yearOnYear',
    message:
      changePercent === null
        ? `${metric.name}: ${previous.period} was 0, now ${value} ${metric.unit}; please confirm`
        : `${metric.name}: ${changePercent} % change against ${previous.period} (${previous.value} → ${value} ${metric.unit}), more than ${thresholdPercent} %; please confirm`,
    limits: {
      previous: previous.value,
      previousPeriod: previous.period,
      changePercent,
      thresholdPercent,
      kind: 'relative',
    },
  };
}
