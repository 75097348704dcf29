/*
 * Units offered beside a factor's own (the scoring service converts between units of the same kind,
 * ADR 0021, and refuses others with a 422 naming both). Suggestions only: any unit may be typed.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ['kWh', 'MWh', 'GWh', 'GJ', 'MJ', 'therms', 'mmBtu'],
  ['litres', 'm3', 'US gallons', 'imperial gallons', 'million litres'],
  ['kg', 'tonnes', 'lb', 'short tons'],
  ['km', 'miles'],
  ['passenger.km', 'passenger.mile'],
  ['tonne.km', 'tonne.mile'],
];

const normalise = (unit: string) => unit.toLowerCase().replace(/\s+/g, ' ').trim();

export function unitChoices(factorUnit: string): string[] {
  const own = normalise(factorUnit);
  const family = FAMILIES.find((f) => f.some((u) => normalise(u) === own || own.startsWith(normalise(u))));
  return [factorUnit, ...(family ?? []).filter((u) => normalise(u) !== own)];
}
