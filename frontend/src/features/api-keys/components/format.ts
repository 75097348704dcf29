/** "23 Nov 2026, 18:40" in the reader's time zone; `none` when there is no moment. */
export function formatMoment(iso: string | null, none = '—'): string {
  if (!iso) return none;
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
