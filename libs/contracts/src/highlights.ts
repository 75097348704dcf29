import { z } from 'zod';
import { aggregationKindSchema, analysisQualitySchema } from './analysis';

/*
 * HTTP shapes of the highlights, the leaderboard and the indicator detail (issue 12, /highlights,
 * /leaderboardHighlights, /indicatorDetail; docs/analysis.md "Highlights").
 */

export const polaritySchema = z.enum(['lower', 'higher']);
export const improvementSchema = z.enum(['improved', 'worsened', 'unchanged']);

export const moverSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  current: z.number(),
  previous: z.number(),
  absolute: z.number(),
  relative: z.number().nullable(),
  improvement: improvementSchema,
});
export type Mover = z.infer<typeof moverSchema>;

export const highlightMetricSchema = z.object({
  metricCode: z.string(),
  name: z.string().nullable(),
  unit: z.string(),
  kind: aggregationKindSchema,
  polarity: polaritySchema,
  /** The portfolio's headline figure (sum of amounts, mean of rates) now and the period before. */
  portfolio: z.object({
    current: z.number().nullable(),
    previous: z.number().nullable(),
    absolute: z.number().nullable(),
    relative: z.number().nullable(),
    improvement: improvementSchema.nullable(),
  }),
  best: moverSchema.nullable(),
  worst: moverSchema.nullable(),
  /** Every company with a value in both periods, best first. */
  movers: z.array(moverSchema),
});
export type HighlightMetric = z.infer<typeof highlightMetricSchema>;

export const leaderboardRowSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  improved: z.number().int(),
  worsened: z.number().int(),
  unchanged: z.number().int(),
  score: z.number().int(),
  top: z.object({ metricCode: z.string(), name: z.string().nullable(), relative: z.number() }).nullable(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** GET /api/analysis/portfolios/{companyId}/highlights */
export const portfolioHighlightsSchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  periods: z.array(z.string()),
  period: z.string().nullable(),
  previousPeriod: z.string().nullable(),
  /** Version of product/metric-polarity.json (which way each metric improves). */
  polarityVersion: z.string(),
  metrics: z.array(highlightMetricSchema),
  leaderboard: z.array(leaderboardRowSchema),
});
export type PortfolioHighlights = z.infer<typeof portfolioHighlightsSchema>;

export const indicatorValueSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  value: z.unknown(),
  quality: analysisQualitySchema,
  dataQualityScore: z.number().nullable(),
  previous: z.unknown(),
  relative: z.number().nullable(),
  improvement: improvementSchema.nullable(),
  /** 1 = best (ranked metrics), else by value, largest first; null for answers that are not numbers. */
  rank: z.number().int().nullable(),
});

/** GET /api/analysis/indicators/{companyId}/{metricCode} */
export const indicatorDetailSchema = z.object({
  companyId: z.number().int(),
  metricCode: z.string(),
  name: z.string().nullable(),
  definition: z.string().nullable(),
  helpText: z.string().nullable(),
  type: z.string().nullable(),
  unit: z.string(),
  kind: aggregationKindSchema,
  polarity: polaritySchema.nullable(),
  /** The dictionary's framework references (SFDR T1-1a, EDCI-GHG-1, Invest Europe 2.2). */
  usedBy: z.array(z.string()),
  /** The product's frameworks that ask for it. */
  frameworks: z.array(
    z.object({ standardId: z.number().int(), name: z.string(), version: z.string(), section: z.string() }),
  ),
  /** `portfolio`: the investor's companies; `company`: the caller's own company only. */
  scope: z.enum(['portfolio', 'company']),
  periods: z.array(z.string()),
  period: z.string().nullable(),
  previousPeriod: z.string().nullable(),
  /** The portfolio's figure per period (headline: sum of amounts, mean of rates, share of yes). */
  history: z.array(
    z.object({ period: z.string(), headline: z.number().nullable(), count: z.number().int() }),
  ),
  values: z.array(indicatorValueSchema),
});
export type IndicatorDetail = z.infer<typeof indicatorDetailSchema>;

export const highlightsQuerySchema = z
  .object({
    period: z
      .string()
      .regex(/^(\d{4})(?:-(H[12]|Q[1-4]))?$/, { error: 'period must look like 2025, 2025-H1 or 2025-Q3' })
      .optional(),
  })
  .strict();
export type HighlightsQuery = z.infer<typeof highlightsQuerySchema>;
