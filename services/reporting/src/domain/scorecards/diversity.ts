/*
 * The diversity scorecard (issue 12, docs/scorecards.md): women on the board, in the C-suite and in the
 * workforce, and the unadjusted gender pay gap, per period with the change from the period before. Pure.
 */
import { DIVERSITY_INPUTS } from '@esg/contracts';

export interface GenderShare {
  women: number | null;
  total: number | null;
  /** women ÷ total × 100; null when either is missing or total is 0. */
  share: number | null;
}

export interface DiversityPeriod {
  period: string;
  board: GenderShare;
  csuite: GenderShare;
  workforce: GenderShare;
  /** soc.gender_pay_gap, % (positive: men earn more). */
  payGap: number | null;
  /** Percentage points against the previous period listed; null without both values. */
  change: { board: number | null; csuite: number | null; workforce: number | null; payGap: number | null };
}

/** The codes read, declared in the registry of calculation inputs (libs/contracts calculation-inputs). */
export { DIVERSITY_INPUTS };

export const DIVERSITY_FORMULAS = {
  share:
    'share of women = women ÷ total × 100 (board: gov.board_members_female ÷ gov.board_members; C-suite: gov.csuite_members_female ÷ gov.csuite_members; workforce: soc.fte_female ÷ company.fte)',
  payGap:
    'unadjusted gender pay gap as published (soc.gender_pay_gap): (men’s − women’s average gross hourly pay) ÷ men’s × 100',
  change: 'change = this period − the previous period shown, in percentage points',
} as const;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function shareOf(women: unknown, total: unknown): GenderShare {
  const w = num(women);
  const t = num(total);
  return { women: w, total: t, share: w !== null && t !== null && t > 0 ? (w / t) * 100 : null };
}

const delta = (a: number | null, b: number | null): number | null =>
  a !== null && b !== null ? a - b : null;

/** One entry per period (in the order given), each with its change from the one before. */
export function diversityTrend(
  periods: ReadonlyArray<{ period: string; values: Readonly<Record<string, unknown>> }>,
): DiversityPeriod[] {
  const out: DiversityPeriod[] = [];
  for (const { period, values } of periods) {
    const [boardWomen, boardTotal] = DIVERSITY_INPUTS.board;
    const [csuiteWomen, csuiteTotal] = DIVERSITY_INPUTS.csuite;
    const [workforceWomen, workforceTotal] = DIVERSITY_INPUTS.workforce;
    const board = shareOf(values[boardWomen], values[boardTotal]);
    const csuite = shareOf(values[csuiteWomen], values[csuiteTotal]);
    const workforce = shareOf(values[workforceWomen], values[workforceTotal]);
    const payGap = num(values[DIVERSITY_INPUTS.payGap[0]]);
    const before = out[out.length - 1];
    out.push({
      period,
      board,
      csuite,
      workforce,
      payGap,
      change: {
        board: delta(board.share, before?.board.share ?? null),
        csuite: delta(csuite.share, before?.csuite.share ?? null),
        workforce: delta(workforce.share, before?.workforce.share ?? null),
        payGap: delta(payGap, before?.payGap ?? null),
      },
    });
  }
  return out;
}
