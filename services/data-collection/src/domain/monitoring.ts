import type { ReportingCycle, ResponseStatus } from '@esg/contracts';

/*
 * The rules of monitoring and reminders (issue 9, docs/portfolio.md "Monitoring", ADR 0065). Pure:
 * the caller passes the day (its clock), nothing here reads the time.
 */

/** Statuses in which the company still owes the data: it can be late, and reminders are for these. */
export const OWED_STATUSES: readonly ResponseStatus[] = ['requested', 'in_progress', 'returned', 'reopened'];

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** Days past the due date on `today` while the data is owed; 0 on the due date itself and after submission. */
export function overdueDays(status: ResponseStatus, dueDate: string, today: string): number {
  if (!OWED_STATUSES.includes(status)) return 0;
  return Math.max(0, dayNumber(today) - dayNumber(dueDate));
}

/**
 * The last reporting period that has ended on `today`, in a cycle: annually the previous year,
 * 6-monthly the previous half, quarterly the previous quarter. What a GP asks for now.
 */
export function lastEndedPeriod(cycle: ReportingCycle, today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (cycle === 'annually') return String(year - 1);
  if (cycle === '6-monthly') return month <= 6 ? `${year - 1}-H2` : `${year}-H1`;
  const quarter = Math.floor((month - 1) / 3) + 1;
  return quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`;
}

export interface ReminderSettings {
  /** Remind this many days before the due date (each once). */
  daysBefore: readonly number[];
  /** And this many days after it, while the data is still owed. */
  daysAfter: readonly number[];
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { daysBefore: [7], daysAfter: [1, 7] };

export interface DueReminder {
  reason: 'before_due' | 'after_due';
  days: number;
  /** Once-only key: the response, the due date it was for, the reason and the days. */
  key: string;
}

/**
 * The automatic reminders of one response that are due on `today` and not yet sent: for each
 * configured offset whose day has come. When several have come (a service down for a while), only
 * the latest of each side is due — the company gets one reminder, not a burst of stale ones; the
 * earlier ones count as passed. A new due date makes new keys.
 */
export function dueReminders(
  response: { responseId: number; status: ResponseStatus; dueDate: string },
  today: string,
  settings: ReminderSettings,
  alreadySent: ReadonlySet<string>,
): DueReminder[] {
  if (!OWED_STATUSES.includes(response.status)) return [];
  const diff = dayNumber(response.dueDate) - dayNumber(today);
  const key = (reason: DueReminder['reason'], days: number) =>
    `reminder|${response.responseId}|${response.dueDate}|${reason}|${days}`;
  const due: DueReminder[] = [];
  // Before: on or after (due − days), and before the due date.
  const before = [...settings.daysBefore].sort((a, b) => a - b).find((days) => diff > 0 && diff <= days);
  if (before !== undefined) due.push({ reason: 'before_due', days: before, key: key('before_due', before) });
  // After: on or after (due + days); the largest offset reached.
  const after = [...settings.daysAfter].sort((a, b) => b - a).find((days) => days > 0 && -diff >= days);
  if (after !== undefined) due.push({ reason: 'after_due', days: after, key: key('after_due', after) });
  return due.filter((r) => !alreadySent.has(r.key));
}

/** ISO 8601 week of a day, e.g. `2026-W48` (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstWeekday = (firstThursday.getUTCDay() + 6) % 7;
  const week1Monday = firstThursday.getTime() - firstWeekday * DAY_MS;
  const week = Math.floor((thursday.getTime() - week1Monday) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Parses `7` or `1,7` (days, 0–365) from configuration. */
export function parseDays(raw: string | undefined, fallback: readonly number[], name: string): number[] {
  if (raw === undefined || raw.trim() === '') return [...fallback];
  if (raw.trim() === 'none') return [];
  const days = raw.split(',').map((part) => Number(part.trim()));
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 365))
    throw new Error(
      `${name} must list whole days from 1 to 365 separated by commas, or "none" (got "${raw}")`,
    );
  return [...new Set(days)];
}
