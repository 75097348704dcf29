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

/**
 * `template`: the response template; `invest-europe-csv`: the Invest Europe long CSV;
 * `vsme-digital-template`: EFRAG's VSME Digital Template (1.1.x to 1.3.0), told by its defined names.
 */
export const importFormatSchema = z.enum(['template', 'invest-europe-csv', 'vsme-digital-template']);

/** Where in a workbook a refused or warned value is: the sheet, the cell, and the VSME paragraph asking for it. */
const workbookPlace = {
  sheet: z.string().optional(),
  /** The cell's address, e.g. `E282`. */
  cell: z.string().optional(),
  /** The paragraph of the standard asking for the value, e.g. `B1 §24(e)(iv)`. */
  paragraph: z.string().optional(),
};

/** One row the import refused: where it is, which metric, and why. */
export const rejectedRowSchema = z.object({
  /** Sheet row (1-based, header included) or CSV line. */
  row: z.number().int().positive(),
  metricCode: z.string().nullable(),
  /** The row's own identifier as written (template code, COMPOUND_ID, or the Digital Template's defined name). */
  reference: z.string().nullable(),
  rule: z.string(),
  reason: z.string(),
  ...workbookPlace,
});
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

/** What a VSME Digital Template said about itself, shown with the import's result. */
export const vsmeTemplateSummarySchema = z.object({
  /** The template's version (`template_reporting_template_version`), e.g. `1.3.0`. */
  templateVersion: z.string(),
  /** The taxonomy entry point the template names. */
  taxonomy: z.string(),
  entityName: z.string().nullable(),
  /** The undertaking's identifier and its scheme's URI (LEI, DUNS, EUID, PermID), as the template gives them. */
  entityIdentifier: z.object({ scheme: z.string(), identifier: z.string() }).nullable(),
  currency: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** The template's own validation: the overall status and each section's, as the workbook computed them. */
  validation: z.object({
    overall: z.string().nullable(),
    sections: z.array(z.object({ section: z.string(), status: z.string() })),
  }),
  /** Values read from the workbook's defined names (a table row counts once). */
  valuesRead: z.number().int().nonnegative(),
});
export type VsmeTemplateSummary = z.infer<typeof vsmeTemplateSummarySchema>;

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
    z.object({
      row: z.number().int().positive(),
      metricCode: z.string(),
      message: z.string(),
      ...workbookPlace,
    }),
  ),
  completion: completionSchema,
  /** A VSME Digital Template: its version, entity, period and its own validation status. */
  vsme: vsmeTemplateSummarySchema.optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The 422 `details` of a refused import: nothing was applied. */
export const importRejectionSchema = z.object({
  format: importFormatSchema.nullable(),
  rowsRead: z.number().int().nonnegative(),
  rejected: z.array(rejectedRowSchema),
  vsme: vsmeTemplateSummarySchema.optional(),
});
export type ImportRejection = z.infer<typeof importRejectionSchema>;

/** POST /responses/{id}/values/{metricCode}/evidence answer. */
export const evidenceResultSchema = z.object({ metricCode: z.string(), value: currentValueSchema });
