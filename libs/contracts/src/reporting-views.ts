import { z } from 'zod';
import { positiveIntegerInput } from './api';
import { aggregationKindSchema, analysisQualitySchema } from './analysis';

/*
 * The reporting views (issue 12, /ddmReporting with its audiences): the published figures of a chosen
 * framework for one audience, as tables and charts, exported to Excel and PDF (docs/analysis.md "Reporting views").
 */

export const reportAudienceSchema = z.enum(['ddm', 'management', 'investors', 'portfolio-companies']);
export type ReportAudience = z.infer<typeof reportAudienceSchema>;

export const frameworkReportQuerySchema = z
  .object({
    audience: reportAudienceSchema.optional(),
    standardId: positiveIntegerInput('standardId').optional(),
    period: z
      .string()
      .regex(/^(\d{4})(?:-(H[12]|Q[1-4]))?$/, { error: 'period must look like 2025, 2025-H1 or 2025-Q3' })
      .optional(),
  })
  .strict();
export type FrameworkReportQuery = z.infer<typeof frameworkReportQuerySchema>;

export const reportColumnSchema = z.object({
  key: z.string(),
  kind: z.enum(['portfolio', 'fund', 'company']),
  id: z.number().int(),
  name: z.string(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.object({
  value: z.unknown(),
  quality: analysisQualitySchema,
  /** Aggregates: companies behind the figure. */
  count: z.number().int().nullable(),
});

export const reportRowSchema = z.object({
  metricCode: z.string(),
  name: z.string().nullable(),
  unit: z.string(),
  kind: aggregationKindSchema,
  cells: z.record(z.string(), reportCellSchema),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** GET /api/analysis/reports/{companyId} */
export const frameworkReportSchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  audience: reportAudienceSchema,
  /** Frameworks with published figures for this audience. */
  standards: z.array(z.object({ id: z.number().int(), name: z.string() })),
  standardId: z.number().int().nullable(),
  periods: z.array(z.string()),
  period: z.string().nullable(),
  columns: z.array(reportColumnSchema),
  sections: z.array(z.object({ title: z.string(), rows: z.array(reportRowSchema) })),
  /** How the figures were made, in words (which publications, which aggregate). */
  howMade: z.string(),
});
export type FrameworkReport = z.infer<typeof frameworkReportSchema>;
