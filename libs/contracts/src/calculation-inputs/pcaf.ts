/**
 * The company metrics the PCAF scorecard reads from published values (pcafPositionsFromPortfolio in
 * pcaf-portfolio.ts, ADR 0054): the attribution denominator and listing, and the emissions with their data
 * quality. A test feeds that function every dictionary code and checks it reads these and no other. Part of
 * the registry of calculation inputs (./index.ts).
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
} as const;
export type PcafInputKey = keyof typeof PCAF_INPUT_CODES;
const CODE = PCAF_INPUT_CODES;

/** The same codes by role: what the questionnaire hint names ("the attribution factor", "financed emissions"). */
export const PCAF_INPUTS = {
  attribution: [CODE.evic, CODE.totalEquity, CODE.totalDebt, CODE.totalAssets, CODE.listed],
  emissions: [CODE.scope1, CODE.scope2Market, CODE.scope2Location, CODE.scope3],
} as const satisfies Record<string, readonly string[]>;

export type PcafInputRole = keyof typeof PCAF_INPUTS;

const EMISSIONS: readonly PcafInputKey[] = ['scope1', 'scope2Market', 'scope2Location', 'scope3'];
const BALANCE_SHEET: readonly PcafInputKey[] = ['totalEquity', 'totalDebt', 'totalAssets'];

/**
 * What each asset class reads from the company's published values (PCAF Part A chapter 5): the attribution's
 * denominator and the emissions. Sovereign debt reads the investor's country figures, not a company's values.
 */
export const PCAF_ASSET_CLASS_INPUTS: Readonly<Record<PcafAssetClass, readonly PcafInputKey[]>> = {
  'listed-equity': ['evic', ...EMISSIONS],
  'corporate-bonds': ['listed', 'evic', ...BALANCE_SHEET, ...EMISSIONS],
  'business-loans': ['listed', 'evic', ...BALANCE_SHEET, ...EMISSIONS],
  'unlisted-equity': [...BALANCE_SHEET, ...EMISSIONS],
  'project-finance': [...BALANCE_SHEET, ...EMISSIONS],
  'commercial-real-estate': [...EMISSIONS],
  mortgages: [...EMISSIONS],
  'sovereign-debt': [],
};
