import {
  COMPANY_INSTRUMENTS,
  DEBT_INSTRUMENTS,
  INSTRUMENTS,
  isAmountInRange,
  ISO_DATE_PATTERN,
  MAX_AMOUNT,
  QUARTER_END_DAYS,
  type Instrument,
  type Position,
  type RecordPositionsRequest,
} from '@esg/contracts';
import { DomainError } from '@esg/platform';
import { dataCollectionError } from './data-collection.errors';

/**
 * The rules of a fund's positions on a quarter end (docs/portfolio.md). Pure: the service and, in the
 * next phase, the spreadsheet import run the same checks and get the same violations.
 */
export type PositionRule =
  | 'date-format'
  | 'quarter-end'
  | 'date-in-future'
  | 'fund-closed'
  | 'unknown-instrument'
  | 'negative-value'
  | 'negative-outstanding'
  | 'amount-out-of-range'
  | 'outstanding-required'
  | 'outstanding-not-applicable'
  | 'company-required'
  | 'company-not-applicable'
  | 'company-outside-portfolio'
  | 'company-not-held-by-fund'
  | 'country-required'
  | 'duplicate-row'
  | 'all-investments-not-positive'
  | 'all-investments-below-positions';

export interface PositionViolation {
  /** Index in `positions`, or null for the date or the set as a whole. */
  row: number | null;
  rule: PositionRule;
  message: string;
}

export interface PositionContext {
  /** The date of the set, from the path. */
  date: string;
  /** Today (UTC), as YYYY-MM-DD. */
  today: string;
  fund: { name: string; status: 'open' | 'closed'; closedOn: string | null };
  /** The manager's name, for messages. */
  managerName: string;
  /**
   * The manager's portfolio companies (its children of type pc), with their names for messages. A
   * company outside it is named by its id only: its name is not the manager's to read.
   */
  portfolio: ReadonlyMap<number, string>;
  /** The fund's holdings. */
  holdings: ReadonlySet<number>;
}

const cents = (value: number): number => Math.round(value * 100);
const euros = (value: number): string =>
  `EUR ${value.toLocaleString('en-GB', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/** The date rules alone (a malformed date makes every other check moot). */
export function dateViolations(
  context: Pick<PositionContext, 'date' | 'today' | 'fund'>,
): PositionViolation[] {
  const { date, today, fund } = context;
  if (!ISO_DATE_PATTERN.test(date)) {
    return [{ row: null, rule: 'date-format', message: `date "${date}" is not a date as YYYY-MM-DD` }];
  }
  if (!(QUARTER_END_DAYS as readonly string[]).includes(date.slice(5))) {
    return [
      {
        row: null,
        rule: 'quarter-end',
        message: `date ${date} is not a quarter end (31 March, 30 June, 30 September or 31 December)`,
      },
    ];
  }
  const violations: PositionViolation[] = [];
  if (date > today) {
    violations.push({
      row: null,
      rule: 'date-in-future',
      message: `date ${date} is in the future; positions are recorded once the quarter has ended`,
    });
  }
  if (fund.status === 'closed' && fund.closedOn !== null && date > fund.closedOn) {
    violations.push({
      row: null,
      rule: 'fund-closed',
      message: `${fund.name} was closed on ${fund.closedOn}; it holds no positions on ${date}`,
    });
  }
  return violations;
}

/**
 * Checks a request against the rules and returns the positions as stored (normalised: country upper
 * case, outstanding null where it does not apply), or every violation found.
 */
export function checkPositions(
  request: RecordPositionsRequest,
  context: PositionContext,
): { positions: Position[]; violations: PositionViolation[] } {
  const violations = dateViolations(context);
  if (violations.some((v) => v.rule === 'date-format' || v.rule === 'quarter-end')) {
    return { positions: [], violations };
  }
  const positions: Position[] = [];
  const seen = new Map<string, number>();
  request.positions.forEach((row, index) => {
    const at = (rule: PositionRule, message: string) =>
      violations.push({ row: index, rule, message: `positions[${index}]: ${message}` });
    if (!(INSTRUMENTS as readonly string[]).includes(row.instrument)) {
      at('unknown-instrument', `instrument "${row.instrument}" is not one of ${INSTRUMENTS.join(', ')}`);
      return;
    }
    const instrument = row.instrument as Instrument;
    const companyId = row.companyId ?? null;
    const country = row.country ? row.country.trim().toUpperCase() : null;
    const outstanding = row.outstanding ?? null;
    const before = violations.length;

    // A file's amounts do not pass the request schema: the range of every amount (issue 23, finding 6).
    if (!isAmountInRange(row.value)) at('amount-out-of-range', `value ${row.value} is beyond ${MAX_AMOUNT}`);
    else if (row.value < 0) at('negative-value', `value ${row.value} is negative`);
    if (outstanding !== null && !isAmountInRange(outstanding))
      at('amount-out-of-range', `outstanding ${outstanding} is beyond ${MAX_AMOUNT}`);
    if (outstanding !== null && outstanding < 0)
      at('negative-outstanding', `outstanding ${outstanding} is negative`);
    const isDebt = DEBT_INSTRUMENTS.includes(instrument);
    if (isDebt && outstanding === null)
      at('outstanding-required', `a ${instrument} position needs its outstanding amount`);
    if (!isDebt && outstanding !== null)
      at('outstanding-not-applicable', `${instrument} has no outstanding amount (debt instruments only)`);

    if (COMPANY_INSTRUMENTS.includes(instrument)) {
      if (companyId === null) at('company-required', `a ${instrument} position names its portfolio company`);
      else if (!context.portfolio.has(companyId))
        at(
          'company-outside-portfolio',
          `company ${companyId} is not a portfolio company of ${context.managerName}`,
        );
      else if (!context.holdings.has(companyId))
        at(
          'company-not-held-by-fund',
          `${context.portfolio.get(companyId)} (company ${companyId}) is not held by ${context.fund.name}; add it to the fund's portfolio companies first`,
        );
      if (country !== null) at('company-not-applicable', `a ${instrument} position has no country`);
    } else {
      if (companyId !== null)
        at(
          'company-not-applicable',
          `a ${instrument} position names no company (company ${companyId} given)`,
        );
      if (instrument === 'sovereign_bond' && (country === null || !/^[A-Z]{2}$/.test(country)))
        at(
          'country-required',
          'a sovereign_bond position names its country (ISO 3166-1 alpha-2, such as DE)',
        );
      if (instrument === 'cash' && country !== null)
        at('company-not-applicable', 'a cash position has no country');
    }

    const key = `${instrument}|${companyId ?? ''}|${country ?? ''}`;
    const first = seen.get(key);
    if (first !== undefined)
      at('duplicate-row', `repeats positions[${first}] (same instrument, company and country)`);
    else seen.set(key, index);

    if (violations.length === before) {
      positions.push({
        companyId,
        country: instrument === 'sovereign_bond' ? country : null,
        instrument,
        value: row.value,
        outstanding: isDebt ? outstanding : null,
      });
    }
  });

  if (!isAmountInRange(request.allInvestments)) {
    violations.push({
      row: null,
      rule: 'amount-out-of-range',
      message: `allInvestments ${request.allInvestments} is beyond ${MAX_AMOUNT}`,
    });
  } else if (request.allInvestments <= 0) {
    violations.push({
      row: null,
      rule: 'all-investments-not-positive',
      message: `allInvestments ${request.allInvestments} must be greater than 0`,
    });
  } else {
    const total = positionsTotal(request.positions.filter((p) => p.value >= 0));
    if (cents(request.allInvestments) < cents(total)) {
      violations.push({
        row: null,
        rule: 'all-investments-below-positions',
        message: `allInvestments ${euros(request.allInvestments)} is less than the sum of the positions, ${euros(total)}; all investments include every position`,
      });
    }
  }
  return { positions, violations };
}

/** Sum of the values, to the cent. */
export function positionsTotal(positions: ReadonlyArray<{ value: number }>): number {
  return positions.reduce((sum, p) => sum + cents(p.value), 0) / 100;
}

export function positionsRefused(date: string, violations: readonly PositionViolation[]): DomainError {
  const list = violations.map((v) => `${v.message} [${v.rule}]`).join('; ');
  return dataCollectionError(
    'POSITIONS.UNPROCESSABLE',
    `Positions of ${date} refused (${violations.length} ${violations.length === 1 ? 'problem' : 'problems'}): ${list}`,
    { violations },
  );
}

/** The `count` latest quarter ends on or before `today` (YYYY-MM-DD), latest first. */
export function latestQuarterEnds(today: string, count: number): string[] {
  const ends: string[] = [];
  let year = Number(today.slice(0, 4));
  let index = QUARTER_END_DAYS.length - 1;
  while (ends.length < count) {
    const candidate = `${year}-${QUARTER_END_DAYS[index]}`;
    if (candidate <= today) ends.push(candidate);
    index -= 1;
    if (index < 0) {
      index = QUARTER_END_DAYS.length - 1;
      year -= 1;
    }
  }
  return ends;
}
