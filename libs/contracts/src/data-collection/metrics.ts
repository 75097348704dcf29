import { z } from 'zod';
import { positiveIntegerInput } from '../api';

/*
 * The metric dictionary (docs/data-collection.md, "Metric dictionary"): one definition per stable
 * code, shared by every framework that asks for it. A value is stored in the metric's canonical unit;
 * the raw value and unit the user gave are kept beside it.
 */

/** A dictionary code: lower-case dotted segments, e.g. `ghg.scope1`, `ie.pc.0_2_1_3`. */
export const METRIC_CODE_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;
export const metricCodeSchema = z
  .string()
  .max(100)
  .regex(METRIC_CODE_PATTERN, { error: 'metricCode must be a dictionary code such as ghg.scope1' });

export const metricTypeSchema = z.enum([
  'number',
  'integer',
  'percent',
  'currency',
  'boolean',
  'choice',
  'multi-choice',
  'text',
  'date',
]);
export type MetricType = z.infer<typeof metricTypeSchema>;

export const allowedValueSchema = z.object({ value: z.string(), label: z.string() });
export type AllowedValue = z.infer<typeof allowedValueSchema>;

/**
 * A rule between metrics of the same company and period. `lte`: left ≤ the sum of right; `gte`:
 * left ≥ the sum of right; `sum_equals`: left = the sum of right within `tolerancePercent`.
 */
export const crossCheckSchema = z.object({
  id: z.string(),
  rule: z.enum(['lte', 'gte', 'sum_equals']),
  left: metricCodeSchema,
  right: z.array(metricCodeSchema).min(1),
  tolerancePercent: z.number().nonnegative(),
  message: z.string(),
});
export type CrossCheck = z.infer<typeof crossCheckSchema>;

export const frameworkReferenceSchema = z.object({
  standardId: z.number().int().positive(),
  frameworkVersion: z.string(),
  /** The framework's own reference of the question, e.g. `0.1.7`, `T1-13`, `EDCI-DIV-1`. */
  ref: z.string().nullable(),
});
export type FrameworkReference = z.infer<typeof frameworkReferenceSchema>;

export const metricDefinitionSchema = z.object({
  code: metricCodeSchema,
  name: z.string(),
  definition: z.string(),
  type: metricTypeSchema,
  /** Canonical unit of stored values ('' for unitless types). */
  unit: z.string(),
  /** Units a value may be entered in (the canonical one first); converted on the server. */
  acceptedUnits: z.array(z.string()),
  min: z.number().nullable(),
  max: z.number().nullable(),
  allowedValues: z.array(allowedValueSchema).nullable(),
  maxLength: z.number().int().positive().nullable(),
  /** Whether a PCAF data-quality score (1 best, 5 worst) is asked with the value. */
  dataQualityScore: z.boolean(),
  /** Whether a change against the previous year beyond the configured percentage is a warning. */
  yearOnYearCheck: z.boolean(),
  helpText: z.string().nullable(),
  /** Calculations and reference frameworks that read this metric (from metrics-core.json). */
  usedBy: z.array(z.string()),
  frameworkRefs: z.array(frameworkReferenceSchema),
  crossChecks: z.array(crossCheckSchema),
  /** Where the definition comes from: `metrics-core`, `product` or an imported workbook. */
  source: z.string(),
});
export type MetricDefinition = z.infer<typeof metricDefinitionSchema>;

export const listMetricsQuerySchema = z
  .object({
    standardId: positiveIntegerInput('standardId').optional(),
    frameworkVersion: z.string().max(40).optional(),
    /** Case-insensitive search in code and name. */
    q: z.string().trim().max(100).optional(),
  })
  .strict();
export type ListMetricsQuery = z.infer<typeof listMetricsQuerySchema>;

/** GET /metrics answer. */
export const metricListSchema = z.array(metricDefinitionSchema);
