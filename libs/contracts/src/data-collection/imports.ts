import { z } from 'zod';
import {
  ACTION_PLAN_FILE_EXTENSIONS,
  ACTION_PLAN_FILE_MAX_BYTES,
  ACTION_PLAN_FILES_PER_UPLOAD,
} from '../action-plans';
import { completionSchema } from './responses';
import { currentValueSchema } from './values';

/*
 * The Excel round trip and the Invest Europe long CSV (docs/data-collection.md, "Import").
 */

/** Evidence files follow the platform's attachment policy: the same limits as action-plan files. */
export const EVIDENCE_FILE_MAX_BYTES = ACTION_PLAN_FILE_MAX_BYTES;
export const EVIDENCE_FILES_PER_UPLOAD = ACTION_PLAN_FILES_PER_UPLOAD;
export const EVIDENCE_FILE_EXTENSIONS = ACTION_PLAN_FILE_EXTENSIONS;

/** Imports are refused before parsing past this size. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The columns of the response template's `Values` sheet, in order. */
export const TEMPLATE_COLUMNS = [
  'Code',
  'Section',
  'Metric',
  'Unit',
  'Allowed values',
  'Value',
  'Status',
  'Comment',
] as const;

/** The header of the Invest Europe machine-readable long CSV. */
export const INVEST_EUROPE_CSV_COLUMNS = [
  'COMPOUND_ID',
  'REPORTING_PERIOD',
  'UNIT',
  'VALUE',
  'STATUS',
  'COMMENTS',
] as const;

export const importFormatSchema = z.enum(['template', 'invest-europe-csv']);

/** One row the import refused: where it is, which metric, and why. */
export const rejectedRowSchema = z.object({
  /** Sheet row (1-based, header included) or CSV line. */
  row: z.number().int().positive(),
  metricCode: z.string().nullable(),
  /** The row's own identifier as written (template code or COMPOUND_ID). */
  reference: z.string().nullable(),
  rule: z.string(),
  reason: z.string(),
});
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

/** POST /responses/{id}/import, applied: every row was valid and is now a new version. */
export const importResultSchema = z.object({
  importId: z.string(),
  format: importFormatSchema,
  rowsRead: z.number().int().nonnegative(),
  /** Rows that changed a value (a new version). */
  applied: z.number().int().nonnegative(),
  /** Rows whose value equals the current one, or that were left empty. */
  unchanged: z.number().int().nonnegative(),
  warnings: z.array(
    z.object({ row: z.number().int().positive(), metricCode: z.string(), message: z.string() }),
  ),
  completion: completionSchema,
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The 422 `details` of a refused import: nothing was applied. */
export const importRejectionSchema = z.object({
  format: importFormatSchema.nullable(),
  rowsRead: z.number().int().nonnegative(),
  rejected: z.array(rejectedRowSchema),
});
export type ImportRejection = z.infer<typeof importRejectionSchema>;

/** POST /responses/{id}/values/{metricCode}/evidence answer. */
export const evidenceResultSchema = z.object({ metricCode: z.string(), value: currentValueSchema });
