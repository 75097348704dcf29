import { scoringError } from '../scoring.errors';

/*
 * Units of activity data. A quantity given in another unit than the factor's is converted when both
 * measure the same thing (mass, volume, energy, distance, passenger distance, freight); everything
 * else is refused with the two units named. Conversion constants are unit definitions (1 mile =
 * 1.609344 km, 1 Btu = 1055.05585262 J), never emission factors. Energy on a calorific-value basis
 * (Gross CV = HHV, Net CV = LHV) converts only to energy on the same basis. See docs/adr/0021.
 */

export type Dimension = 'mass' | 'volume' | 'energy' | 'distance' | 'passenger-distance' | 'freight-distance';

interface UnitDefinition {
  dimension: Dimension;
  /** How many base units (kg, litre, kWh, km, passenger.km, tonne.km) one of this unit is. */
  toBase: number;
}

const MILE_KM = 1.609344;
const SHORT_TON_T = 0.90718474;
const KWH_PER_MMBTU = 1055.05585262e6 / 3.6e6;

const DEFINITIONS: Array<[aliases: string[], definition: UnitDefinition]> = [
  [['kg', 'kgs', 'kilogram', 'kilograms'], { dimension: 'mass', toBase: 1 }],
  [['g', 'gram', 'grams'], { dimension: 'mass', toBase: 0.001 }],
  [['t', 'tonne', 'tonnes', 'metric ton', 'metric tons'], { dimension: 'mass', toBase: 1000 }],
  [['short ton', 'short tons', 'us ton', 'us tons'], { dimension: 'mass', toBase: SHORT_TON_T * 1000 }],
  [['lb', 'lbs', 'pound', 'pounds'], { dimension: 'mass', toBase: 0.45359237 }],
  [['l', 'litre', 'litres', 'liter', 'liters'], { dimension: 'volume', toBase: 1 }],
  [['ml', 'millilitre', 'millilitres'], { dimension: 'volume', toBase: 0.001 }],
  [
    ['m3', 'm³', 'cubic metre', 'cubic metres', 'cubic meter', 'cubic meters'],
    { dimension: 'volume', toBase: 1000 },
  ],
  [['million litres', 'megalitre', 'megalitres'], { dimension: 'volume', toBase: 1e6 }],
  [['gallon', 'gallons', 'us gallon', 'us gallons'], { dimension: 'volume', toBase: 3.785411784 }],
  [
    ['imperial gallon', 'imperial gallons', 'uk gallon', 'uk gallons'],
    { dimension: 'volume', toBase: 4.54609 },
  ],
  [['scf', 'cubic foot', 'cubic feet', 'ft3'], { dimension: 'volume', toBase: 28.316846592 }],
  [['kwh'], { dimension: 'energy', toBase: 1 }],
  [['wh'], { dimension: 'energy', toBase: 0.001 }],
  [['mwh'], { dimension: 'energy', toBase: 1000 }],
  [['gwh'], { dimension: 'energy', toBase: 1e6 }],
  [['mj'], { dimension: 'energy', toBase: 1 / 3.6 }],
  [['gj'], { dimension: 'energy', toBase: 1000 / 3.6 }],
  [['tj'], { dimension: 'energy', toBase: 1e6 / 3.6 }],
  [['mmbtu'], { dimension: 'energy', toBase: KWH_PER_MMBTU }],
  [['therm', 'therms'], { dimension: 'energy', toBase: KWH_PER_MMBTU / 10 }],
  [
    ['km', 'kilometre', 'kilometres', 'vehicle.km', 'vehicle-km', 'vkm'],
    { dimension: 'distance', toBase: 1 },
  ],
  [
    ['mile', 'miles', 'vehicle-mile', 'vehicle-miles', 'vehicle.mile'],
    { dimension: 'distance', toBase: MILE_KM },
  ],
  [['passenger.km', 'passenger-km', 'pkm'], { dimension: 'passenger-distance', toBase: 1 }],
  [
    ['passenger.mile', 'passenger-mile', 'passenger-miles'],
    { dimension: 'passenger-distance', toBase: MILE_KM },
  ],
  [['tonne.km', 'tonne-km', 'tkm'], { dimension: 'freight-distance', toBase: 1 }],
  [
    ['ton-mile', 'ton-miles', 'short ton-mile'],
    { dimension: 'freight-distance', toBase: SHORT_TON_T * MILE_KM },
  ],
];

const BY_ALIAS = new Map<string, UnitDefinition>(
  DEFINITIONS.flatMap(([aliases, definition]) => aliases.map((alias) => [alias, definition] as const)),
);

type Basis = 'gross' | 'net' | null;

export interface ParsedUnit {
  text: string;
  definition: UnitDefinition | null;
  basis: Basis;
}

const BASIS: Array<[RegExp, Basis]> = [
  [/^(gross cv|gross|hhv)$/, 'gross'],
  [/^(net cv|net|lhv)$/, 'net'],
];

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function parseUnit(text: string): ParsedUnit {
  const normal = normalise(text);
  const qualified = /^(.*?)\s*\(([^)]+)\)$/.exec(normal);
  const base = qualified ? qualified[1] : normal;
  const basis = qualified ? (BASIS.find(([pattern]) => pattern.test(qualified[2]))?.[1] ?? null) : null;
  // An unknown qualifier is part of the unit's name, not a calorific basis.
  if (qualified && basis === null) return { text, definition: BY_ALIAS.get(normal) ?? null, basis: null };
  return { text, definition: BY_ALIAS.get(base) ?? null, basis };
}

export interface Conversion {
  /** The quantity in the factor's unit. */
  quantity: number;
  unit: string;
  /** Factor's units per given unit (1 when the units are the same). */
  multiplier: number;
}

export function unitNotConvertible(
  given: string,
  target: string,
  reason: string,
  details?: Record<string, unknown>,
) {
  return scoringError(
    'CARBON.UNIT_NOT_CONVERTIBLE',
    `The unit '${given}' cannot be converted to '${target}': ${reason}`,
    { unit: given, factorUnit: target, ...details },
  );
}

/** `quantity` `given` expressed in `target` (the factor's unit), or a 422 naming both units. */
export function convertQuantity(quantity: number, given: string, target: string): Conversion {
  if (normalise(given) === normalise(target)) return { quantity, unit: target, multiplier: 1 };
  const from = parseUnit(given);
  const to = parseUnit(target);
  if (!to.definition)
    throw unitNotConvertible(
      given,
      target,
      `the factor is published per '${target}' only; give the quantity in that unit`,
    );
  if (!from.definition)
    throw unitNotConvertible(given, target, `'${given}' is not a unit the calculator knows`);
  if (from.definition.dimension !== to.definition.dimension)
    throw unitNotConvertible(
      given,
      target,
      `one measures ${from.definition.dimension}, the other ${to.definition.dimension}`,
    );
  if (from.basis !== to.basis) {
    const wanted =
      to.basis === 'gross'
        ? 'the Gross CV basis'
        : to.basis === 'net'
          ? 'the Net CV basis'
          : 'no calorific-value basis';
    throw unitNotConvertible(given, target, `the factor is on ${wanted}; give the energy on the same basis`);
  }
  const multiplier = from.definition.toBase / to.definition.toBase;
  return { quantity: quantity * multiplier, unit: target, multiplier };
}
