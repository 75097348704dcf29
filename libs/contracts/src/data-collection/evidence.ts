import { z } from 'zod';
import { metricCodeSchema } from './metrics';
import { periodSchema } from '../period';

/*
 * Evidence per value with a place in the document (issue 27 item 3, ADR 0185): a file already attached to a
 * value of a company's period (POST /responses/{id}/values/{metricCode}/evidence) is cited for one or more
 * values of that period at a page (a PDF), a cell (a workbook) or as a whole (an image), with the words the
 * value was read from. One document can back many values; a citation is not a new version of the value.
 */

/** How a document is shown: a PDF opens at its page, a workbook names its cell, an image is shown whole. */
export const evidenceKindSchema = z.enum(['pdf', 'spreadsheet', 'image', 'document']);
export type EvidenceKind = z.infer<typeof evidenceKindSchema>;

const SPREADSHEET_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
]);

/** The kind of an evidence file, from the media type its content was checked as. */
export function evidenceKindOf(mediaType: string): EvidenceKind {
  const type = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (SPREADSHEET_TYPES.has(type)) return 'spreadsheet';
  if (type.startsWith('image/')) return 'image';
  return 'document';
}

/** A cell of a workbook: `B12`, or with its sheet `Emissions!B12` / `'Site data'!B12`. */
export const CELL_REFERENCE_PATTERN =
  /^(?:(?:'[^'!]{1,100}'|[^'!\s]{1,100})!)?\$?[A-Za-z]{1,3}\$?[1-9]\d{0,6}$/;

/** POST /responses/{id}/values/{metricCode}/citations. */
export const citeEvidenceRequestSchema = z
  .object({
    /** An evidence file of the same company and period. */
    fileId: z.string().trim().min(1, { error: 'fileId: choose a document' }).max(100),
    /** The page of a PDF the value is read from (1 is the first page). */
    page: z
      .number({ error: 'page: give the page as a whole number' })
      .int({ error: 'page: give the page as a whole number' })
      .min(1, { error: 'page: the first page is 1' })
      .max(100_000)
      .optional(),
    /** The cell of a workbook the value is read from. */
    cell: z
      .string()
      .trim()
      .regex(CELL_REFERENCE_PATTERN, { error: 'cell: give a cell such as B12 or Emissions!B12' })
      .optional(),
    /** The words (or the figure) the value is read from, as they stand in the document. */
    quote: z.string().trim().max(2000).optional(),
  })
  .strict();
export type CiteEvidenceRequest = z.infer<typeof citeEvidenceRequestSchema>;

/** One document backing one value: where in it, and who said so. */
export const evidenceCitationSchema = z.object({
  /** Null: a file attached to the value without a place in it. */
  citationId: z.string().nullable(),
  fileId: z.string(),
  fileName: z.string(),
  mediaType: z.string(),
  kind: evidenceKindSchema,
  /** The response the file was attached through (download it with GET /responses/{responseId}/evidence/{fileId}). */
  responseId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  period: periodSchema,
  metricCode: metricCodeSchema,
  page: z.number().int().positive().nullable(),
  cell: z.string().nullable(),
  quote: z.string().nullable(),
  byId: z.number().int().nonnegative(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type EvidenceCitation = z.infer<typeof evidenceCitationSchema>;

/** GET /responses/{id}/citations: every value's documents of the response's company and period. */
export const responseCitationsSchema = z.object({
  responseId: z.number().int().positive(),
  /** The documents attached in this company's period, any of which may back a value. */
  files: z.array(
    z.object({
      fileId: z.string(),
      fileName: z.string(),
      mediaType: z.string(),
      kind: evidenceKindSchema,
      responseId: z.number().int().positive(),
    }),
  ),
  citations: z.array(evidenceCitationSchema),
});
export type ResponseCitations = z.infer<typeof responseCitationsSchema>;

/** A value an evidence document backs (ADR 0214): a citation at a page or cell, or an investor's override naming it. */
export const evidenceBackingSchema = z.object({
  kind: z.enum(['citation', 'override']),
  metricCode: metricCodeSchema,
  /** The metric's name in words. */
  metricName: z.string(),
  page: z.number().int().positive().nullable(),
  cell: z.string().nullable(),
  /** The citation that goes with the document; null for an override. */
  citationId: z.string().nullable(),
});
export type EvidenceBacking = z.infer<typeof evidenceBackingSchema>;

/**
 * DELETE /responses/{id}/evidence/{fileId}: the document removed and the values it backed, which keep their
 * values and lose only this evidence. Refused (409) with `details.backs` while values rely on it, unless the
 * request says `citations=remove`.
 */
export const removedEvidenceSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  backed: z.array(evidenceBackingSchema),
});
export type RemovedEvidence = z.infer<typeof removedEvidenceSchema>;
