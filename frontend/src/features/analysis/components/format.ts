import { STANDARD_CATALOGUE } from '@esg/contracts/data-collection';

/** Numbers as people read them: thousands separated, at most 2 decimals (3 significant for small ones). */
export function num(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-GB', { maximumFractionDigits: digits });
}

/** A 0–1 share as a percentage. */
export const pct = (share: number | null | undefined): string =>
  share === null || share === undefined ? '—' : `${num(share * 100)} %`;

/** A relative change (0.25 → "+25 %"). */
export function signedPct(relative: number | null | undefined): string {
  if (relative === null || relative === undefined) return '—';
  const v = Math.round(relative * 1000) / 10;
  return `${v > 0 ? '+' : ''}${v.toLocaleString('en-GB')} %`;
}

export const unitLabel = (unit: string): string => (unit === 'tCO2e' ? 'tCO₂e' : unit);

/** Any published value as text: numbers with their unit, booleans as Yes/No, lists joined. */
export function valueText(value: unknown, unit: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return `${num(value)}${unit ? ` ${unitLabel(unit)}` : ''}`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const standardName = (id: number): string =>
  STANDARD_CATALOGUE.find((s) => s.id === id)?.name ?? `Standard ${id}`;

/** The tone of a change: for most ESG metrics up is neither good nor bad, so only the size is shown. */
export const changeTone = (relative: number | null): 'neutral' | 'warning' =>
  relative !== null && Math.abs(relative) >= 0.5 ? 'warning' : 'neutral';

/**
 * The options of a period Select, newest first after "Latest" (value ''). The asked period is always one of
 * them: Mantine's Select clears a value missing from its data, which would drop `?period=` from the URL
 * while the page's data is still loading.
 */
export function periodOptions(
  periods: readonly string[],
  current: string | null | undefined,
): Array<{ value: string; label: string }> {
  return [
    { value: '', label: 'Latest' },
    ...[...new Set([...periods, ...(current ? [current] : [])])]
      .sort()
      .reverse()
      .map((p) => ({ value: p, label: p })),
  ];
}
