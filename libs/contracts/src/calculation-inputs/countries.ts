/**
 * The investor's figures of the countries it holds sovereign debt of (ADR 0096): the one place where the
 * product collects country data, per investor, reporting year and country (PUT /api/pcaf-country-figures/…,
 * saved by data collection with their source). Each field is a dictionary metric (`sov.*`): the PAI indicators
 * on investee countries (Table 1, 15 and 16; Table 3, 18 to 24) and PCAF's sovereign debt (5.7) read them.
 * Part of the registry of calculation inputs: the dictionary test counts these codes as collected.
 */
export const COUNTRY_FIGURE_FIELDS = {
  /** PCAF 5.7 */
  pppAdjustedGdp: 'sov.ppp_adjusted_gdp',
  productionEmissions: 'sov.production_emissions',
  productionEmissionsInclLulucf: 'sov.production_emissions_incl_lulucf',
  dataQualityOption: 'sov.pcaf_option',
  /** PAI, Table 1 */
  gdp: 'sov.gdp',
  ghgEmissions: 'sov.ghg_emissions',
  socialViolations: 'sov.social_violations',
  /** PAI, Table 3 */
  incomeInequalityScore: 'sov.income_inequality_score',
  freedomOfExpressionScore: 'sov.freedom_of_expression_score',
  humanRightsScore: 'sov.human_rights_score',
  corruptionScore: 'sov.corruption_score',
  euNonCooperativeTax: 'sov.eu_non_cooperative_tax',
  politicalStabilityScore: 'sov.political_stability_score',
  ruleOfLawScore: 'sov.rule_of_law_score',
} as const;
export type CountryFigureField = keyof typeof COUNTRY_FIGURE_FIELDS;

/** The dictionary codes the country figures collect. */
export const COUNTRY_FIGURE_CODES: readonly string[] = Object.values(COUNTRY_FIGURE_FIELDS);

/** The PAI fields of the country figures (what the PAI read model takes for an investee country). */
export const PAI_COUNTRY_FIELDS = [
  'gdp',
  'ghgEmissions',
  'socialViolations',
  'incomeInequalityScore',
  'freedomOfExpressionScore',
  'humanRightsScore',
  'corruptionScore',
  'euNonCooperativeTax',
  'politicalStabilityScore',
  'ruleOfLawScore',
] as const satisfies readonly CountryFigureField[];
