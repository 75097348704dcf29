import { PERIOD_PATTERN, type ReportingCycle } from '@esg/contracts';
import { dataCollectionError } from '../data-collection.errors';

/**
 * Reporting periods follow the company's reporting cycle (spec 9): `2025` annually, `2025-H1`/`-H2`
 * 6-monthly, `2025-Q1`…`-Q4` quarterly. Calendar periods: a fiscal year is keyed by the year it ends.
 */
export interface Period {
  text: string;
  year: number;
  cycle: ReportingCycle;
  /** 1 for annual; 1–2 for halves; 1–4 for quarters. */
  part: number;
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function parsePeriod(text: string): Period {
  const match = PERIOD_PATTERN.exec(text);
  if (!match)
    throw dataCollectionError(
      'RESPONSE.VALIDATION',
      `period must look like 2025, 2025-H1 or 2025-Q3 (got ${text})`,
    );
  const year = Number(match[1]);
  const suffix = match[2];
  if (!suffix)
    return { text, year, cycle: 'annually', part: 1, start: `${year}-01-01`, end: `${year}-12-31` };
  const part = Number(suffix.slice(1));
  const months = suffix.startsWith('H') ? 6 : 3;
  const firstMonth = (part - 1) * months + 1;
  const lastMonth = firstMonth + months - 1;
  return {
    text,
    year,
    cycle: suffix.startsWith('H') ? '6-monthly' : 'quarterly',
    part,
    start: `${year}-${pad(firstMonth)}-01`,
    end: `${year}-${pad(lastMonth)}-${pad(lastDay(year, lastMonth))}`,
  };
}

/** The same part of the previous year: the comparison of the year-on-year check. */
export function previousYearPeriod(period: Period): string {
  return period.text.replace(/^\d{4}/, String(period.year - 1));
}

/** A period must follow the company's cycle, and lie between 2000 and next year. */
export function assertPeriodForCycle(period: Period, cycle: string | null, today = new Date()): void {
  if (!cycle)
    throw dataCollectionError(
      'RESPONSE.VALIDATION',
      'The company has no reporting cycle yet: choose one first (data collection settings)',
    );
  if (period.cycle !== cycle) {
    const example =
      cycle === 'annually'
        ? `${period.year}`
        : cycle === '6-monthly'
          ? `${period.year}-H1`
          : `${period.year}-Q1`;
    throw dataCollectionError(
      'RESPONSE.VALIDATION',
      `period ${period.text} does not follow the company's ${cycle} reporting cycle (e.g. ${example})`,
    );
  }
  const maxYear = today.getUTCFullYear() + 1;
  if (period.year < 2000 || period.year > maxYear)
    throw dataCollectionError(
      'RESPONSE.VALIDATION',
      `period ${period.text} must lie between 2000 and ${maxYear}`,
    );
}
