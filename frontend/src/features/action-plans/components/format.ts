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

const CYCLES: Record<string, string> = {
  quarterly: 'Quarterly',
  '6-monthly': '6-Monthly',
  annually: 'Annually',
};
export const cycleLabel = (cycle: string): string => CYCLES[cycle] ?? cycle;
