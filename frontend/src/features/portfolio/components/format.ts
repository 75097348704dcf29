import type { LimitUsage } from '@esg/contracts/access-manager';
/** EUR amounts as a person reads them: "€ 1,250,000". */
const EUR = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
export const formatEur = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : EUR.format(value);

export { formatDay } from '@/lib/dates';

/** The last `count` quarter ends on or before `today` (YYYY-MM-DD), newest first. */
export function recentQuarterEnds(today: string, count: number): string[] {
  const ends: string[] = [];
  let year = Number(today.slice(0, 4));
  const days = ['12-31', '09-30', '06-30', '03-31'];
  while (ends.length < count) {
    for (const day of days) {
      const date = `${year}-${day}`;
      if (date <= today && ends.length < count) ends.push(date);
    }
    year -= 1;
  }
  return ends;
}

/** What a contract limit's use reads as under its figure: "3 of 10 used (contract)". */
export const usageHint = (u: LimitUsage | undefined) =>
  u ? `${u.used} of ${u.limit} used (contract)` : undefined;
/** A contract limit's use as a bar, 0–100; none without a limit. */
export const usageProgress = (u: LimitUsage | undefined) =>
  u && u.limit > 0 ? (u.used / u.limit) * 100 : undefined;
