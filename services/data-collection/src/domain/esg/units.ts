import Qty from 'js-quantities';

/**
 * Unit conversion into a metric's canonical unit. Physical units go through js-quantities (ADR
 * 0012); the dictionary's labels (tCO2e, MWh, m3 …) are mapped to js-quantities expressions here.
 * Money is not physical: EUR amounts are scaled (kEUR, EURm, EURbn) and other ISO 4217 currencies
 * need an exchange rate (EUR per unit), which is kept with the raw amount.
 */

/** Dictionary unit label → js-quantities expression. CO2e is a mass of CO2-equivalent. */
const PHYSICAL: Record<string, string> = {
  tCO2e: 't',
  kgCO2e: 'kg',
  // js-quantities reads "kt" as knots: a kilotonne is a gigagram.
  ktCO2e: 'Gg',
  t: 't',
  kg: 'kg',
  MWh: 'MWh',
  kWh: 'kWh',
  GWh: 'GWh',
  TWh: 'TWh',
  GJ: 'GJ',
  m3: 'm^3',
  l: 'l',
  ML: 'ML',
  m2: 'm^2',
  // js-quantities knows the hectare by its name only.
  ha: 'hectare',
  km2: 'km^2',
  h: 'h',
};

const CURRENCY_UNIT = /^(k)?([A-Z]{3})(m|bn)?$/;
const SCALE: Record<string, number> = { k: 1e3, m: 1e6, bn: 1e9 };

export interface CurrencyUnit {
  currency: string;
  factor: number;
}

/** `EUR`, `kEUR`, `EURm`, `USDbn` … ; null when the label is not a currency unit. */
export function parseCurrencyUnit(unit: string): CurrencyUnit | null {
  const match = CURRENCY_UNIT.exec(unit);
  if (!match) return null;
  const [, thousands, currency, suffix] = match;
  if (thousands && suffix) return null;
  const factor = thousands ? SCALE.k : suffix ? SCALE[suffix] : 1;
  return { currency, factor };
}

/** Values converted between units are rounded to 12 significant digits, so 1 GWh is 1000 MWh, not 1000.0000000000001. */
export function roundConverted(value: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(12));
}

export function isPhysicalUnit(unit: string): boolean {
  return unit in PHYSICAL;
}

/** The converter from `from` to `to`, or null when they are not the same kind of quantity. */
export function physicalConverter(from: string, to: string): ((value: number) => number) | null {
  const source = PHYSICAL[from];
  const target = PHYSICAL[to];
  if (!source || !target) return null;
  if (source === target) return (value) => value;
  if (!Qty(source).isCompatible(target)) return null;
  const convert = Qty.swiftConverter(source, target);
  return (value) => roundConverted(convert(value));
}
