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
  /** Rows of cells (per site, per pollutant, per country …): the metric's `table` says what a row holds. */
  'table',
]);
export type MetricType = z.infer<typeof metricTypeSchema>;

export const allowedValueSchema = z.object({ value: z.string(), label: z.string() });
export type AllowedValue = z.infer<typeof allowedValueSchema>;

/** The types a table cell may have: any metric type but a table. */
export const tableCellTypeSchema = metricTypeSchema.exclude(['table']);

/** One column of a table metric: a value checked like a metric of its own type. */
export const tableColumnSchema = z.object({
  /** Key of the cell in each row (`address_of_site`). */
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  label: z.string(),
  type: tableCellTypeSchema,
  unit: z.string(),
  acceptedUnits: z.array(z.string()),
  min: z.number().nullable(),
  allowedValues: z.array(allowedValueSchema).nullable(),
  maxLength: z.number().int().positive().nullable(),
  /** The reporting standard's concept the column reports (`vsme:AddressOfSite`), when it has one. */
  concept: z.string().nullable(),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

/**
 * What a table metric's rows hold. Each row is identified by its key: an identifier the company
 * chooses (a site's number) or one of a list (a pollutant, a country, a type of waste), never twice.
 */
export const tableSpecSchema = z.object({
  key: z.object({
    label: z.string(),
    kind: z.enum(['identifier', 'member']),
    /** The members a `member` key chooses from. */
    allowedValues: z.array(allowedValueSchema).nullable(),
    /** The reporting standard's dimension the key is (`vsme:TypeOfPollutantAxis`). */
    concept: z.string().nullable(),
  }),
  columns: z.array(tableColumnSchema).min(1),
  maxRows: z.number().int().positive(),
});
export type TableSpec = z.infer<typeof tableSpecSchema>;

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
  /** A `table` metric's rows (absent for every other type). */
  table: tableSpecSchema.optional(),
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
