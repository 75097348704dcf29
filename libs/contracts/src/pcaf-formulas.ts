/*
 * The PCAF formulas in words, for the scorecard's "How it was made" dialog (issue 29). A module of its
 * own: only that dialog reads it, so the pages that import the PCAF portfolio mapping do not carry it.
 */

/**
 * What each PCAF formula of the scoring service works out, in words (the service names its formulas
 * `pcaf.af.outstanding-over-evic.v1` and so on; PCAF Part A chapter 5).
 */
export const PCAF_FORMULA_NAMES: Readonly<Record<string, string>> = {
  'pcaf.af.outstanding-over-evic.v1':
    'Attribution factor = outstanding ÷ enterprise value including cash (EVIC), × the company’s emissions',
  'pcaf.af.outstanding-over-equity-plus-debt.v1':
    'Attribution factor = outstanding ÷ (total equity + total debt), × the company’s emissions',
  'pcaf.af.outstanding-over-total-assets.v1':
    'Attribution factor = outstanding ÷ total assets, × the company’s emissions',
  'pcaf.af.outstanding-over-property-value-at-origination.v1':
    'Attribution factor = outstanding ÷ the property’s value at origination, × the property’s emissions',
  'pcaf.af.outstanding-over-vehicle-value-at-origination.v1':
    'Attribution factor = outstanding ÷ the vehicles’ value at origination, × the vehicles’ emissions',
  'pcaf.af.full-attribution-vehicle-value-unknown.v1':
    'The vehicles’ value at origination is unknown: all of their emissions are attributed',
  'pcaf.af.outstanding-over-ppp-adjusted-gdp.v1':
    'Attribution factor = outstanding ÷ the country’s PPP-adjusted GDP, × its production emissions',
  'pcaf.weighted-data-quality-score.v1': 'Data quality score weighted by the amounts outstanding',
  'pcaf.financed-emissions-total.v1': 'Financed emissions = the sum of the positions’ financed emissions',
};

/** A formula of the scoring service in words; several joined by "+" are listed in turn. */
export function pcafFormulaText(formula: string): string {
  return formula
    .split('+')
    .map((id) => PCAF_FORMULA_NAMES[id] ?? 'A PCAF formula')
    .join('; ');
}
