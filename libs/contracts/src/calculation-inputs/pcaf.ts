/**
 * The company metrics the PCAF scorecard reads from published values (pcafPositionsFromPortfolio in
 * pcaf-portfolio.ts): the attribution denominator and listing, and the emissions with their data
 * quality. A test feeds that function every dictionary code and checks it reads these and no other.
 */
export const PCAF_INPUTS = {
  attribution: [
    'company.evic',
    'company.total_equity',
    'company.total_debt',
    'company.total_assets',
    'company.listed',
  ],
  emissions: ['ghg.scope1', 'ghg.scope2_market', 'ghg.scope2_location', 'ghg.scope3'],
} as const satisfies Record<string, readonly string[]>;

export type PcafInputRole = keyof typeof PCAF_INPUTS;
