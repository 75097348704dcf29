/** "12 Mar 2026, 14:05" in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** "5 min ago", "3 h ago", else the date. */
export function formatRelative(iso: string, now = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const minutes = Math.round((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return formatDateTime(iso);
}

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  dueDate: 'Due date',
  esAdvisorUserId: 'ES advisor',
  assignedUserIds: 'Assigned users',
  additionalCommentary: 'Additional commentary',
  verifyDocument: 'Verification document',
  rating: 'Rating',
};

/** A change's field name for people: dueDate -> "Due date". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A before/after value for people: statuses as words, lists joined, nothing as a dash. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((v) => formatValue(field, v)).join(', ');
  if (typeof value === 'string') {
    if (field === 'status' && /^[a-z]+(-[a-z]+)*$/.test(value)) {
      const words = value.replace(/-/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    }
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
