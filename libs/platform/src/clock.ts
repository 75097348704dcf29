/**
 * The time a service reads when time decides what it does (reminders, overdue days, digests). Hosts
 * give every service the system clock; a test gives its own (`ManualClock`) to `startHost`, so that
 * a deadline can pass, or a week, without waiting and without timing assertions (ADR 0065).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told to. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advanceDays(days: number): void {
    this.current += days * 86_400_000;
  }
}

/** The runtime's clock, the system clock when the host was given none. */
export const clockOf = (runtime: { clock?: Clock }): Clock => runtime.clock ?? systemClock;

/** `YYYY-MM-DD` of an instant, in UTC (due dates are calendar dates). */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Whole days from calendar day `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
