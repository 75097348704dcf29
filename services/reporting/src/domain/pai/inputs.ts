/**
 * What the PAI calculation needs beyond the metric codes: the asset class of each position instrument, the bond
 * instruments, the high impact climate sectors and the EPC classes. The codes themselves, and which figure reads
 * which, are declared in the registry of calculation inputs (libs/contracts calculation-inputs/pai.ts), which
 * data collection reads too; they are re-exported here for the domain's modules.
 */
import { PAI_INPUTS, type PaiInputKey, type PaiInputMetric } from '@esg/contracts';

export {
  PAI_INDICATOR_INPUTS,
  PAI_INDICATOR_POSITION_INPUTS,
  PAI_INPUTS,
  POSITION_FIELDS,
  type PaiInputKey,
  type PaiInputMetric,
  type PaiInputType,
} from '@esg/contracts';

/** The metric definition of a code, or undefined for a code no PAI indicator reads. */
const BY_CODE = new Map<string, PaiInputMetric>(
  Object.values<PaiInputMetric>(PAI_INPUTS).map((m) => [m.code, m]),
);
export function paiInputMetric(code: string): PaiInputMetric | undefined {
  return BY_CODE.get(code);
}

// --- positions: asset classes by instrument

/** Which PAI indicators a holding is relevant to: Table 1 rows 1-14 (and Tables 2/3 "investee companies"), 15-16, 17-18. */
export type PaiAssetClass = 'company' | 'sovereign' | 'real-estate' | 'other';

/**
 * Position instruments (the portfolio's vocabulary) and the PAI asset class each belongs to. A position
 * without an instrument is an investment in an investee company. Mortgages, cash, derivatives and fund units
 * are in the current value of all investments only (no look-through).
 */
export const INSTRUMENT_ASSET_CLASS: Readonly<Record<string, PaiAssetClass>> = {
  'listed-equity': 'company',
  'unlisted-equity': 'company',
  'corporate-bond': 'company',
  'business-loan': 'company',
  'project-finance': 'company',
  'sovereign-bond': 'sovereign',
  'real-estate': 'real-estate',
  'commercial-real-estate': 'real-estate',
  mortgage: 'other',
  cash: 'other',
  derivative: 'other',
  'fund-units': 'other',
};
export const DEFAULT_ASSET_CLASS: PaiAssetClass = 'company';

/** Instruments that are bonds: only these can be issued under the EU Green Bond Standard (T2-16, T2-17). */
export const BOND_INSTRUMENTS: ReadonlySet<string> = new Set(['corporate-bond', 'sovereign-bond']);

/** NACE Rev. 2 sections of the high impact climate sectors (Annex I definition (9): A to H and L). */
export const HIGH_IMPACT_SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L'] as const;
export type HighImpactSection = (typeof HIGH_IMPACT_SECTIONS)[number];

/** EPC classes counted as "C or below" for F5 (A+ … B are efficient). */
export const INEFFICIENT_EPC_CLASSES: ReadonlySet<string> = new Set(['C', 'D', 'E', 'F', 'G']);
export const EPC_CLASSES: ReadonlySet<string> = new Set([
  'A+++',
  'A++',
  'A+',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
]);

/** The inputs in a fixed order: a company's values are read into an array by this index once per calculation. */
export const PAI_INPUT_KEYS = Object.keys(PAI_INPUTS) as PaiInputKey[];
export const PAI_INPUT_INDEX = Object.fromEntries(PAI_INPUT_KEYS.map((k, i) => [k, i])) as Record<
  PaiInputKey,
  number
>;
