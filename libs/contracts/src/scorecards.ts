import { z } from 'zod';
import { positiveIntegerInput } from './api';
import { PERIOD_PATTERN } from './period';

/*
 * HTTP shapes of the scorecards (issue 12, docs/scorecards.md, ADR 0046): the ESG scorecard (KPI points,
 * pillar scores, overall score and grade of spec 4) and the diversity scorecard of a company, and the
 * portfolio's scorecards. Every figure carries its inputs and formula.
 */

export const scorecardQuerySchema = z
  .object({
    period: z
      .string()
      .regex(PERIOD_PATTERN, { error: 'period must look like 2025, 2025-H1 or 2025-Q3' })
      .optional(),
    fundId: positiveIntegerInput('fundId').optional(),
  })
  .strict();
export type ScorecardQuery = z.infer<typeof scorecardQuerySchema>;

export const overallGradeSchema = z.enum(['Weak', 'Average', 'Good', 'Excellent']);

export const kpiScoreSchema = z.object({
  id: z.string(),
  title: z.string(),
  formula: z.string(),
  unit: z.string(),
  rule: z.string(),
  /** Each published input by code, with the dictionary's name to show (`name`, absent in older answers). */
  inputs: z.array(z.object({ code: z.string(), name: z.string().optional(), value: z.unknown() })),
  value: z.number().nullable(),
  points: z.number().nullable(),
  missing: z.array(z.string()),
});
export type KpiScoreView = z.infer<typeof kpiScoreSchema>;

export const pillarScoreSchema = z.object({
  id: z.string(),
  title: z.string(),
  weight: z.number(),
  score: z.number().nullable(),
  scored: z.number().int(),
  kpis: z.array(kpiScoreSchema),
});
export type PillarScoreView = z.infer<typeof pillarScoreSchema>;

export const esgScorecardSchema = z.object({
  method: z.string(),
  pillars: z.array(pillarScoreSchema),
  overall: z.number().nullable(),
  grade: overallGradeSchema.nullable(),
  coverage: z.object({ scored: z.number().int(), total: z.number().int() }),
  formulas: z.record(z.string(), z.string()),
});
export type EsgScorecardView = z.infer<typeof esgScorecardSchema>;

const genderShareSchema = z.object({
  women: z.number().nullable(),
  total: z.number().nullable(),
  share: z.number().nullable(),
});

export const diversityPeriodSchema = z.object({
  period: z.string(),
  board: genderShareSchema,
  csuite: genderShareSchema,
  workforce: genderShareSchema,
  payGap: z.number().nullable(),
  change: z.object({
    board: z.number().nullable(),
    csuite: z.number().nullable(),
    workforce: z.number().nullable(),
    payGap: z.number().nullable(),
  }),
});
export type DiversityPeriodView = z.infer<typeof diversityPeriodSchema>;

/** GET /api/analysis/companies/{companyId}/scorecard */
export const companyScorecardSchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  periods: z.array(z.string()),
  period: z.string().nullable(),
  esg: esgScorecardSchema,
  /** The overall score and grade of every period with published values, oldest first (score over time). */
  history: z.array(
    z.object({
      period: z.string(),
      overall: z.number().nullable(),
      grade: overallGradeSchema.nullable(),
    }),
  ),
  /** Every period with published values, oldest first. */
  diversity: z.array(diversityPeriodSchema),
  diversityFormulas: z.record(z.string(), z.string()),
  referenceData: z.array(z.string()),
});
export type CompanyScorecard = z.infer<typeof companyScorecardSchema>;

export const portfolioScorecardRowSchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  overall: z.number().nullable(),
  grade: overallGradeSchema.nullable(),
  pillars: z.array(z.object({ id: z.string(), title: z.string(), score: z.number().nullable() })),
  coverage: z.object({ scored: z.number().int(), total: z.number().int() }),
  /** The company's diversity in the period (null without published values). */
  diversity: diversityPeriodSchema.nullable(),
});
export type PortfolioScorecardRow = z.infer<typeof portfolioScorecardRowSchema>;

/** GET /api/analysis/portfolios/{companyId}/scorecards */
export const portfolioScorecardsSchema = z.object({
  companyId: z.number().int(),
  scope: z.enum(['portfolio', 'fund']),
  scopeId: z.number().int(),
  scopeName: z.string().nullable(),
  funds: z.array(z.object({ fundId: z.number().int(), name: z.string() })),
  periods: z.array(z.string()),
  period: z.string().nullable(),
  /** Why the page opened on this period when none was asked for (null when one was). */
  periodNote: z.string().nullable(),
  method: z.string(),
  companies: z.array(portfolioScorecardRowSchema),
  grades: z.record(z.string(), z.number().int()),
  formulas: z.record(z.string(), z.string()),
});
export type PortfolioScorecards = z.infer<typeof portfolioScorecardsSchema>;

/** GET /api/analysis/scorecard-method: the ESG scorecard's method as the methodology page explains it. */
export const scorecardMethodSchema = z.object({
  version: z.string(),
  rules: z.record(z.string(), z.string()),
  pillars: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      weight: z.number(),
      kpis: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          formula: z.string(),
          unit: z.string(),
          inputs: z.array(z.string()),
          rule: z.string(),
          bands: z.array(z.tuple([z.number(), z.number()])).optional(),
          source: z.string().optional(),
        }),
      ),
    }),
  ),
  formulas: z.record(z.string(), z.string()),
  diversityFormulas: z.record(z.string(), z.string()),
});
export type ScorecardMethodView = z.infer<typeof scorecardMethodSchema>;
