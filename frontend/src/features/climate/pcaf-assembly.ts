import type { PcafAssembly } from '@esg/contracts/pcaf-assembly';
import type { PcafEstimateUse, PcafCountryFigures } from '@esg/contracts/pcaf-inputs';
import type { PcafCompanyData, PcafFundPositions, PcafPortfolioRow } from '@esg/contracts/pcaf-portfolio';
import { footprintHoldings, type FootprintHolding } from '@esg/contracts/portfolio-footprint';
import type { PcafPositionResult, PcafResult } from '@esg/contracts/scoring';

// The assembly is shared with the gateway's assurance pack (ADR 0219).
export { assemblePcaf, savedWhen, type PcafAssembly } from '@esg/contracts/pcaf-assembly';

/**
 * A position of the calculation with what it was made of: `use` says whether its emissions are the
 * company's reported ones (a saved estimate is then superseded), a saved estimate, or none yet.
 */
export type PositionRow = PcafPositionResult & {
  row: PcafPortfolioRow;
  use: PcafEstimateUse;
  figures: PcafCountryFigures | null;
};

/** The footprint's holdings of an assembled date and its calculation. */
export const assembledHoldings = (
  assembly: PcafAssembly,
  result: PcafResult,
  funds: readonly PcafFundPositions[],
  companies: readonly PcafCompanyData[],
): FootprintHolding[] =>
  footprintHoldings({
    positions: assembly.positions,
    results: result.positions,
    rows: assembly.rows,
    funds,
    companies,
  });
