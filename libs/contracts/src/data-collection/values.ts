import { z } from 'zod';
import { MAX_EXCHANGE_RATE } from '../amounts';
import { metricCodeSchema } from './metrics';

/*
 * A value belongs to (company, metric, period) and serves every framework that asks for it. It is
 * never overwritten: each change is a new version with its author, time and reason; one version is
 * current. Values are stored in the metric's canonical unit, with the raw value and unit kept.
 */

export const valueStatusSchema = z.enum(['provided', 'not_applicable', 'not_available']);
export type ValueStatus = z.infer<typeof valueStatusSchema>;

export const valueQualitySchema = z.enum(['reported', 'estimated', 'audited']);
export type ValueQuality = z.infer<typeof valueQualitySchema>;

/** One cell of a table row: a number, a boolean, a text, a date, a list of choices, or none. */
export const tableCellValueSchema = z.union([
  z.number(),
  z.boolean(),
  z.string(),
  z.array(z.string()),
  z.null(),
]);
export type TableCellValue = z.infer<typeof tableCellValueSchema>;

/**
 * One row of a table value: its key (a site's identifier, a pollutant) and its cells by column. A
 * stored (canonical) row has its numbers in the columns' units; the row as entered (`rawValue`) names
 * the unit of each number it gives in `units`.
 */
export const tableRowSchema = z.object({
  key: z.string(),
  cells: z.record(z.string(), tableCellValueSchema),
  units: z.record(z.string(), z.string()).optional(),
});
export type TableRow = z.infer<typeof tableRowSchema>;

/** A stored value: a number, a boolean, a text, a date (YYYY-MM-DD), a list of choices, table rows, or none. */
export const canonicalValueSchema = z.union([
  z.number(),
  z.boolean(),
  z.string(),
  z.array(z.string()),
  z.array(tableRowSchema),
  z.null(),
]);
export type CanonicalValue = z.infer<typeof canonicalValueSchema>;

/** A stored value other than table rows: what read models of single figures keep. */
export type ScalarValue = Exclude<CanonicalValue, TableRow[]>;

export function isTableRows(value: CanonicalValue): value is TableRow[] {
  return Array.isArray(value) && value.some((item) => typeof item === 'object');
}

/** The value as a single figure; table rows (VSME's sites, pollutants …) are not one, so they read as none. */
export function scalarValue(value: CanonicalValue): ScalarValue {
  return isTableRows(value) ? null : value;
}

/**
 * Where a version came from. `calculated` values link to the calculation that produced them (the
 * carbon calculator's `ghg.*` results, say): `calculationId` and `calculationType` name it.
 */
export const valueSourceSchema = z.object({
  kind: z.enum(['entered', 'imported', 'calculated', 'seeded']),
  calculationId: z.string().nullable(),
  calculationType: z.string().nullable(),
  /** The import that wrote it (template or Invest Europe CSV). */
  importId: z.string().nullable(),
});
export type ValueSource = z.infer<typeof valueSourceSchema>;

export const evidenceFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int().nonnegative(),
  uploadedBy: z.number().int().nonnegative(),
  uploadedAt: z.string(),
});
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

export const reviewVerdictSchema = z.enum(['accepted', 'returned']);
export type ReviewVerdict = z.infer<typeof reviewVerdictSchema>;

export const valueReviewSchema = z.object({
  verdict: reviewVerdictSchema,
  comment: z.string().nullable(),
  reviewerId: z.number().int().nonnegative(),
  reviewedAt: z.string(),
  /** The version the verdict was given on; a later version has no verdict yet. */
  valueVersionId: z.string(),
  /**
   * true: accepted by the GP's risk-based pre-approval when the response was handed in, not by a person
   * (ADR 0186); the comment says why.
   */
  automatic: z.boolean().optional(),
});
export type ValueReview = z.infer<typeof valueReviewSchema>;

/** One rule a value breaks (error) or trips (warning): the metric, the rule and its limits. */
export const validationIssueSchema = z.object({
  metricCode: metricCodeSchema,
  rule: z.string(),
  message: z.string(),
  limits: z.record(z.string(), z.unknown()),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const currentValueSchema = z.object({
  valueVersionId: z.string(),
  version: z.number().int().positive(),
  value: canonicalValueSchema,
  unit: z.string(),
  rawValue: z.unknown(),
  rawUnit: z.string().nullable(),
  /** EUR per unit of `rawUnit`, for amounts entered in another currency. */
  exchangeRate: z.number().positive().nullable(),
  status: valueStatusSchema,
  reason: z.string().nullable(),
  quality: valueQualitySchema.nullable(),
  dataQualityScore: z.number().int().min(1).max(5).nullable(),
  comment: z.string().nullable(),
  evidence: z.array(evidenceFileSchema),
  source: valueSourceSchema,
  authorId: z.number().int().nonnegative(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  changeReason: z.string().nullable(),
  /** Warnings (year-on-year change) and whether the author confirmed them. */
  warnings: z.array(validationIssueSchema),
  warningsConfirmed: z.boolean(),
  review: valueReviewSchema.nullable(),
  /**
   * The company declined the datapoint as beyond VSME (the value-chain cap lets an SME refuse what an
   * investor asks beyond VSME): the status is not available and the reason says why.
   */
  declined: z.boolean().optional(),
  /**
   * How many saves this value has had (every version, and every autosave folded into an open draft):
   * the token a save names as `baseRevision` to say which value it started from (ADR 0226).
   * Absent on values stored before it existed: read as `version` then.
   */
  revision: z.number().int().positive().optional(),
  /**
   * Written by an autosave: until the period's data is next submitted, its author's next autosaves
   * through the same response revise this version instead of adding one (ADR 0226).
   */
  draft: z.boolean().optional(),
});
export type CurrentValue = z.infer<typeof currentValueSchema>;

/** PUT /responses/{id}/values/{metricCode} body. */
export const saveValueRequestSchema = z
  .object({
    /** Required when status is `provided`; omitted (or null) otherwise. */
    value: z.unknown().optional(),
    unit: z.string().trim().max(40).optional(),
    status: valueStatusSchema.default('provided'),
    /** Why a value is not applicable or not available (required then). */
    reason: z.string().trim().max(2000).optional(),
    quality: valueQualitySchema.optional(),
    dataQualityScore: z.number().int().min(1).max(5).optional(),
    comment: z.string().trim().max(4000).optional(),
    /** EUR per unit of the given currency, when `unit` is a currency other than EUR. */
    exchangeRate: z
      .number()
      .positive()
      .max(MAX_EXCHANGE_RATE, { error: `exchangeRate must be at most ${MAX_EXCHANGE_RATE}` })
      .optional(),
    /** Why the value changed (kept in the history). */
    changeReason: z.string().trim().max(2000).optional(),
    /** The author saw the warnings (year-on-year change) and confirms the value. */
    confirmWarnings: z.boolean().optional(),
    /**
     * Decline a datapoint the request asks beyond VSME (value-chain cap): with status not_available
     * and the reason; refused for a datapoint VSME asks.
     */
    declined: z.boolean().optional(),
    /**
     * The `revision` of the value the author started from (0: there was no value). When someone saved
     * the value since, the save is refused with 409 VALUE.CONFLICT and their value (ADR 0226); a save
     * of the content already stored is answered as saved whatever it names. Omitted: no check.
     */
    baseRevision: z.number().int().min(0).max(1_000_000_000).optional(),
    /**
     * An autosave of the questionnaire: it revises the author's open draft version (same version
     * number) instead of adding a version per pause in typing; the response's submission closes it.
     */
    draft: z.boolean().optional(),
  })
  .strict();
export type SaveValueRequest = z.infer<typeof saveValueRequestSchema>;

/** PUT answer: the value now current, with the warnings to confirm. */
export const saveValueResultSchema = z.object({
  metricCode: metricCodeSchema,
  value: currentValueSchema,
  warnings: z.array(validationIssueSchema),
  responseStatus: z.string(),
});
export type SaveValueResult = z.infer<typeof saveValueResultSchema>;

/**
 * `details` of 409 VALUE.CONFLICT: someone saved the value since the revision a save started from;
 * `theirs` is the value now stored (its author and time), null when it was taken away.
 */
export const valueConflictSchema = z.object({
  metricCode: metricCodeSchema,
  baseRevision: z.number().int().nonnegative(),
  theirs: currentValueSchema.nullable(),
});
export type ValueConflict = z.infer<typeof valueConflictSchema>;

/** POST /responses/{id}/validate: a dry run of one or more values, nothing is stored. */
export const validateValuesRequestSchema = z
  .object({
    values: z
      .array(saveValueRequestSchema.safeExtend({ metricCode: metricCodeSchema }))
      .min(1)
      .max(1000),
  })
  .strict();
export type ValidateValuesRequest = z.infer<typeof validateValuesRequestSchema>;

export const validationResultSchema = z.object({
  metricCode: metricCodeSchema,
  valid: z.boolean(),
  canonicalValue: canonicalValueSchema,
  unit: z.string(),
  errors: z.array(validationIssueSchema),
  warnings: z.array(validationIssueSchema),
});
export const validateValuesResultSchema = z.array(validationResultSchema);
export type ValidationResult = z.infer<typeof validationResultSchema>;

/** One entry of a value's history: a version (old → new) or a review verdict. */
export const valueHistoryEntrySchema = z.object({
  kind: z.enum(['version', 'review']),
  at: z.string(),
  actorId: z.number().int().nonnegative(),
  actorName: z.string().nullable(),
  valueVersionId: z.string(),
  version: z.number().int().positive(),
  /** For a version: the value before and after; for a review: the reviewed version's value. */
  before: z.object({ value: canonicalValueSchema, unit: z.string(), status: valueStatusSchema }).nullable(),
  after: z.object({
    value: canonicalValueSchema,
    unit: z.string(),
    rawValue: z.unknown(),
    rawUnit: z.string().nullable(),
    status: valueStatusSchema,
    reason: z.string().nullable(),
    quality: valueQualitySchema.nullable(),
    dataQualityScore: z.number().int().nullable(),
    comment: z.string().nullable(),
    evidence: z.array(evidenceFileSchema),
    /** The warnings the version tripped (year-on-year change) and whether its author confirmed them. */
    warnings: z.array(validationIssueSchema),
    warningsConfirmed: z.boolean(),
  }),
  /** Why: the change reason of a version, the comment of a review. */
  why: z.string().nullable(),
  verdict: reviewVerdictSchema.nullable(),
  source: valueSourceSchema,
  /** The response through which the change was made. */
  responseId: z.number().int().positive().nullable(),
  /** That response as people name it: "SFDR 2025". */
  responseName: z.string().nullable(),
  /** For a version: the publications that froze it (through any response of the period). */
  publishedIn: z.array(
    z.object({
      responseId: z.number().int().positive(),
      name: z.string(),
      publicationNumber: z.number().int().positive(),
      publishedAt: z.string(),
    }),
  ),
});
export type ValueHistoryEntry = z.infer<typeof valueHistoryEntrySchema>;
export const valueHistorySchema = z.array(valueHistoryEntrySchema);
