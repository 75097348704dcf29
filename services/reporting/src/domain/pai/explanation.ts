import { paiInputMetric } from '@esg/contracts';
import type { PaiIndicatorResult } from './model';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function day(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

function percent(share: number): string {
  return `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
}

function companies(n: number): string {
  return n === 1 ? '1 company' : `${n} companies`;
}

const EXCLUSION_WORDS = {
  missing: 'without the data',
  invalid: 'with data that cannot be used',
  'not-applicable': 'to which the metric does not apply',
  unclassified: 'whose sector is unknown',
} as const;

const years = (n: number): string => (n === 1 ? '1 year' : `${n} years`);

/**
 * "Enterprise value including cash at fiscal year end of 2024 (1 year old) for 1 company": the slowly changing
 * facts the included companies' data was completed with (ADR 0095), grouped by fact, period and age.
 */
function carriedSentence(included: PaiIndicatorResult['included']): string | null {
  const groups = new Map<string, { metric: string; period: string; ageYears: number; companies: number }>();
  for (const company of included)
    for (const fact of company.carried ?? []) {
      const key = `${fact.metric} ${fact.period} ${fact.ageYears}`;
      const group = groups.get(key) ?? { ...fact, companies: 0 };
      group.companies += 1;
      groups.set(key, group);
    }
  if (groups.size === 0) return null;
  const parts = [...groups.values()]
    .sort((a, b) => (a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : a.period < b.period ? -1 : 1))
    .map((g) => {
      const name = paiInputMetric(g.metric)?.description ?? g.metric;
      return `${name.charAt(0).toLowerCase()}${name.slice(1)} of ${g.period} (${years(g.ageYears)} old) for ${companies(g.companies)}`;
    });
  return `Carried from an earlier period because the latest data does not report it: ${parts.join('; ')}.`;
}

/**
 * "Uses the investor's own value instead of the company's for scope 1 GHG emissions of 1 company": the inputs
 * the investor overrode (ADR 0182), so the report says its figure does not rest on the published value alone.
 */
function overriddenSentence(included: PaiIndicatorResult['included']): string | null {
  const counts = new Map<string, number>();
  for (const company of included)
    for (const o of company.overridden ?? []) counts.set(o.metric, (counts.get(o.metric) ?? 0) + 1);
  if (counts.size === 0) return null;
  const parts = [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([metric, n]) => {
      const name = paiInputMetric(metric)?.description ?? metric;
      return `${name.charAt(0).toLowerCase()}${name.slice(1)} of ${companies(n)}`;
    });
  return `Uses the investor's own value instead of the company's published one (a reviewed override) for: ${parts.join('; ')}.`;
}

/**
 * The Explanation column's default text for one indicator of the PAI statement: how the yearly figure was
 * formed, the share of the relevant investments (by value) it rests on, the share of that based on
 * estimates, which slowly changing facts were carried from an earlier period, and how many companies were
 * left out and why. The user edits it from there.
 */
export function defaultPaiExplanation(
  result: Pick<
    PaiIndicatorResult,
    'value' | 'coverage' | 'estimatedShare' | 'quarters' | 'excluded' | 'included'
  >,
): string {
  const dates = result.quarters.map((q) => day(q.date));
  const period =
    dates.length === 1
      ? `The figure is the impact at ${dates[0]}.`
      : `The figure is the average of the impacts at ${dates.length} quarter ends (${dates.join(', ')}).`;
  if (result.coverage === null)
    return `${period} No investments to which this indicator applies were held at these dates.`;
  const parts = [period];
  parts.push(
    `Data covers ${percent(result.coverage)} of the relevant investments by value` +
      (result.estimatedShare === null || result.estimatedShare === 0
        ? '; none of it is estimated.'
        : `; ${percent(result.estimatedShare)} of the covered value is based on estimates.`),
  );
  const carried = carriedSentence(result.included);
  if (carried) parts.push(carried);
  const overridden = overriddenSentence(result.included);
  if (overridden) parts.push(overridden);
  const byCode = new Map<string, number>();
  for (const e of result.excluded) byCode.set(e.code, (byCode.get(e.code) ?? 0) + 1);
  if (byCode.size > 0) {
    const listed = (Object.keys(EXCLUSION_WORDS) as Array<keyof typeof EXCLUSION_WORDS>)
      .filter((code) => byCode.has(code))
      .map((code) => `${companies(byCode.get(code)!)} ${EXCLUSION_WORDS[code]}`);
    parts.push(`Not included: ${listed.join('; ')}.`);
  }
  if (result.value === null)
    parts.push('No figure can be given: none of the relevant investments reported the data it needs.');
  return parts.join(' ');
}
