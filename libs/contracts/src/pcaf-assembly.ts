import {
  pcafEstimatesByCompany,
  pcafEstimateUse,
  pcafPositionWithSavedEstimate,
  type PcafCountryFigures,
  type PcafEstimateUse,
  type PcafSavedEstimate,
} from './pcaf-inputs';
import {
  pcafPositionsFromPortfolio,
  pcafSovereignPositions,
  type PcafCompanyData,
  type PcafFundPositions,
  type PcafPortfolioPositions,
  type PcafPortfolioRow,
  type PcafSovereignEntry,
} from './pcaf-portfolio';
import type { PcafPosition } from './scoring';

/*
 * The PCAF calculation's positions of one reporting date, assembled from what the services answer (fund
 * positions, the companies' published values, the investor's saved estimates and country figures): one
 * copy for the PCAF scorecard and the footprint over time (browser) and the assurance pack (gateway, ADR 0219).
 */

/** "saved by Grace Parker on 2026-11-29 08:40 UTC". */
export const savedWhen = (who: { userId: number; name: string | null }, at: string) =>
  `saved by ${who.name ?? `user ${who.userId}`} on ${at.slice(0, 16).replace('T', ' ')} UTC`;

/** The positions of one reporting date as the PCAF calculation takes them, with what they were made of. */
export interface PcafAssembly {
  mapped: PcafPortfolioPositions;
  /** The investor's saved estimates of the year, by company. */
  estimateOf: ReadonlyMap<number, PcafSavedEstimate>;
  /** Whether each position uses the reported emissions, a saved estimate or neither. */
  uses: ReadonlyMap<string, PcafEstimateUse>;
  /** The countries' figures saved for the year, by country. */
  figuresOf: ReadonlyMap<string, PcafCountryFigures>;
  /** The sovereign bonds attributed with saved figures, by position id. */
  sovereignEntries: Record<string, PcafSovereignEntry>;
  /** Every position sent to the calculation (companies with their estimates, then sovereigns). */
  positions: PcafPosition[];
  /** What each position is (company and sovereign rows). */
  rows: PcafPortfolioRow[];
}

/**
 * One reporting date of the PCAF scorecard (issue 11, ADR 0054, 0083): the funds' positions that day and the
 * companies' published values become the calculation's positions (pcafPositionsFromPortfolio); a position
 * without reported emissions takes its company's saved estimate of the year, and a sovereign bond the
 * country's saved figures (PPP-adjusted GDP and production emissions). The screen's chosen date and every
 * date of the footprint over time are assembled here, the same way.
 */
export function assemblePcaf(input: {
  funds: readonly PcafFundPositions[];
  companies: readonly PcafCompanyData[];
  estimates: readonly PcafSavedEstimate[];
  figures: readonly PcafCountryFigures[];
}): PcafAssembly {
  const mapped = pcafPositionsFromPortfolio(input.funds, input.companies);
  // Saved estimates, one per company and year: a position without reported emissions uses its company's
  // (with the PCAF option); one with reported emissions keeps them, and the estimate shows as superseded.
  const estimateOf = pcafEstimatesByCompany([...input.estimates]);
  const companyOf = new Map(mapped.rows.map((r) => [r.id, r.companyId]));
  const savedFor = (positionId: string) => {
    const id = companyOf.get(positionId);
    return id === null || id === undefined ? undefined : estimateOf.get(id);
  };
  const uses = new Map(mapped.positions.map((p) => [p.id, pcafEstimateUse(p, savedFor(p.id))]));
  const withEstimates = mapped.positions.map((p) => pcafPositionWithSavedEstimate(p, savedFor(p.id)));
  // Sovereign bonds: the country's PPP-adjusted GDP and production emissions, saved by the investor with
  // their source (no reference data is loaded, ADR 0057, 0083), make them positions of the calculation.
  const figuresOf = new Map(input.figures.map((f) => [f.country, f]));
  const sovereignEntries: Record<string, PcafSovereignEntry> = {};
  for (const o of mapped.outside) {
    const f = o.instrument === 'sovereign_bond' && o.country ? figuresOf.get(o.country) : undefined;
    // Figures saved for PAI only (no PPP-adjusted GDP) do not attribute the bond: it stays outside.
    if (f && f.pppAdjustedGdp !== null && f.productionEmissions !== null && f.dataQualityScore !== null)
      sovereignEntries[o.id] = {
        pppAdjustedGdp: f.pppAdjustedGdp,
        productionEmissions: f.productionEmissions,
        ...(f.productionEmissionsInclLulucf === null
          ? {}
          : { productionEmissionsInclLulucf: f.productionEmissionsInclLulucf }),
        dataQualityScore: f.dataQualityScore,
        ...(f.dataQualityOption ? { dataQualityOption: f.dataQualityOption } : {}),
        source: f.source,
        saved: `figures of ${f.country} for ${f.year} ${savedWhen(f.savedBy, f.savedAt)}`,
      };
  }
  const sovereigns = pcafSovereignPositions(mapped.outside, sovereignEntries);
  return {
    mapped,
    estimateOf,
    uses,
    figuresOf,
    sovereignEntries,
    positions: [...withEstimates, ...sovereigns.positions],
    rows: [...mapped.rows, ...sovereigns.rows],
  };
}
