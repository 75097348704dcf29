import { IFC_PERFORMANCE_STANDARDS } from '@esg/contracts/action-plans';
import { labelText } from '@esg/contracts/labels';

/** Dates as the screens show them: 12 Mar 2026 (UTC, as the service compares due dates). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const cycleLabel = (cycle: string): string => labelText('reportingCycle', cycle);

export const standardOf = (id: number) => IFC_PERFORMANCE_STANDARDS.find((ps) => ps.id === id);
export const standardCode = (id: number): string => standardOf(id)?.code ?? `PS${id}`;

/** Whole days past a due date (UTC); 0 or less when not yet due. */
export function daysLate(dueDate: string, today = new Date()): number {
  const due = Date.parse(`${dueDate.slice(0, 10)}T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((day - due) / 86_400_000);
}
