/**
 * The dictionary codes EU Taxonomy alignment reads (issue 26, ADR 0150): a company's disclosure with the
 * templates of Delegated Regulation 2021/2178 (framework 16 collects them). The activity table's columns
 * are the row's amounts and answers; `TAXONOMY_TABLE_COLUMNS` names them for the reader in reporting.
 */
export const TAXONOMY_INPUT_CODES = {
  turnoverTotal: 'taxonomy.turnover_total',
  capexTotal: 'taxonomy.capex_total',
  opexTotal: 'taxonomy.opex_total',
  minimumSafeguards: 'taxonomy.minimum_safeguards',
  activities: 'taxonomy.activities',
} as const;

export const TAXONOMY_TABLE_COLUMNS = {
  nace: 'nace',
  turnover: 'turnover',
  turnoverAligned: 'turnover_aligned',
  capex: 'capex',
  capexAligned: 'capex_aligned',
  opex: 'opex',
  opexAligned: 'opex_aligned',
  substantialContribution: 'substantial_contribution',
  /** `dnsh_ccm` … `dnsh_bio`: one per objective (the row's own objective is not read). */
  dnshPrefix: 'dnsh_',
} as const;

/** The figures of the calculation and what each reads: every KPI reads the whole disclosure. */
export const TAXONOMY_FIGURE_INPUTS: Readonly<Record<'turnover' | 'capex' | 'opex', readonly string[]>> = {
  turnover: [
    TAXONOMY_INPUT_CODES.turnoverTotal,
    TAXONOMY_INPUT_CODES.minimumSafeguards,
    TAXONOMY_INPUT_CODES.activities,
  ],
  capex: [
    TAXONOMY_INPUT_CODES.capexTotal,
    TAXONOMY_INPUT_CODES.minimumSafeguards,
    TAXONOMY_INPUT_CODES.activities,
  ],
  opex: [
    TAXONOMY_INPUT_CODES.opexTotal,
    TAXONOMY_INPUT_CODES.minimumSafeguards,
    TAXONOMY_INPUT_CODES.activities,
  ],
};
