import { z } from 'zod';

/*
 * HTTP shapes of the analysis read model (issue 12, docs/analysis.md): published values per company and
 * period, portfolio and fund aggregates, each figure with how it was made.
 */

export const analysisQualitySchema = z.enum(['reported', 'estimated', 'audited']).nullable();
export const aggregationKindSchema = z.enum(['additive', 'average', 'share', 'categorical']);

/** Where a published value comes from: the response, its publication and the value version. */
export const valueSourceRefSchema = z.object({
  responseId: z.number().int(),
  standardId: z.number().int(),
  frameworkVersion: z.string(),
  publicationNumber: z.number().int(),
  publishedAt: z.string(),
  valueVersionId: z.string(),
  sourceKind: z.string(),
  calculationId: z.string().nullable(),
});

export const companyValueSchema = z.object({
  metricCode: z.string(),
  name: z.string().nullable(),
  value: z.unknown(),
  unit: z.string(),
  status: z.string(),
  quality: analysisQualitySchema,
  dataQualityScore: z.number().nullable(),
  kind: aggregationKindSchema,
  previous: z.object({ period: z.string(), value: z.unknown() }).nullable(),
  change: z.object({ absolute: z.number().nullable(), relative: z.number().nullable() }),
  source: valueSourceRefSchema,
});
export type CompanyValue = z.infer<typeof companyValueSchema>;

export const responseRefSchema = z.object({
  responseId: z.number().int(),
  standardId: z.number().int(),
  period: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  /** Answered ÷ required × 100 as data collection last reported it. */
  percent: z.number().nullable(),
});
export type AnalysisResponseRef = z.infer<typeof responseRefSchema>;

/** GET /api/analysis/companies/{companyId}/values */
export const companyValuesSchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  /** Every period with published values, oldest first. */
  periods: z.array(z.string()),
  /** The period shown (the latest when none was asked for); null without any publication. */
  period: z.string().nullable(),
  previousPeriod: z.string().nullable(),
  values: z.array(companyValueSchema),
  /** The company's responses not yet published (its open tasks), any period. */
  openResponses: z.array(responseRefSchema),
});
export type CompanyValues = z.infer<typeof companyValuesSchema>;

export const aggregateInputSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string().nullable(),
  value: z.unknown(),
  weight: z.number(),
  quality: analysisQualitySchema,
  valueVersionId: z.string(),
});

export const aggregateRowSchema = z.object({
  metricCode: z.string(),
  name: z.string().nullable(),
  unit: z.string(),
  kind: aggregationKindSchema,
  count: z.number().int(),
  members: z.number().int(),
  sum: z.number().nullable(),
  mean: z.number().nullable(),
  weightedMean: z.number().nullable(),
  weightTotal: z.number(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  median: z.number().nullable(),
  distribution: z.record(z.string(), z.number()).nullable(),
  quality: z.object({
    reported: z.number().int(),
    estimated: z.number().int(),
    audited: z.number().int(),
    unknown: z.number().int(),
  }),
  estimatedShare: z.number().nullable(),
  /** The headline figure of the kind: sum (additive), mean (average), share of yes (share). */
  headline: z.number().nullable(),
  previousHeadline: z.number().nullable(),
  change: z.object({ absolute: z.number().nullable(), relative: z.number().nullable() }),
  howMade: z.object({
    formulas: z.record(z.string(), z.string()),
    inputs: z.array(aggregateInputSchema),
    weightSources: z.array(z.object({ fundId: z.number().int(), date: z.string() })),
  }),
});
export type AggregateRow = z.infer<typeof aggregateRowSchema>;

/** GET /api/analysis/portfolios/{companyId}/aggregates */
export const portfolioAggregatesSchema = z.object({
  companyId: z.number().int(),
  scope: z.enum(['portfolio', 'fund']),
  scopeId: z.number().int(),
  scopeName: z.string().nullable(),
  periods: z.array(z.string()),
  period: z.string().nullable(),
  previousPeriod: z.string().nullable(),
  funds: z.array(z.object({ fundId: z.number().int(), name: z.string() })),
  rows: z.array(aggregateRowSchema),
});
export type PortfolioAggregates = z.infer<typeof portfolioAggregatesSchema>;

export const analysisPeriodQuerySchema = z
  .object({
    period: z
      .string()
      .regex(/^(\d{4})(?:-(H[12]|Q[1-4]))?$/, { error: 'period must look like 2025, 2025-H1 or 2025-Q3' })
      .optional(),
    fundId: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type AnalysisPeriodQuery = z.infer<typeof analysisPeriodQuerySchema>;

export const attentionItemSchema = z.object({
  code: z.enum(['overdue', 'returned', 'review', 'not-started', 'estimated', 'large-change']),
  message: z.string(),
  tone: z.enum(['danger', 'warning', 'info']),
});

/** GET /api/analysis/portfolios/{companyId}/overview: the monitoring dashboard's completion and attention list. */
export const portfolioOverviewSchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  /** Periods the GP asked data for, oldest first. */
  periods: z.array(z.string()),
  period: z.string().nullable(),
  today: z.string(),
  completion: z.object({
    companies: z.number().int(),
    published: z.number().int(),
    percent: z.number(),
    byStatus: z.record(z.string(), z.number().int()),
    averageAnswered: z.number().nullable(),
  }),
  companies: z.array(
    z.object({
      companyId: z.number().int(),
      name: z.string().nullable(),
      responses: z.array(responseRefSchema),
      /** Share of its published values of the period that are estimates. */
      estimatedShare: z.number().nullable(),
      attention: z.array(attentionItemSchema),
    }),
  ),
});
export type PortfolioOverview = z.infer<typeof portfolioOverviewSchema>;
