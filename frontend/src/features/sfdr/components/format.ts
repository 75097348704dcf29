import type { PaiIndicatorResultBody, PaiOverride } from '@esg/contracts/reporting';

/** A figure with 2 decimals (spec 2.7), grouped; "—" when there is none (never 0 for missing). */
export function figure(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A share 0–1 as a percentage with one decimal. */
export function share(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${(Math.round(value * 1000) / 10).toFixed(1)}%`;
}

export function eur(value: number): string {
  return `€${value.toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;
}

/** 2026-03-31 → "Q1 2026". */
export function quarterLabel(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return `Q${Math.ceil(m / 3)} ${y}`;
}

/** Table 1 always; Tables 2 and 3 only the selected indicators (and never the EET's supplementary figures). */
export function reportedIndicators(
  indicators: readonly PaiIndicatorResultBody[],
  selected: readonly string[],
): PaiIndicatorResultBody[] {
  const chosen = new Set(selected);
  return indicators.filter(
    (i) => !i.supplementary && (i.table === 'Table 1' || chosen.has(i.parentId) || chosen.has(i.id)),
  );
}

export function indicatorTitle(i: PaiIndicatorResultBody): string {
  const name = i.indicator.replace(/^\d+\.\s*/, '');
  return i.label ? `${name} — ${i.label}` : name;
}

/** The published value an override replaced, as a reader says it: "8,000 tCO2e", or "not available". */
function publishedText(original: PaiOverride['original']): string {
  if (original.value === null) return 'reported it as not available';
  const value = typeof original.value === 'number' ? figure(original.value) : String(original.value);
  return `published ${value}${original.unit ? ` ${original.unit}` : ''}`;
}

/**
 * "Overridden by Grace Parker on 10 Mar 2026 (the company published 8,000.00 tCO2e): the invoices show 800 t" —
 * what a figure's provenance and the exports say of an input the investor overrode (ADR 0182).
 */
export function overrideText(override: PaiOverride, day: (iso: string) => string): string {
  const who = override.byName ? ` by ${override.byName}` : '';
  return `Overridden${who} on ${day(override.at)} (the company ${publishedText(override.original)}): ${override.reason}`;
}
