import { describe, expect, it } from 'vitest';
import { formatDay, formatRelative } from './dates';

describe('dates as people read them', () => {
  it('shows the calendar day of a date or timestamp as stored (UTC), and "—" when there is none', () => {
    expect(formatDay('2026-03-05')).toBe('5 Mar 2026');
    // Late on 31 Dec in UTC is still 31 Dec, whatever the browser's zone.
    expect(formatDay('2025-12-31T23:30:00Z')).toBe('31 Dec 2025');
    expect(formatDay(null)).toBe('—');
    expect(formatDay(undefined)).toBe('—');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('says how long ago something happened, in minutes and hours', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(formatRelative('2026-11-29T11:59:50Z', now)).toBe('just now');
    expect(formatRelative('2026-11-29T11:55:00Z', now)).toBe('5 min ago');
    expect(formatRelative('2026-11-29T09:00:00Z', now)).toBe('3 h ago');
    expect(formatRelative('garbage', now)).toBe('garbage');
  });
});
