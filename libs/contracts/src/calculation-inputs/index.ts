import { PAI_INDICATOR_INPUTS, PAI_INPUTS } from './pai';
import { PCAF_INPUTS, type PcafInputRole } from './pcaf';

export * from './pai';
export * from './pcaf';

/*
 * Which regulatory figures read a metric code, from the inputs each calculation declares (pai.ts,
 * pcaf.ts): the one mapping the questionnaire uses to tell a company what its answers feed ("used by
 * PAI 1–3 of your investors"), so an optional question never silently means "drops you out". A
 * calculation added here is shown there without another change.
 */

export interface FigureUse {
  calculation: 'pai' | 'pcaf';
  /** The figures reading the code: PAI indicator ids (`T1-1a` …) or PCAF input roles. */
  figures: string[];
  /** In a user's words: "PAI 1–3, 8, 9 (Table 1)", "PCAF financed emissions". */
  text: string;
}

/** Codes of real-estate assets (`re.*`) and countries (`sov.*`): what a company does not answer for itself. */
const notCompany = (code: string) => code.startsWith('re.') || code.startsWith('sov.');

/**
 * PAI indicators on investee companies, with the codes each reads. An indicator that also reads an
 * asset's or a country's figure (T2-18 reads a building's scopes with its value) is about real estate
 * or sovereigns, not the company answering, and is left out.
 */
const COMPANY_PAI_INDICATORS: ReadonlyArray<{ id: string; codes: readonly string[] }> = Object.entries(
  PAI_INDICATOR_INPUTS,
)
  .map(([id, keys]) => ({ id, codes: keys.map((key) => PAI_INPUTS[key].code) }))
  .filter((indicator) => indicator.codes.length > 0 && !indicator.codes.some(notCompany));

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
  const ids = COMPANY_PAI_INDICATORS.filter((i) => i.codes.includes(code)).map((i) => i.id);
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
  return { calculation: 'pai', figures: ids, text };
}

const PCAF_TEXT: Record<PcafInputRole, string> = {
  attribution: 'PCAF financed emissions (the attribution factor)',
  emissions: 'PCAF financed emissions',
};

function pcafUse(code: string): FigureUse | null {
  const roles = (Object.keys(PCAF_INPUTS) as PcafInputRole[]).filter((role) =>
    (PCAF_INPUTS[role] as readonly string[]).includes(code),
  );
  if (roles.length === 0) return null;
  return { calculation: 'pcaf', figures: roles, text: roles.map((role) => PCAF_TEXT[role]).join(', ') };
}

/** The figures that read a company's value of `code`, PAI first; none for a code no calculation reads. */
export function figuresReading(code: string): FigureUse[] {
  return [paiUse(code), pcafUse(code)].filter((use): use is FigureUse => use !== null);
}
