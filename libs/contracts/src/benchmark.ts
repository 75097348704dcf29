import { z } from 'zod';
import { positiveIntegerInput } from './api';
import { PERIOD_PATTERN } from './period';

/*
 * HTTP shapes of benchmarking (issue 12, docs/benchmarking.md, ADR 0045): a company's or a portfolio's
 * position against industry peers (NACE, country, size band, under the anonymity rule) and against the
 * rest of its own portfolio, and the map bubble chart of spec 2.10 (Map point of spec 3).
 */

export const benchmarkQuerySchema = z
  .object({
    /** A dictionary code such as ghg.scope1; the company endpoint answers every numeric metric without it. */
    metric: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,120}$/, { error: 'metric must be a metric code such as ghg.scope1' })
      .optional(),
    period: z
      .string()
      .regex(PERIOD_PATTERN, { error: 'period must look like 2025, 2025-H1 or 2025-Q3' })
      .optional(),
    /** Internal benchmarks within one fund of the portfolio instead of the whole portfolio. */
    fundId: positiveIntegerInput('fundId').optional(),
    /** `same`: industry peers of the company's size band only; `any`: every size. */
    size: z.enum(['same', 'any'], { error: 'size must be same or any' }).default('same'),
  })
  .strict();
export type BenchmarkQuery = z.infer<typeof benchmarkQuerySchema>;

export const peerStatisticsSchema = z.object({
  peers: z.number().int(),
  q1: z.number().nullable(),
  median: z.number().nullable(),
  q3: z.number().nullable(),
  mean: z.number().nullable(),
  /** The subject's mid-rank position among the peers, 0–100; null without a subject value. */
  percentile: z.number().nullable(),
});
export type PeerStatisticsView = z.infer<typeof peerStatisticsSchema>;

/** One rung of the widening ladder: the group tried and why it could (not) be shown. */
export const peerStepSchema = z.object({
  label: z.string(),
  passes: z.boolean(),
  companies: z.number().int(),
  investors: z.number().int(),
  maxShare: z.number().nullable(),
  reasons: z.array(z.string()),
});

/** What peer groups are built from: the subject's published profile. */
export const benchmarkProfileSchema = z.object({
  nace: z.string().nullable(),
  section: z.string().nullable(),
  sectionLabel: z.string().nullable(),
  country: z.string().nullable(),
  countryName: z.string().nullable(),
  region: z.string().nullable(),
  regionName: z.string().nullable(),
  fte: z.number().nullable(),
  sizeBand: z.string().nullable(),
  revenue: z.number().nullable(),
});
export type BenchmarkProfile = z.infer<typeof benchmarkProfileSchema>;

export const industryBenchmarkSchema = z.object({
  /** The group whose statistics are shown; null when even everyone fails the anonymity rule. */
  label: z.string().nullable(),
  widened: z.boolean(),
  steps: z.array(peerStepSchema),
  statistics: peerStatisticsSchema.nullable(),
});
export type IndustryBenchmark = z.infer<typeof industryBenchmarkSchema>;

export const internalBenchmarkSchema = z.object({
  scope: z.enum(['portfolio', 'fund']),
  scopeId: z.number().int(),
  scopeName: z.string().nullable(),
  statistics: peerStatisticsSchema,
  /** The investor's own companies and values the statistics are made of (the subject excluded). */
  peers: z.array(z.object({ companyId: z.number().int(), name: z.string().nullable(), value: z.number() })),
});
export type InternalBenchmark = z.infer<typeof internalBenchmarkSchema>;

export const benchmarkMetricSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  unit: z.string(),
});
export type BenchmarkMetric = z.infer<typeof benchmarkMetricSchema>;

/** Spec 3 Map point (name, sector, revenue, location, z) with where it is drawn. */
export const mapPointSchema = z.object({
  key: z.string(),
  kind: z.enum(['mine', 'benchmark']),
  name: z.string(),
  sector: z.string().nullable(),
  /** EUR; the median of the group for a benchmark point. */
  revenue: z.number().nullable(),
  location: z.string().nullable(),
  /** The chosen metric's value (a benchmark point: the median of its group). */
  z: z.number().nullable(),
  lat: z.number(),
  lon: z.number(),
  companyId: z.number().int().nullable(),
  /** Companies behind the point (1 for one of mine). */
  companies: z.number().int(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const benchmarkMapSchema = z.object({
  points: z.array(mapPointSchema),
  /** Why some companies are not drawn (no known country, a country group too small to be anonymous). */
  notes: z.array(z.string()),
});
export type BenchmarkMap = z.infer<typeof benchmarkMapSchema>;

export const benchmarkRowSchema = z.object({
  metricCode: z.string(),
  name: z.string().nullable(),
  unit: z.string(),
  value: z.number().nullable(),
  quality: z.enum(['reported', 'estimated', 'audited']).nullable(),
  industry: industryBenchmarkSchema,
  internal: internalBenchmarkSchema.nullable(),
});
export type BenchmarkRow = z.infer<typeof benchmarkRowSchema>;

const formulasSchema = z.record(z.string(), z.string());

/** GET /api/analysis/companies/{companyId}/benchmark */
export const companyBenchmarkSchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  periods: z.array(z.string()),
  period: z.string().nullable(),
  size: z.enum(['same', 'any']),
  profile: benchmarkProfileSchema,
  rows: z.array(benchmarkRowSchema),
  /** Why internal benchmarks are not answered (null when they are). */
  internalNote: z.string().nullable(),
  /** With one metric asked: the company and the anonymous groups of benchmark companies. */
  map: benchmarkMapSchema.nullable(),
  formulas: formulasSchema,
  referenceData: z.array(z.string()),
});
export type CompanyBenchmark = z.infer<typeof companyBenchmarkSchema>;

export const portfolioBenchmarkCompanySchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  value: z.number().nullable(),
  quality: z.enum(['reported', 'estimated', 'audited']).nullable(),
  profile: benchmarkProfileSchema,
  /** Position among the rest of the portfolio (or fund). */
  internalPercentile: z.number().nullable(),
  industry: industryBenchmarkSchema,
});
export type PortfolioBenchmarkCompany = z.infer<typeof portfolioBenchmarkCompanySchema>;

/** GET /api/analysis/portfolios/{companyId}/benchmark */
export const portfolioBenchmarkSchema = z.object({
  companyId: z.number().int(),
  scope: z.enum(['portfolio', 'fund']),
  scopeId: z.number().int(),
  scopeName: z.string().nullable(),
  funds: z.array(z.object({ fundId: z.number().int(), name: z.string() })),
  periods: z.array(z.string()),
  period: z.string().nullable(),
  /** Why the page opened on this period when none was asked for (null when one was). */
  periodNote: z.string().nullable(),
  size: z.enum(['same', 'any']),
  /** Numeric metrics the portfolio published in the period. */
  metrics: z.array(benchmarkMetricSchema),
  metric: benchmarkMetricSchema.nullable(),
  /** The distribution of the portfolio's own values (no subject: percentile null). */
  portfolio: peerStatisticsSchema.nullable(),
  companies: z.array(portfolioBenchmarkCompanySchema),
  map: benchmarkMapSchema,
  formulas: formulasSchema,
  referenceData: z.array(z.string()),
});
export type PortfolioBenchmark = z.infer<typeof portfolioBenchmarkSchema>;
