import {
  pcafEstimatedEmissions,
  pcafEstimateScore,
  type PcafCountryFigures,
  type PcafReference,
  type PcafSavedEstimate,
  type SavePcafCountryFiguresRequest,
  type SavePcafEstimateRequest,
} from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import { dataCollectionError } from './data-collection.errors';

/*
 * An investor's saved PCAF inputs (issue 11, ADR 0083), one document each: a company's estimated
 * emissions for a reporting year, and a country's figures for a year. Both belong to the investor (the
 * funds' owner) and are kept beside its funds and positions; the scorecard reads them.
 */

export const PCAF_ESTIMATES = 'pcaf_estimates';
export const PCAF_COUNTRY_FIGURES = 'pcaf_country_figures';

export type PcafEstimateDoc = Doc & PcafSavedEstimate;
export type PcafCountryFiguresDoc = Doc & PcafCountryFigures;

export const estimateDocId = (investorId: number, year: number, companyId: number) =>
  `${investorId}:${year}:${companyId}`;
export const countryDocId = (investorId: number, year: number, country: string) =>
  `${investorId}:${year}:${country}`;

export interface SavedBy {
  userId: number;
  name: string | null;
}

/**
 * The estimate as saved: its emissions by the shared arithmetic (libs/contracts pcafEstimatedEmissions,
 * the one the calculation uses) and its option's score from the asset class's PCAF table. An option
 * the table does not have is refused with a 422 naming dataQualityOption, a sector NACE Rev. 2 does not
 * list (product/nace-rev2.json, the values of company.nace) with one naming estimate.sector.
 */
export function estimateRecord(
  key: { investorId: number; year: number; companyId: number },
  request: SavePcafEstimateRequest,
  reference: PcafReference,
  sectors: ReadonlySet<string>,
  savedBy: SavedBy,
  savedAt: string,
): PcafEstimateDoc {
  const estimate =
    request.estimate.basis === 'revenue'
      ? { ...request.estimate, sector: request.estimate.sector.toUpperCase() }
      : request.estimate;
  if (estimate.basis === 'revenue' && !sectors.has(estimate.sector))
    throw dataCollectionError(
      'PCAF_INPUT.UNPROCESSABLE',
      `estimate.sector: unknown sector "${estimate.sector}": give a NACE Rev. 2 section or division, e.g. C or C.20`,
    );
  const scored = pcafEstimateScore(reference, request.assetClass, request.dataQualityOption);
  if (!scored.ok) throw dataCollectionError('PCAF_INPUT.UNPROCESSABLE', scored.reason);
  const emissions = pcafEstimatedEmissions(estimate);
  return {
    id: estimateDocId(key.investorId, key.year, key.companyId),
    investorId: key.investorId,
    companyId: key.companyId,
    year: key.year,
    assetClass: request.assetClass,
    estimate,
    dataQualityOption: request.dataQualityOption,
    dataQualityScore: scored.score,
    emissions: { scope12: emissions.scope12, scope3: emissions.scope3 },
    expression: emissions.expression,
    reference: `PCAF ${scored.table}; ${reference.source}`,
    savedBy,
    savedAt,
  };
}

/**
 * The country figures as saved (ADR 0083, 0096): the PCAF group scored by its PCAF Table 5-26 option (pcaf.json),
 * or by a score given as such; an option the table does not have, or a score that contradicts the option, is a
 * 422 naming dataQualityOption. PAI figures not given are null.
 */
export function countryFiguresRecord(
  key: { investorId: number; year: number; country: string },
  request: SavePcafCountryFiguresRequest,
  reference: PcafReference,
  savedBy: SavedBy,
  savedAt: string,
): PcafCountryFiguresDoc {
  let score = request.dataQualityScore ?? null;
  const option = request.dataQualityOption ?? null;
  if (option !== null) {
    const scored = pcafEstimateScore(reference, 'sovereign-debt', option);
    if (!scored.ok) throw dataCollectionError('PCAF_INPUT.UNPROCESSABLE', scored.reason);
    if (score !== null && score !== scored.score)
      throw dataCollectionError(
        'PCAF_INPUT.UNPROCESSABLE',
        `dataQualityScore: ${score} contradicts option ${option}, which PCAF ${scored.table} scores ${scored.score}`,
      );
    score = scored.score;
  }
  const pcaf = request.pppAdjustedGdp !== undefined;
  return {
    id: countryDocId(key.investorId, key.year, key.country),
    investorId: key.investorId,
    country: key.country,
    year: key.year,
    pppAdjustedGdp: request.pppAdjustedGdp ?? null,
    productionEmissions: request.productionEmissions ?? null,
    productionEmissionsInclLulucf: pcaf ? (request.productionEmissionsInclLulucf ?? null) : null,
    dataQualityScore: pcaf ? score : null,
    dataQualityOption: pcaf ? option : null,
    gdp: request.gdp ?? null,
    ghgEmissions: request.ghgEmissions ?? null,
    socialViolations: request.socialViolations ?? null,
    incomeInequalityScore: request.incomeInequalityScore ?? null,
    freedomOfExpressionScore: request.freedomOfExpressionScore ?? null,
    humanRightsScore: request.humanRightsScore ?? null,
    corruptionScore: request.corruptionScore ?? null,
    euNonCooperativeTax: request.euNonCooperativeTax ?? null,
    politicalStabilityScore: request.politicalStabilityScore ?? null,
    ruleOfLawScore: request.ruleOfLawScore ?? null,
    source: request.source.trim(),
    savedBy,
    savedAt,
  };
}

/** The answer's shape: the document without its storage id. */
export function presentEstimate(doc: PcafEstimateDoc): PcafSavedEstimate {
  const { id: _id, ...estimate } = doc;
  void _id;
  return estimate;
}

/** Figures saved before the PAI fields and the option existed (ADR 0083) answer them as null. */
const NOT_GIVEN = {
  dataQualityOption: null,
  gdp: null,
  ghgEmissions: null,
  socialViolations: null,
  incomeInequalityScore: null,
  freedomOfExpressionScore: null,
  humanRightsScore: null,
  corruptionScore: null,
  euNonCooperativeTax: null,
  politicalStabilityScore: null,
  ruleOfLawScore: null,
} as const;

export function presentCountryFigures(doc: PcafCountryFiguresDoc): PcafCountryFigures {
  const { id: _id, ...figures } = doc;
  void _id;
  return { ...NOT_GIVEN, ...figures };
}
