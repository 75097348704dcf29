/** Numbers as people read them: thousands separated, at most 2 decimals (3 for small ones). */
export function num(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-GB', { maximumFractionDigits: digits });
}

export const unitLabel = (unit: string): string => (unit === 'tCO2e' ? 'tCO₂e' : unit);

/** A value with its unit (EUR amounts in millions). */
export function withUnit(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined) return '—';
  if (unit === 'EUR') return eur(value);
  return `${num(value)}${unit ? ` ${unitLabel(unit)}` : ''}`;
}

/** EUR amounts as €95m / €1.2bn / €820k. */
export function eur(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1e9) return `€${num(value / 1e9)}bn`;
  if (abs >= 1e6) return `€${num(value / 1e6)}m`;
  if (abs >= 1e3) return `€${num(value / 1e3)}k`;
  return `€${num(value)}`;
}

/** A 0–100 position among peers. */
export const percentileText = (p: number | null | undefined): string =>
  p === null || p === undefined ? '—' : `P${Math.round(p)}`;
