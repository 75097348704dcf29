import { z } from 'zod';

/*
 * The range of every number a request may carry (issue 23, finding 6; ADR 0112). JSON numbers are
 * finite, but 1e308 is one: multiplied by an emission factor it became Infinity, stored as null or
 * failing with a 500. Every amount (money in EUR, emissions, activity quantities, emission factors,
 * national figures) is therefore at most MAX_AMOUNT in magnitude: a thousand times the world's yearly
 * GDP in EUR, twenty thousand times its yearly emissions in tCO2e, yet small enough that an amount
 * times a factor, summed over a calculation's lines, stays far inside the finite doubles. Narrower
 * ranges (percentages 0-100, a metric's own min and max from the dictionary, scores) apply on top.
 */
export const MAX_AMOUNT = 1e15;
/** EUR per unit of a currency: generous both ways (no currency is worth a million EUR a unit). */
export const MAX_EXCHANGE_RATE = 1e6;

const shown = (n: number) => (n >= 1e6 ? n.toExponential().replace('e+', 'e') : String(n));

/** A finite number in [min, max] (default [-MAX_AMOUNT, MAX_AMOUNT]), each bound named in its message. */
export function amountSchema(name: string, range: { min?: number; max?: number } = {}) {
  const min = range.min ?? -MAX_AMOUNT;
  const max = range.max ?? MAX_AMOUNT;
  return z
    .number({ error: `${name} must be a number` })
    .min(min, { error: min === 0 ? `${name} cannot be negative` : `${name} must be at least ${shown(min)}` })
    .max(max, { error: `${name} must be at most ${shown(max)}` });
}

/** An amount of 0 or more (quantities, money, emissions, factors). */
export const nonNegativeAmount = (name: string) => amountSchema(name, { min: 0 });

/** Whether a number is finite and within [-MAX_AMOUNT, MAX_AMOUNT], for rules that check values themselves. */
export const isAmountInRange = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(value) <= MAX_AMOUNT;

/**
 * An amount in EUR as the screens show it (en-GB, the product's locale): "€520,000,000", cents kept
 * when there are any. Messages and provenance written by the server use it, never the raw number.
 */
export function eurText(value: number): string {
  const sign = value < 0 ? '−' : '';
  return `${sign}€${Math.abs(value).toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;
}

/** A plain figure as the screens show it: thousands separated, at most `digits` decimals ("—" for none). */
/**
 * A quantity such as tonnes of CO2e in words a user reads (issue 29): at most two decimals from 100 up
 * ("8,398.86", not "8,398.863636"), four significant digits below (0.07092 keeps its figures).
 */
export function quantityText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return Math.abs(value) >= 100
    ? value.toLocaleString('en-GB', { maximumFractionDigits: 2 })
    : value.toLocaleString('en-GB', { maximumSignificantDigits: 4 });
}

export function figureText(value: number | null | undefined, digits = 6): string {
  if (value === null || value === undefined) return '—';
  return value.toLocaleString('en-GB', { maximumFractionDigits: digits });
}
