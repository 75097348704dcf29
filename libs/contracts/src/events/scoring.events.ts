import { z } from 'zod';

/*
 * Integration events of the scoring service. `scoring.carbon-calculation.saved.v1` carries a company's
 * calculated greenhouse-gas values for a period in the canonical units of the metric dictionary
 * (libs/reference-data/files/metrics-core.json: ghg.* in tCO2e), so data collection can record them
 * as "calculated" in the company's response, with a link back to the calculation.
 */

export const CALCULATED_GHG_METRICS = [
  'ghg.scope1',
  'ghg.scope2_location',
  'ghg.scope2_market',
  'ghg.scope3',
  'ghg.scope3_cat01',
  'ghg.scope3_cat02',
  'ghg.scope3_cat03',
  'ghg.scope3_cat04',
  'ghg.scope3_cat05',
  'ghg.scope3_cat06',
  'ghg.scope3_cat07',
  'ghg.scope3_cat08',
  'ghg.scope3_cat09',
  'ghg.scope3_cat10',
  'ghg.scope3_cat11',
  'ghg.scope3_cat12',
  'ghg.scope3_cat13',
  'ghg.scope3_cat14',
  'ghg.scope3_cat15',
] as const;

export const carbonCalculationSavedV1 = z.object({
  calculationId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  /** `2024`, `2024-H1` or `2024-Q3` (libs/contracts scoring.ts periodSchema). */
  period: z.string().min(4),
  year: z.number().int(),
  reportingCycle: z.enum(['quarterly', '6-monthly', 'annually']),
  /** Version of the calculation: 1 when created, +1 on every update. */
  calculationVersion: z.number().int().positive(),
  /** The emission-factor libraries the values rest on. */
  factorLibraries: z.array(
    z.object({ id: z.string(), source: z.string(), year: z.number().int(), version: z.string() }),
  ),
  /**
   * One value per metric whose scope the calculation covers (a scope without activity lines is left
   * out, never sent as 0), and one per GHG Protocol scope 3 category with lines (ghg.scope3_catNN). Scope 2 market-based counts the location-based emissions of lines without
   * a contractual instrument; `linesWithInstrument` says how many had one.
   */
  values: z.array(
    z.object({
      metric: z.enum(CALCULATED_GHG_METRICS),
      value: z.number().min(0),
      unit: z.literal('tCO2e'),
      lines: z.number().int().positive(),
      linesWithInstrument: z.number().int().nonnegative().optional(),
      /**
       * Scope 3 and its categories: the PCAF data-quality score of the value (1 best … 5 worst), the
       * emissions-weighted mean of its lines' scores, unrounded (ADR 0161).
       */
      dataQualityScore: z.number().min(1).max(5).optional(),
    }),
  ),
  /** Where the calculation (its activity data, factors and provenance) can be read. */
  link: z.string().min(1),
  savedBy: z.number().int().positive(),
  savedAt: z.iso.datetime({ offset: true }),
});

/**
 * A TCFD assessment scoring used to store (PUT /api/tcfd-assessments, retired by ADR 0056), handed over
 * to data collection, which keeps the one TCFD questionnaire (ADR 0051): the answers with their
 * justifications, who gave them and when. Sent once per stored assessment, when scoring starts.
 */
export const tcfdAssessmentHandedOverV1 = z.object({
  companyId: z.number().int().positive(),
  period: z.string().min(4),
  year: z.number().int(),
  reportingCycle: z.enum(['quarterly', '6-monthly', 'annually']),
  answers: z.array(
    z.object({
      code: z.string().min(1),
      selected: z.array(z.string()),
      justification: z.string().optional(),
    }),
  ),
  /** The assessment's last version in scoring's store. */
  version: z.number().int().positive(),
  assessedBy: z.number().int().nonnegative(),
  assessedAt: z.string().min(1),
});

export const scoringEvents = {
  'scoring.carbon-calculation.saved.v1': carbonCalculationSavedV1,
  'scoring.tcfd-assessment.handed-over.v1': tcfdAssessmentHandedOverV1,
} as const;
