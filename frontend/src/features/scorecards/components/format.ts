import type { Tone } from '@esg/contracts/labels';

export function num(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-GB', { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : digits });
}

/** A 0–100 percentage. */
export const pct = (v: number | null | undefined): string =>
  v === null || v === undefined ? '—' : `${num(v)} %`;

/** Percentage points with a sign. */
export function pp(v: number | null | undefined): string {
  if (v === null || v === undefined) return '—';
  const r = Math.round(v * 10) / 10;
  return `${r > 0 ? '+' : ''}${r.toLocaleString('en-GB')} pp`;
}

export const unitLabel = (unit: string): string => unit.replace('tCO2e', 'tCO₂e').replace('m3', 'm³');

export function inputText(value: unknown): string {
  if (value === null || value === undefined) return 'not published';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-GB', { maximumFractionDigits: 3 });
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const GRADE_TONES: Record<string, Tone> = {
  Weak: 'danger',
  Average: 'warning',
  Good: 'info',
  Excellent: 'success',
};

/** The scorecard method's version as users read it ("esg-scorecard-method-2026.1" → "2026.1"). */
export const methodVersion = (version: string): string => version.replace(/^esg-scorecard-method-/, '');
