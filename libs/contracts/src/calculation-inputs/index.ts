/**
 * The registry of calculation inputs: every metric code a calculation of the product reads, declared in one typed
 * place (issue 21). Each calculation imports its own part from here (PAI, EET, PCAF, EDCI, the scorecards, the
 * benchmarks, the TCFD statements); `calculationInputs` enumerates them all, so that
 *
 * - a test can check that every input is a dictionary metric that at least one framework collects
 *   (services/data-collection/test/calculation-inputs.spec.ts), and
 * - data collection can tell a company which of its answers feed which figure (`figuresReading`, below: the
 *   questionnaire's "used by PAI 1–3 of your investors", so an optional question never silently means "drops
 *   you out"; `calculationsReading` answers the same for every calculation, by figure id).
 *
 * The ESG scorecard's KPIs and the TCFD statements are reference data (product/scorecard-method.json,
 * tcfd-questionnaire.json): their parts are listed from the parsed files the caller passes.
 */
import { BENCHMARK_PROFILE_CODES, BENCHMARK_PROFILE_LABELS } from './benchmark';
import { EDCI_FORMULAS, edciFormulaCodes } from './edci';
import { EET_VALUE_FIELDS } from './eet';
import { PAI_INDICATOR_INPUTS, PAI_INPUTS } from './pai';
import { PCAF_ASSET_CLASS_INPUTS, PCAF_INPUT_CODES, PCAF_INPUTS, type PcafInputRole } from './pcaf';
import {
  DIVERSITY_INPUTS,
  DIVERSITY_LABELS,
  esgScorecardInputs,
  type ScorecardMethodInputs,
} from './scorecards';
import { TAXONOMY_FIGURE_INPUTS } from './taxonomy';
import { tcfdStatementInputs, type TcfdStatementRules } from './tcfd';

export * from './benchmark';
export * from './countries';
export * from './edci';
export * from './eet';
export * from './facts';
export * from './pai';
export * from './pcaf';
export * from './scorecards';
export * from './tcfd';
export * from './taxonomy';

export const CALCULATIONS = [
  'pai',
  'eet',
  'pcaf',
  'edci',
  'esg-scorecard',
  'diversity-scorecard',
  'benchmark',
  'tcfd-statement',
  'taxonomy',
] as const;
export type CalculationName = (typeof CALCULATIONS)[number];

export const CALCULATION_LABELS: Readonly<Record<CalculationName, string>> = {
  pai: 'SFDR principal adverse impacts (PAI)',
  eet: 'European ESG Template (EET)',
  pcaf: 'PCAF financed emissions',
  edci: 'EDCI submission',
  'esg-scorecard': 'ESG scorecard',
  'diversity-scorecard': 'Diversity scorecard',
  benchmark: 'Benchmarks',
  'tcfd-statement': 'TCFD statements',
  taxonomy: 'EU Taxonomy alignment',
};

/** One figure of one calculation and the dictionary codes it reads. */
export interface CalculationInput {
  calculation: CalculationName;
  /** The figure's id in its calculation: `T1-1a`, `30020`, `listed-equity`, `EDCI-GHG-1`, `E1`, `board`, … */
  figure: string;
  /** The figure in words: `PAI T1-1a`, `EDCI-GHG-1`, `Environment: GHG intensity …`. */
  label: string;
  codes: readonly string[];
}

/** The reference files whose content declares inputs (parsed by the caller). */
export interface CalculationInputFiles {
  /** product/scorecard-method.json */
  scorecardMethod: ScorecardMethodInputs;
  /** tcfd-questionnaire.json */
  tcfdQuestionnaire: TcfdStatementRules;
}

const paiCodes = (figure: string): string[] =>
  (PAI_INDICATOR_INPUTS[figure] ?? []).map((k) => PAI_INPUTS[k].code);

/** Every figure of every calculation with the codes it reads (a figure reading no metric has none). */
export function calculationInputs(files: CalculationInputFiles): CalculationInput[] {
  const inputs: CalculationInput[] = [];
  for (const figure of Object.keys(PAI_INDICATOR_INPUTS))
    inputs.push({ calculation: 'pai', figure, label: `PAI ${figure}`, codes: paiCodes(figure) });
  for (const [field, figure] of Object.entries(EET_VALUE_FIELDS))
    inputs.push({
      calculation: 'eet',
      figure: field,
      label: `EET field ${field} (PAI ${figure})`,
      codes: paiCodes(figure),
    });
  for (const [assetClass, keys] of Object.entries(PCAF_ASSET_CLASS_INPUTS))
    inputs.push({
      calculation: 'pcaf',
      figure: assetClass,
      label: `PCAF ${assetClass}`,
      codes: keys.map((k) => PCAF_INPUT_CODES[k]),
    });
  for (const [figure, formula] of Object.entries(EDCI_FORMULAS))
    inputs.push({ calculation: 'edci', figure, label: figure, codes: edciFormulaCodes(formula) });
  for (const kpi of esgScorecardInputs(files.scorecardMethod))
    inputs.push({ calculation: 'esg-scorecard', ...kpi });
  for (const [figure, codes] of Object.entries(DIVERSITY_INPUTS))
    inputs.push({
      calculation: 'diversity-scorecard',
      figure,
      label: DIVERSITY_LABELS[figure as keyof typeof DIVERSITY_INPUTS],
      codes,
    });
  for (const [figure, code] of Object.entries(BENCHMARK_PROFILE_CODES))
    inputs.push({
      calculation: 'benchmark',
      figure,
      label: BENCHMARK_PROFILE_LABELS[figure as keyof typeof BENCHMARK_PROFILE_CODES],
      codes: [code],
    });
  for (const statement of tcfdStatementInputs(files.tcfdQuestionnaire))
    inputs.push({ calculation: 'tcfd-statement', ...statement });
  for (const [figure, codes] of Object.entries(TAXONOMY_FIGURE_INPUTS))
    inputs.push({ calculation: 'taxonomy', figure, label: `EU Taxonomy alignment by ${figure}`, codes });
  return inputs;
}

/** The figures that read a code, by calculation: what the questionnaire can tell the company its answer feeds. */
export function calculationsReading(
  inputs: readonly CalculationInput[],
  code: string,
): Array<{ calculation: CalculationName; figures: string[] }> {
  const byCalculation = new Map<CalculationName, string[]>();
  for (const input of inputs)
    if (input.codes.includes(code))
      byCalculation.set(input.calculation, [...(byCalculation.get(input.calculation) ?? []), input.figure]);
  return CALCULATIONS.filter((c) => byCalculation.has(c)).map((calculation) => ({
    calculation,
    figures: byCalculation.get(calculation)!,
  }));
}

/* ------------------------------------------------------------------------------------------------
 * What the questionnaire says a company's answer feeds (PAI and PCAF, in a user's words)
 * ---------------------------------------------------------------------------------------------- */

export interface FigureUse {
  calculation: 'pai' | 'pcaf' | 'edci';
  /** The figures reading the code: PAI indicator ids (`T1-1a` …), PCAF input roles, EDCI metric ids. */
  figures: string[];
  /** In a user's words: "PAI 1–3, 8, 9 (Table 1)", "PCAF financed emissions". */
  text: string;
  /**
   * Only when the company is what an investor finances this way (a real-estate asset held directly, a property
   * or vehicles a loan finances), in a user's words: leaving the answer empty then drops no other company out.
   */
  when?: string;
}

/** Codes of real-estate assets (`re.*`) and countries (`sov.*`): what a company does not answer for itself. */
const notCompany = (code: string) => code.startsWith('re.') || code.startsWith('sov.');

/**
 * PAI indicators on investee companies, with the codes each reads. An indicator that also reads an
 * asset's or a country's figure (T2-18 reads a building's scopes with its value) is about real estate
 * or sovereigns, not the company answering, and is left out.
 */
const PAI_INDICATOR_CODES: ReadonlyArray<{ id: string; codes: readonly string[] }> = Object.entries(
  PAI_INDICATOR_INPUTS,
).map(([id, keys]) => ({ id, codes: keys.map((key) => PAI_INPUTS[key].code) }));
const COMPANY_PAI_INDICATORS = PAI_INDICATOR_CODES.filter(
  (indicator) => indicator.codes.length > 0 && !indicator.codes.some(notCompany),
);

/**
 * PAI indicators on real-estate assets (ADR 0096): a real-estate asset answers its own `re.*` figures in SFDR's
 * real-estate section, and is told which of these indicators read them.
 */
const REAL_ESTATE_PAI_INDICATORS = PAI_INDICATOR_CODES.filter((indicator) =>
  indicator.codes.some((code) => code.startsWith('re.')),
);

/** "1, 2, 3, 8, 9" → "1–3, 8, 9": runs of three or more become a range. */
export function numberRanges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts.join(', ');
}

function paiUse(code: string): FigureUse | null {
  const realEstate = code.startsWith('re.');
  const indicators = realEstate ? REAL_ESTATE_PAI_INDICATORS : COMPANY_PAI_INDICATORS;
  const ids = indicators.filter((i) => i.codes.includes(code)).map((i) => i.id);
  if (ids.length === 0) return null;
  const byTable = new Map<number, number[]>();
  for (const id of ids) {
    const match = /^T(\d)-(\d+)/.exec(id);
    if (!match) continue;
    const table = Number(match[1]);
    byTable.set(table, [...(byTable.get(table) ?? []), Number(match[2])]);
  }
  const text = [...byTable]
    .sort(([a], [b]) => a - b)
    .map(([table, numbers]) => `PAI ${numberRanges(numbers)} (Table ${table})`)
    .join(', ');
  return realEstate
    ? {
        calculation: 'pai',
        figures: ids,
        text: `${text} on real-estate assets`,
        when: 'an investor holds this real estate asset directly',
      }
    : { calculation: 'pai', figures: ids, text };
}

const PCAF_TEXT: Record<PcafInputRole, string> = {
  attribution: 'PCAF financed emissions (the attribution factor)',
  emissions: 'PCAF financed emissions',
};

/** Codes PCAF reads only for what a loan or an investment finances (PCAF 5.4–5.6), not for every company. */
const PCAF_FINANCED_ASSET: Readonly<Record<string, string>> = {
  [PCAF_INPUT_CODES.propertyValueAtOrigination]: 'an investor’s loan or investment finances this property',
  [PCAF_INPUT_CODES.vehicleValueAtOrigination]: 'an investor’s loan finances these vehicles',
  [PCAF_INPUT_CODES.vehicleScope1]: 'an investor’s loan finances these vehicles',
  [PCAF_INPUT_CODES.vehicleScope2]: 'an investor’s loan finances these vehicles',
  [PCAF_INPUT_CODES.vehicleOption]: 'an investor’s loan finances these vehicles',
};

function pcafUse(code: string): FigureUse | null {
  const roles = (Object.keys(PCAF_INPUTS) as PcafInputRole[]).filter((role) =>
    (PCAF_INPUTS[role] as readonly string[]).includes(code),
  );
  if (roles.length === 0) return null;
  const text = roles.map((role) => PCAF_TEXT[role]).join(', ');
  const when = PCAF_FINANCED_ASSET[code];
  return when
    ? { calculation: 'pcaf', figures: roles, text, when }
    : { calculation: 'pcaf', figures: roles, text };
}

function edciUse(code: string): FigureUse | null {
  const ids = Object.entries(EDCI_FORMULAS)
    .filter(([, formula]) => edciFormulaCodes(formula).includes(code))
    .map(([id]) => id);
  if (ids.length === 0) return null;
  return {
    calculation: 'edci',
    figures: ids,
    text: `EDCI ${ids.map((id) => id.replace(/^EDCI-/, '')).join(', ')}`,
  };
}

/** The figures that read a company's value of `code`: PAI, PCAF, EDCI; none for a code none of them reads. */
export function figuresReading(code: string): FigureUse[] {
  return [paiUse(code), pcafUse(code), edciUse(code)].filter((use): use is FigureUse => use !== null);
}
