import { IFC_PERFORMANCE_STANDARDS } from '@esg/contracts/action-plans';
import { changeLogFieldLabel, changeLogValueSet, labelText } from '@esg/contracts/labels';

export { formatDateTime, formatRelative } from '@/lib/dates';

/** A calendar date (due dates) as "12 Mar 2026". */
function formatDay(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Names of the people and places a plan's change log mentions by id, when the page knows them. */
export interface ChangeLogNames {
  user?: (userId: number) => string | undefined;
  facility?: (facilityId: number) => string | undefined;
}

/** A change's field name for people (libs/contracts labels.ts): dueDate → "Due date". */
export const fieldLabel = (field: string): string => changeLogFieldLabel(field).label;

/**
 * A before/after value for people: codes as their labels (the entry's event type says whether a
 * `status` is a plan's or a recommendation's), dates as dates, ids as names, nothing as a dash.
 */
export function formatValue(
  field: string,
  value: unknown,
  eventType = '',
  names: ChangeLogNames = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((v) => formatValue(field, v, eventType, names)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') {
    const name = (value as { name?: unknown }).name;
    return typeof name === 'string' ? name : JSON.stringify(value);
  }
  const text =
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  const format = changeLogValueSet(field, eventType);
  switch (format) {
    case 'date':
      return formatDay(text);
    case 'rating':
      return `${text} of 5`;
    case 'users':
      return names.user?.(Number(text)) ?? `User ${text}`;
    case 'performance-standard': {
      const ps = IFC_PERFORMANCE_STANDARDS.find((s) => s.id === Number(text));
      return ps ? `${ps.code}: ${ps.title}` : text;
    }
    case 'text':
    case 'file':
      if (field === 'facilityId' || field === 'facilityIds')
        return names.facility?.(Number(text)) ?? `Facility ${text}`;
      return text;
    case 'planStatus':
    case 'recommendationStatus':
    case 'priority':
    case 'progressTag':
    case 'dueDateTrigger':
    case 'reportingCycle':
    case 'changeRequestStatus':
      return labelText(format, text);
  }
}
