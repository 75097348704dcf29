import { PERIOD_PATTERN } from '@esg/contracts';

/*
 * Reporting periods (libs/contracts period.ts: 2025, 2025-H1, 2025-Q3) as the analysis orders them.
 */

/** The last day of the period, YYYY-MM-DD. */
export function periodEnd(period: string): string {
  const match = PERIOD_PATTERN.exec(period);
  if (!match) throw new Error(`Not a period: ${period}`);
  const year = match[1];
  const part = match[2];
  const ends: Record<string, string> = {
    H1: '06-30',
    H2: '12-31',
    Q1: '03-31',
    Q2: '06-30',
    Q3: '09-30',
    Q4: '12-31',
  };
  return `${year}-${part ? ends[part] : '12-31'}`;
}

/** The period before, in the same cycle: 2025 → 2024, 2025-Q1 → 2024-Q4, 2025-H2 → 2025-H1. */
export function previousPeriod(period: string): string {
  const match = PERIOD_PATTERN.exec(period);
  if (!match) throw new Error(`Not a period: ${period}`);
  const year = Number(match[1]);
  const part = match[2];
  if (!part) return String(year - 1);
  const n = Number(part.slice(1));
  const last = part[0] === 'H' ? 2 : 4;
  return n === 1 ? `${year - 1}-${part[0]}${last}` : `${year}-${part[0]}${n - 1}`;
}

/** Orders periods by their end date, then annual before the sub-periods ending on the same day. */
export function comparePeriods(a: string, b: string): number {
  const ea = periodEnd(a);
  const eb = periodEnd(b);
  if (ea !== eb) return ea < eb ? -1 : 1;
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** How many companies of a portfolio published something in a period. */
export interface PeriodCoverage {
  period: string;
  companies: number;
}

/** The period a portfolio page opens on when none is asked, and why, in words a user reads. */
export interface DefaultPeriod {
  period: string | null;
  /** Why this period: null when it was asked for or nothing is published. */
  note: string | null;
}

/**
 * The period a portfolio's analysis opens on (issue 29, item 5): the newest period in which at least half of the
 * companies that published anything published, so one early company does not turn a page of three into "too few
 * peers". `members` is the number of companies in the portfolio (or fund). With a period asked for, that period.
 */
export function defaultPortfolioPeriod(
  coverage: readonly PeriodCoverage[],
  members: number,
  asked?: string,
): DefaultPeriod {
  if (asked) return { period: asked, note: null };
  const ordered = [...coverage]
    .filter((c) => c.companies > 0)
    .sort((a, b) => comparePeriods(a.period, b.period));
  if (ordered.length === 0) return { period: null, note: null };
  const most = Math.max(...ordered.map((c) => c.companies));
  const enough = Math.max(1, Math.ceil(most / 2));
  const chosen = [...ordered].reverse().find((c) => c.companies >= enough)!;
  const newest = ordered[ordered.length - 1];
  const of = (c: PeriodCoverage) => `${c.companies} of ${members} ${members === 1 ? 'company' : 'companies'}`;
  if (chosen.period === newest.period) {
    return {
      period: chosen.period,
      note: `${chosen.period}: the newest period, published by ${of(chosen)}.`,
    };
  }
  const later = ordered.filter((c) => comparePeriods(c.period, chosen.period) > 0);
  const laterText = later.map((c) => `${c.period} by ${c.companies}`).join(', ');
  return {
    period: chosen.period,
    note: `${chosen.period}: the newest period published by ${of(chosen)}; later periods are not complete yet (${laterText}).`,
  };
}
