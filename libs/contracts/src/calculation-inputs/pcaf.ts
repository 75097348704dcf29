/**
 * What the PCAF scorecard reads (pcafPositionsFromPortfolio and pcafSovereignPositions in pcaf-portfolio.ts,
 * ADR 0054, 0096): the dictionary codes of a financed entity's published values — the attribution denominator
 * and listing, the emissions and their PCAF option — and of the investor's country figures for sovereign debt.
 * A test feeds those functions every dictionary code and checks they read these and no other. Part of the
 * registry of calculation inputs (./index.ts).
 */
import type { PcafAssetClass } from '../scoring';

export const PCAF_INPUT_CODES = {
  listed: 'company.listed',
  evic: 'company.evic',
  totalEquity: 'company.total_equity',
  totalDebt: 'company.total_debt',
  totalAssets: 'company.total_assets',
  scope1: 'ghg.scope1',
  scope2Market: 'ghg.scope2_market',
  scope2Location: 'ghg.scope2_location',
  scope3: 'ghg.scope3',
  /** The PCAF option the company says its emissions follow (Table 5-3 / 5-7): decides the score. */
  emissionsOption: 'pcaf.emissions_option',
  /** Commercial real estate and mortgages (PCAF 5.4, 5.5): the property's value at origination. */
  propertyValueAtOrigination: 're.value_at_origination',
  /** Motor vehicle loans (PCAF 5.6): the financed vehicles' value at origination, emissions and option. */
  vehicleValueAtOrigination: 'vehicle.value_at_origination',
  vehicleScope1: 'vehicle.scope1',
  vehicleScope2: 'vehicle.scope2',
  vehicleOption: 'vehicle.pcaf_option',
  /** Sovereign debt (PCAF 5.7): the investor's country figures (not a company's answers). */
  countryPppAdjustedGdp: 'sov.ppp_adjusted_gdp',
  countryProductionEmissions: 'sov.production_emissions',
  countryProductionEmissionsInclLulucf: 'sov.production_emissions_incl_lulucf',
  countryOption: 'sov.pcaf_option',
} as const;
export type PcafInputKey = keyof typeof PCAF_INPUT_CODES;
const CODE = PCAF_INPUT_CODES;

/**
 * A financed entity's codes by role: what the questionnaire hint names ("the attribution factor", "financed
 * emissions"). The country figures are the investor's, not a company's answers, and are not listed here.
 */
export const PCAF_INPUTS = {
  attribution: [
    CODE.evic,
    CODE.totalEquity,
    CODE.totalDebt,
    CODE.totalAssets,
    CODE.listed,
    CODE.propertyValueAtOrigination,
    CODE.vehicleValueAtOrigination,
  ],
  emissions: [
    CODE.scope1,
    CODE.scope2Market,
    CODE.scope2Location,
    CODE.scope3,
    CODE.emissionsOption,
    CODE.vehicleScope1,
    CODE.vehicleScope2,
    CODE.vehicleOption,
  ],
} as const satisfies Record<string, readonly string[]>;

export type PcafInputRole = keyof typeof PCAF_INPUTS;

const EMISSIONS: readonly PcafInputKey[] = [
  'scope1',
  'scope2Market',
  'scope2Location',
  'scope3',
  'emissionsOption',
];
const BALANCE_SHEET: readonly PcafInputKey[] = ['totalEquity', 'totalDebt', 'totalAssets'];

/**
 * What each asset class reads (PCAF Part A chapter 5): the attribution's denominator and the emissions of the
 * financed entity, or for sovereign debt the country figures.
 */
export const PCAF_ASSET_CLASS_INPUTS: Readonly<Record<PcafAssetClass, readonly PcafInputKey[]>> = {
  'listed-equity': ['evic', ...EMISSIONS],
  'corporate-bonds': ['listed', 'evic', ...BALANCE_SHEET, ...EMISSIONS],
  'business-loans': ['listed', 'evic', ...BALANCE_SHEET, ...EMISSIONS],
  'unlisted-equity': [...BALANCE_SHEET, ...EMISSIONS],
  'project-finance': [...BALANCE_SHEET, ...EMISSIONS],
  'commercial-real-estate': ['propertyValueAtOrigination', ...EMISSIONS],
  mortgages: ['propertyValueAtOrigination', ...EMISSIONS],
  'motor-vehicle-loans': ['vehicleValueAtOrigination', 'vehicleScope1', 'vehicleScope2', 'vehicleOption'],
  'sovereign-debt': [
    'countryPppAdjustedGdp',
    'countryProductionEmissions',
    'countryProductionEmissionsInclLulucf',
    'countryOption',
  ],
};
