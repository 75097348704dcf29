import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import '@mantine/dates/styles.layer.css';

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> {
  /** YYYY-MM-DD, or null when empty: what the API sends and takes. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A date, typed or picked from a calendar (Mantine DateInput), as the YYYY-MM-DD string the API
 * uses. Shown as "12 Mar 2026"; typing "2026-03-12" or "12/03/2026" works too.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...props}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      valueFormat="D MMM YYYY"
      dateParser={parseDate}
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearable={!props.required}
      popoverProps={{ withinPortal: true }}
    />
  );
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "2026-03-12", "12/03/2026", "12.03.2026" or "12 Mar 2026" → "2026-03-12"; anything else → null. */
export function parseDate(input: string): string | null {
  const text = input.trim().toLowerCase();
  let y: number | undefined;
  let m: number | undefined;
  let d: number | undefined;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  match = match ? null : /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (match) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const named = /^(\d{1,2}) ([a-z]{3})[a-z]* (\d{4})$/.exec(text);
  if (named) [d, m, y] = [Number(named[1]), MONTHS.indexOf(named[2] ?? '') + 1, Number(named[3])];
  if (!y || !m || !d || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}
