/**
 * The SFDR 2.0 category tester (issue 26): pure. For each category of the rules (the Commission's proposal,
 * `sfdr2_categories.json`), per held company whether it qualifies (a flag it reports, data it reports, or
 * its Taxonomy-aligned turnover share), the qualifying value over all investments against the threshold,
 * the mandatory exclusions it hits, and the data missing to decide. Cash and sovereign exposures count in
 * the denominator and never qualify.
 */
import type { Sfdr2CategoryResult } from '@esg/contracts';
import type { Sfdr2Rules } from '@esg/reference-data';

export interface Sfdr2CompanyData {
  name: string;
  /** The latest published value of each code (absent: never reported). */
  values: ReadonlyMap<string, unknown>;
  /** Taxonomy-aligned share of turnover (null: no usable disclosure). */
  taxonomyAligned: number | null;
}

export interface Sfdr2Input {
  allInvestments: number;
  positions: ReadonlyArray<{ companyId: number | null; value: number }>;
  companies: ReadonlyMap<number, Sfdr2CompanyData>;
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const reported = (v: unknown) => v !== undefined && v !== null && v !== '';

export function testSfdr2Categories(input: Sfdr2Input, rules: Sfdr2Rules): Sfdr2CategoryResult[] {
  const threshold = rules.thresholdPercent / 100;
  const exclusions = new Map(rules.exclusions.map((e) => [e.id, e]));
  const held = new Map<number, number>();
  for (const p of input.positions)
    if (p.companyId !== null) held.set(p.companyId, (held.get(p.companyId) ?? 0) + p.value);
  return rules.categories.map((category) => {
    let qualifying = 0;
    let undecided = 0;
    const excluded: Sfdr2CategoryResult['excluded'] = [];
    const missing: Sfdr2CategoryResult['missing'] = [];
    for (const [companyId, value] of held) {
      const company = input.companies.get(companyId);
      const name = company?.name ?? `Company ${companyId}`;
      const values: ReadonlyMap<string, unknown> = company?.values ?? new Map<string, unknown>();
      const lacking: string[] = [];
      for (const id of category.exclusions) {
        const exclusion = exclusions.get(id)!;
        const v = values.get(exclusion.code);
        if (!reported(v)) lacking.push(exclusion.label);
        else if (
          exclusion.kind === 'flag'
            ? v === true
            : typeof v === 'number' && v >= (exclusion.minPercent ?? Number.POSITIVE_INFINITY)
        )
          excluded.push({ companyId, name, exclusion: exclusion.label });
      }
      const { kind, codes } = category.criterion;
      let part: number | null;
      if (kind === 'taxonomy-aligned') part = company?.taxonomyAligned ?? null;
      else if (codes.some((c) => !reported(values.get(c)))) part = kind === 'reported' ? 0 : null;
      else part = kind === 'flag' ? (codes.every((c) => values.get(c) === true) ? 1 : 0) : 1;
      // "Reported" is decided by the reporting itself: what is not reported does not qualify.
      if (part === null) {
        undecided += value;
        lacking.unshift(kind === 'taxonomy-aligned' ? 'Taxonomy disclosure' : category.criterionText);
      } else qualifying += value * part;
      if (lacking.length) missing.push({ companyId, name, data: lacking });
    }
    const share = input.allInvestments > 0 ? qualifying / input.allInvestments : 0;
    const missingShare = input.allInvestments > 0 ? undecided / input.allInvestments : 0;
    const exclusionDataMissing = missing.some((m) =>
      m.data.some((d) => category.exclusions.some((id) => exclusions.get(id)!.label === d)),
    );
    let verdict: Sfdr2CategoryResult['verdict'];
    let reason: string;
    if (excluded.length) {
      verdict = 'fails';
      reason = `The fund holds ${excluded.length === 1 ? 'a company' : `${new Set(excluded.map((e) => e.companyId)).size} companies`} the mandatory exclusions rule out.`;
    } else if (share + missingShare < threshold) {
      verdict = 'fails';
      reason = `${pct(share)} of the investments qualify${missingShare > 0 ? `, ${pct(share + missingShare)} at most with the missing data` : ''}: below the ${pct(threshold)} threshold.`;
    } else if (share >= threshold && !exclusionDataMissing) {
      verdict = 'meets';
      reason = `${pct(share)} of the investments qualify, at or above the ${pct(threshold)} threshold, and no held company hits an exclusion.`;
    } else {
      verdict = 'undecided';
      reason =
        share >= threshold
          ? `${pct(share)} of the investments qualify, but some companies have not reported what the exclusions read.`
          : `${pct(share)} of the investments qualify; with the missing data it could reach ${pct(share + missingShare)}.`;
    }
    return {
      id: category.id,
      name: category.name,
      article: category.article,
      criterion: category.criterionText,
      exclusionsText: category.exclusionsText,
      share,
      missingShare,
      threshold,
      verdict,
      reason,
      excluded,
      missing,
    };
  });
}
