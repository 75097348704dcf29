/**
 * The EDCI submission's inputs (services/reporting infrastructure/edci-reference.ts, ADR 0074): how each EDCI
 * metric of edci.json is made from dictionary codes. Part of the registry of calculation inputs (./index.ts).
 *
 * EDCI asks percentages of the board and C-suite; the product collects the head counts (metrics-core.json), so
 * those figures are shares of two counts, as edci.json's definitions state ("Number of women on the board / total
 * board members x 100"). Everything else is one dictionary value.
 */

export type EdciFormula = { kind: 'value'; code: string } | { kind: 'share'; part: string; whole: string };

const value = (code: string): EdciFormula => ({ kind: 'value', code });
const share = (part: string, whole: string): EdciFormula => ({ kind: 'share', part, whole });

export const EDCI_FORMULAS: Readonly<Record<string, EdciFormula>> = {
  'EDCI-GHG-1': value('ghg.scope1'),
  'EDCI-GHG-2': value('ghg.scope2_location'),
  'EDCI-GHG-3': value('ghg.scope3'),
  'EDCI-GHG-4': value('ghg.total_location'),
  'EDCI-DEC-1': value('ghg.decarbonisation_strategy'),
  'EDCI-DEC-2': value('ghg.reduction_target'),
  'EDCI-DEC-3': value('ghg.net_zero_ambition'),
  'EDCI-REN-1': value('energy.renewable_share'),
  'EDCI-DIV-1': share('gov.board_members_female', 'gov.board_members'),
  'EDCI-DIV-2': share('gov.csuite_members_female', 'gov.csuite_members'),
  'EDCI-DIV-3': share('gov.board_members_underrepresented', 'gov.board_members'),
  'EDCI-DIV-4': share('gov.board_members_lgbtq', 'gov.board_members'),
  'EDCI-INJ-1': value('soc.injuries'),
  'EDCI-INJ-2': value('soc.fatalities'),
  'EDCI-INJ-3': value('soc.days_lost'),
  'EDCI-EMP-1': value('soc.net_new_hires'),
  'EDCI-EMP-2': value('soc.organic_net_new_hires'),
  'EDCI-EMP-3': value('soc.turnover_rate'),
  'EDCI-ENG-1': value('soc.employee_survey'),
  'EDCI-ENG-2': value('soc.employee_survey_response_rate'),
  'EDCI-ENG-3': value('soc.employee_satisfaction_score'),
};

/** The codes a formula reads, the figure's own code first (a share's part, then its whole). */
export const edciFormulaCodes = (formula: EdciFormula): string[] =>
  formula.kind === 'value' ? [formula.code] : [formula.part, formula.whole];
