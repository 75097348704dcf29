import { z } from 'zod';
import { csvRow } from './spreadsheet-cells';
import { positiveIntegerInput } from './api';

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

/**
 * The investor's own value used instead of the company's published one (ADR 0181, 0184): shown only to that
 * investor, with the company's original, who overrode it, when and why.
 */
export const usedOverrideSchema = z.object({
  original: z.object({ value: z.unknown(), unit: z.string(), valueVersionId: z.string() }),
  reason: z.string(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type UsedOverride = z.infer<typeof usedOverrideSchema>;

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
  /** Set when the reader's own override replaces the published value (the value above is the override). */
  override: usedOverrideSchema.optional(),
});
export type CompanyValue = z.infer<typeof companyValueSchema>;

/**
 * A slowly changing fact (EVIC, balance sheet, revenue, sector, country, head count, listing) the period leaves
 * unanswered, taken from an earlier period by the as-of rule (ADR 0095): the value as published then.
 */
export const carriedValueSchema = companyValueSchema.extend({
  carriedFrom: z.object({ period: z.string(), ageYears: z.number().int().nonnegative() }),
  /** "carried from 2024, 1 year old". */
  note: z.string(),
});
export type CarriedValue = z.infer<typeof carriedValueSchema>;

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
  /** Slowly changing facts the period does not answer, carried from an earlier period (ADR 0095). */
  carried: z.array(carriedValueSchema),
  /** Slowly changing facts the period does not answer that no earlier value could fill, and why. */
  notCarried: z.array(z.object({ metricCode: z.string(), name: z.string().nullable(), reason: z.string() })),
  /** The as-of rule's maximum age of a carried fact, in fiscal years (FACT_MAX_AGE_YEARS). */
  factMaxAgeYears: z.number().int().nonnegative(),
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
  /** The scope owner's override used as this company's input instead of its published value. */
  override: usedOverrideSchema.optional(),
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
    fundId: positiveIntegerInput('fundId').optional(),
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

/* ------------------------------------------------------------------------------------------------ */
/* Trends (issue 12, /trend and /data-trends): any metric over periods for a company, a fund or the portfolio. */

/**
 * The quality of a point: a company's value as published; an aggregate's from its companies' values —
 * `estimated` when every one is an estimate, `mixed` when some are, `audited` when every one is audited.
 */
export const trendPointQualitySchema = z.enum(['reported', 'estimated', 'audited', 'mixed', 'unknown']);
export type TrendPointQuality = z.infer<typeof trendPointQualitySchema>;

/** Which figure of an aggregate a portfolio or fund series follows; a company series follows its value. */
export const trendFigureSchema = z.enum(['headline', 'sum', 'mean', 'weightedMean', 'median']);
export type TrendFigure = z.infer<typeof trendFigureSchema>;

export const trendSubjectKindSchema = z.enum(['portfolio', 'fund', 'company']);
export type TrendSubjectKind = z.infer<typeof trendSubjectKindSchema>;
/** `portfolio:1`, `fund:7`, `company:12`. */
export const TREND_SUBJECT_PATTERN = /^(portfolio|fund|company):([1-9]\d{0,9})$/;

export const trendSubjectSchema = z.object({
  key: z.string(),
  kind: trendSubjectKindSchema,
  id: z.number().int(),
  name: z.string(),
});
export type TrendSubject = z.infer<typeof trendSubjectSchema>;

export const trendPointSchema = z.object({
  period: z.string(),
  value: z.number().nullable(),
  quality: trendPointQualitySchema.nullable(),
  qualityCounts: z.object({
    reported: z.number().int(),
    estimated: z.number().int(),
    audited: z.number().int(),
    unknown: z.number().int(),
  }),
  estimatedShare: z.number().nullable(),
  /** Companies behind the point (1 for a company's own value). */
  count: z.number().int(),
  /** PCAF-style data-quality score the company gave (1 verified … 5 estimated), company points only. */
  dataQualityScore: z.number().nullable(),
  /** How the point was made, in words: the aggregate's formula or where the company's value comes from. */
  howMade: z.string(),
  source: valueSourceRefSchema.nullable(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const trendSeriesSchema = z.object({
  /** `${subject.key}|${metricCode}` */
  key: z.string(),
  subject: trendSubjectSchema,
  metricCode: z.string(),
  name: z.string().nullable(),
  unit: z.string(),
  kind: aggregationKindSchema,
  /** The figure followed: `value` for a company. */
  figure: z.union([trendFigureSchema, z.literal('value')]),
  points: z.array(trendPointSchema),
  /**
   * First point with a value → last point with a value. A portfolio's or fund's change is like for like: made
   * over only the companies with a value in both periods, `companies` of them (null for a company's own series).
   */
  change: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    absolute: z.number().nullable(),
    relative: z.number().nullable(),
    companies: z.number().int().nullable(),
  }),
});
export type TrendSeries = z.infer<typeof trendSeriesSchema>;

export const trendMetricOptionSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  unit: z.string(),
  kind: aggregationKindSchema,
});
export type TrendMetricOption = z.infer<typeof trendMetricOptionSchema>;

/** GET /api/analysis/trends/{companyId} */
export const analysisTrendsSchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  /** What the caller may chart: the portfolio, its funds and companies (investors) or the company itself. */
  subjects: z.array(trendSubjectSchema),
  /** Metrics with numeric or yes/no values in any of those subjects. */
  metrics: z.array(trendMetricOptionSchema),
  figure: trendFigureSchema,
  /** Every period of the series, oldest first. */
  periods: z.array(z.string()),
  series: z.array(trendSeriesSchema),
});
export type AnalysisTrends = z.infer<typeof analysisTrendsSchema>;

export const TREND_MAX_METRICS = 6;
export const TREND_MAX_SUBJECTS = 8;

const commaList = (max: number, what: string, pattern: RegExp, example: string) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(pattern, { error: `each of ${what} must look like ${example}` }))
        .max(max, { error: `choose at most ${max} ${what}` }),
    );

export const analysisTrendsQuerySchema = z
  .object({
    metrics: commaList(
      TREND_MAX_METRICS,
      'metrics',
      /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/,
      'ghg.scope1',
    ).optional(),
    series: commaList(TREND_MAX_SUBJECTS, 'series', TREND_SUBJECT_PATTERN, 'portfolio:1').optional(),
    figure: trendFigureSchema.optional(),
  })
  .strict();
export type AnalysisTrendsQuery = z.infer<typeof analysisTrendsQuerySchema>;

/**
 * The trends as CSV, one row per series and period (long format, what spreadsheets pivot): subject,
 * metric, unit, figure, period, value, quality, companies, estimated share, data-quality score, how made.
 */
export function trendsCsv(trends: Pick<AnalysisTrends, 'series'>): string {
  const header = [
    'subject',
    'subject_kind',
    'metric_code',
    'metric',
    'unit',
    'figure',
    'period',
    'value',
    'quality',
    'companies',
    'estimated_share',
    'data_quality_score',
    'how_made',
  ];
  const rows = trends.series.flatMap((s) =>
    s.points.map((p) => [
      s.subject.name,
      s.subject.kind,
      s.metricCode,
      s.name ?? s.metricCode,
      s.unit,
      s.figure,
      p.period,
      p.value,
      p.quality,
      p.count,
      p.estimatedShare,
      p.dataQualityScore,
      p.howMade,
    ]),
  );
  // Names come from users (a company named `=cmd|…`): csvRow neutralises formulas (issue 23, finding 4).
  return [header, ...rows].map(csvRow).join('\r\n') + '\r\n';
}
