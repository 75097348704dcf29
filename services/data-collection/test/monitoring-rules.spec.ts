import {
  DEFAULT_REMINDER_SETTINGS,
  dueReminders,
  isoWeek,
  lastEndedPeriod,
  overdueDays,
  parseDays,
} from '../src/domain/monitoring';

/** The pure rules of monitoring and reminders (docs/portfolio.md "Monitoring"); expectations by hand. */
describe('monitoring rules', () => {
  it('counts overdue days only while the data is owed', () => {
    // 31 March → 23 November 2026: April 30 + May 31 + June 30 + July 31 + August 31 + September 30
    // + October 31 = 214 days to 31 October, + 23 = 237.
    expect(overdueDays('in_progress', '2026-03-31', '2026-11-23')).toBe(237);
    expect(overdueDays('requested', '2026-03-31', '2026-03-31')).toBe(0);
    expect(overdueDays('returned', '2026-03-31', '2026-04-01')).toBe(1);
    expect(overdueDays('requested', '2026-03-31', '2026-03-01')).toBe(0);
    for (const status of ['submitted', 'accepted', 'published'] as const)
      expect(overdueDays(status, '2026-03-31', '2026-11-23')).toBe(0);
  });

  it('knows the last period that has ended in each cycle', () => {
    expect(lastEndedPeriod('annually', '2026-11-23')).toBe('2025');
    expect(lastEndedPeriod('annually', '2026-01-01')).toBe('2025');
    expect(lastEndedPeriod('6-monthly', '2026-11-23')).toBe('2026-H1');
    expect(lastEndedPeriod('6-monthly', '2026-06-30')).toBe('2025-H2');
    expect(lastEndedPeriod('quarterly', '2026-11-23')).toBe('2026-Q3');
    expect(lastEndedPeriod('quarterly', '2026-02-10')).toBe('2025-Q4');
    expect(lastEndedPeriod('quarterly', '2026-04-01')).toBe('2026-Q1');
  });

  it('makes reminders due before and after the due date, each once, the latest of each side only', () => {
    const response = { responseId: 13, status: 'in_progress' as const, dueDate: '2026-03-31' };
    const settings = { daysBefore: [7, 2], daysAfter: [1, 7] };
    const on = (day: string, sent: string[] = []) =>
      dueReminders(response, day, settings, new Set(sent)).map((r) => r.key);
    expect(on('2026-03-23')).toEqual([]); // 8 days before
    expect(on('2026-03-24')).toEqual(['reminder|13|2026-03-31|before_due|7']);
    expect(on('2026-03-29')).toEqual(['reminder|13|2026-03-31|before_due|2']);
    expect(on('2026-03-29', ['reminder|13|2026-03-31|before_due|2'])).toEqual([]);
    expect(on('2026-03-31')).toEqual([]); // the due date itself: neither before nor after
    expect(on('2026-04-01')).toEqual(['reminder|13|2026-03-31|after_due|1']);
    // Down for a week: only the 7-day one is due, not a burst.
    expect(on('2026-04-09')).toEqual(['reminder|13|2026-03-31|after_due|7']);
    // A new due date makes new keys.
    expect(
      dueReminders({ ...response, dueDate: '2026-04-30' }, '2026-05-01', settings, new Set()).map(
        (r) => r.key,
      ),
    ).toEqual(['reminder|13|2026-04-30|after_due|1']);
    // Nothing once submitted.
    expect(dueReminders({ ...response, status: 'submitted' }, '2026-04-09', settings, new Set())).toEqual([]);
    expect(DEFAULT_REMINDER_SETTINGS).toEqual({ daysBefore: [7], daysAfter: [1, 7] });
  });

  it('numbers ISO weeks', () => {
    expect(isoWeek('2026-11-23')).toBe('2026-W48'); // a Monday
    expect(isoWeek('2026-11-29')).toBe('2026-W48'); // the Sunday after
    expect(isoWeek('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(isoWeek('2027-01-01')).toBe('2026-W53'); // a Friday: 2026 has 53 weeks
    expect(isoWeek('2024-12-30')).toBe('2025-W01'); // a Monday in the first week of 2025
  });

  it('reads reminder days from configuration', () => {
    expect(parseDays(undefined, [7], 'X')).toEqual([7]);
    expect(parseDays('1, 7,7', [7], 'X')).toEqual([1, 7]);
    expect(parseDays('none', [7], 'X')).toEqual([]);
    expect(() => parseDays('0', [7], 'REMINDER_DAYS_AFTER')).toThrow(/REMINDER_DAYS_AFTER/);
    expect(() => parseDays('a', [7], 'X')).toThrow(/whole days/);
  });
});
