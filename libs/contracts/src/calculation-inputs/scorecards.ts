/**
 * The scorecards' inputs (services/reporting domain/scorecards, docs/scorecards.md). Part of the registry of
 * calculation inputs (./index.ts).
 *
 * - The diversity scorecard: women on the board, in the C-suite and in the workforce, and the pay gap.
 * - The ESG scorecard: its KPIs and their inputs are reference data (product/scorecard-method.json, ADR 0046);
 *   `esgScorecardInputs` lists them from the parsed file, so the method stays the one place that says them.
 */

export const DIVERSITY_INPUTS = {
  board: ['gov.board_members_female', 'gov.board_members'],
  csuite: ['gov.csuite_members_female', 'gov.csuite_members'],
  workforce: ['soc.fte_female', 'company.fte'],
  payGap: ['soc.gender_pay_gap'],
} as const;

export const DIVERSITY_LABELS: Readonly<Record<keyof typeof DIVERSITY_INPUTS, string>> = {
  board: 'Women on the board',
  csuite: 'Women in the C-suite',
  workforce: 'Women in the workforce',
  payGap: 'Unadjusted gender pay gap',
};

/** The part of product/scorecard-method.json that names each KPI's inputs. */
export interface ScorecardMethodInputs {
  pillars: ReadonlyArray<{
    id: string;
    title: string;
    kpis: ReadonlyArray<{ id: string; title: string; inputs: readonly string[] }>;
  }>;
}

export function esgScorecardInputs(
  method: ScorecardMethodInputs,
): Array<{ figure: string; label: string; codes: readonly string[] }> {
  return method.pillars.flatMap((pillar) =>
    pillar.kpis.map((kpi) => ({ figure: kpi.id, label: `${pillar.title}: ${kpi.title}`, codes: kpi.inputs })),
  );
}
