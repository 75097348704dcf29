/*
 * Highlights (issue 12, docs/analysis.md "Highlights"): the portfolio's best and worst movers per metric and
 * a leaderboard of companies. Pure: the query hands in each company's value of the period and the one before.
 * Which way a metric improves comes from reference data (product/metric-polarity.json); a metric without a
 * better direction is not ranked.
 */
import { change } from './aggregate';

export type Polarity = 'lower' | 'higher';
export type Improvement = 'improved' | 'worsened' | 'unchanged';

export interface MoverInput {
  companyId: number;
  name: string;
  current: number;
  previous: number;
}

export interface Mover extends MoverInput {
  absolute: number;
  /** (current − previous) ÷ |previous|; null when previous is 0. */
  relative: number | null;
  improvement: Improvement;
}

/** Whether a change is an improvement: a fall of a lower-is-better metric, a rise of a higher-is-better one. */
export function improvementOf(absolute: number, polarity: Polarity): Improvement {
  if (absolute === 0) return 'unchanged';
  return absolute < 0 === (polarity === 'lower') ? 'improved' : 'worsened';
}

export function moverOf(input: MoverInput, polarity: Polarity): Mover {
  const c = change(input.current, input.previous);
  return {
    ...input,
    absolute: c.absolute!,
    relative: c.relative,
    improvement: improvementOf(c.absolute!, polarity),
  };
}

/**
 * The movers of a metric, best first: ranked by relative change in the better direction (a company whose
 * previous value was 0 has no relative change and is ranked after the others, by its absolute change).
 * `best` is the top one if it improved, `worst` the last one if it worsened.
 */
export function rankMovers(
  inputs: readonly MoverInput[],
  polarity: Polarity,
): { best: Mover | null; worst: Mover | null; all: Mover[] } {
  const sign = polarity === 'lower' ? 1 : -1;
  const all = inputs
    .map((i) => moverOf(i, polarity))
    .sort((a, b) => {
      if ((a.relative === null) !== (b.relative === null)) return a.relative === null ? 1 : -1;
      const ka = sign * (a.relative ?? a.absolute);
      const kb = sign * (b.relative ?? b.absolute);
      return ka - kb || a.name.localeCompare(b.name) || a.companyId - b.companyId;
    });
  const ranked = all.filter((m) => m.relative !== null);
  const best = ranked[0]?.improvement === 'improved' ? ranked[0] : null;
  const last = ranked[ranked.length - 1];
  const worst = last?.improvement === 'worsened' ? last : null;
  return { best, worst, all };
}

export interface LeaderboardInput {
  companyId: number;
  name: string;
  changes: ReadonlyArray<{ metricCode: string; name: string | null; mover: Mover }>;
}

export interface LeaderboardRow {
  companyId: number;
  name: string;
  improved: number;
  worsened: number;
  unchanged: number;
  /** improved − worsened */
  score: number;
  /** Its largest relative improvement. */
  top: { metricCode: string; name: string | null; relative: number } | null;
}

/** Companies ranked by how many ranked metrics improved minus worsened, then by improvements, then name. */
export function leaderboard(companies: readonly LeaderboardInput[]): LeaderboardRow[] {
  return companies
    .map((c) => {
      const count = (k: Improvement) => c.changes.filter((x) => x.mover.improvement === k).length;
      const improvedOnes = c.changes
        .filter((x) => x.mover.improvement === 'improved' && x.mover.relative !== null)
        .sort((a, b) => Math.abs(b.mover.relative!) - Math.abs(a.mover.relative!));
      const improved = count('improved');
      const worsened = count('worsened');
      return {
        companyId: c.companyId,
        name: c.name,
        improved,
        worsened,
        unchanged: count('unchanged'),
        score: improved - worsened,
        top: improvedOnes[0]
          ? {
              metricCode: improvedOnes[0].metricCode,
              name: improvedOnes[0].name,
              relative: improvedOnes[0].mover.relative!,
            }
          : null,
      };
    })
    .sort((a, b) => b.score - a.score || b.improved - a.improved || a.name.localeCompare(b.name));
}
