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
