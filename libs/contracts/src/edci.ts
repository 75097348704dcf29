import { z } from 'zod';
import type { Label } from './labels';

/*
 * HTTP shapes of the EDCI submissions (issue 13, /edci-submissions, docs/edci.md): a GP with a GP key
 * gathers, per year, the EDCI metrics of its portfolio companies from their published values, sees the
 * completeness and validation of each company, flags companies another EDCI member already reports
 * (private credit), exports the submission workbook, and submits (draft → submitted, with history).
 */

export const EDCI_SUBMISSION_STATUSES = ['draft', 'submitted'] as const;
export const edciSubmissionStatusSchema = z.enum(EDCI_SUBMISSION_STATUSES);
export type EdciSubmissionStatus = z.infer<typeof edciSubmissionStatusSchema>;

/** One EDCI metric as the submission reports it, from edci.json and the metric dictionary. */
export const edciMetricSchema = z.object({
  /** The EDCI reference, e.g. `EDCI-GHG-1`. */
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** The unit EDCI reports the metric in (`tCO2e`, `%`, `count`, `Yes/No`, …). */
  unit: z.string(),
  required: z.boolean(),
  definition: z.string(),
  /** How the figure is made from dictionary codes, e.g. `gov.board_members_female ÷ gov.board_members × 100`. */
  formula: z.string(),
  /** The dictionary codes it reads. */
  metricCodes: z.array(z.string()),
});
export type EdciMetric = z.infer<typeof edciMetricSchema>;

export const EDCI_ISSUE_KINDS = [
  'missing',
  'out_of_range',
  'unit',
  'inconsistent',
  'period',
  'no_data',
] as const;
export const edciIssueSchema = z.object({
  /** The EDCI metric it concerns; null for the company as a whole. */
  metricId: z.string().nullable(),
  severity: z.enum(['error', 'warning']),
  kind: z.enum(EDCI_ISSUE_KINDS),
  message: z.string(),
});
export type EdciIssue = z.infer<typeof edciIssueSchema>;

/** A dictionary value a figure was made of: which publication it came from. */
export const edciInputSchema = z.object({
  metricCode: z.string(),
  value: z.union([z.number(), z.boolean(), z.string(), z.array(z.string())]).nullable(),
  unit: z.string(),
  period: z.string(),
  responseId: z.number().int(),
  publishedAt: z.string(),
});
export type EdciInput = z.infer<typeof edciInputSchema>;

export const edciCellSchema = z.object({
  metricId: z.string(),
  /** The EDCI figure: a number in the metric's unit, yes/no, or null when it cannot be made. */
  value: z.union([z.number(), z.boolean()]).nullable(),
  inputs: z.array(edciInputSchema),
});
export type EdciCell = z.infer<typeof edciCellSchema>;

export const edciExclusionSchema = z.object({
  /** The other EDCI member that reports the company (e.g. the private-credit lender). */
  reportedBy: z.string(),
  note: z.string().nullable(),
  by: z.object({ userId: z.number().int(), name: z.string().nullable() }),
  at: z.string(),
});
export type EdciExclusion = z.infer<typeof edciExclusionSchema>;

export const edciCompletenessSchema = z.object({
  requiredAnswered: z.number().int(),
  requiredTotal: z.number().int(),
  optionalAnswered: z.number().int(),
  optionalTotal: z.number().int(),
  /** requiredAnswered ÷ requiredTotal × 100, rounded down to a whole percent. */
  percent: z.number().int(),
});
export type EdciCompleteness = z.infer<typeof edciCompletenessSchema>;

export const EDCI_COMPANY_STATUSES = ['complete', 'incomplete', 'invalid', 'no_data', 'excluded'] as const;
export const edciCompanyStatusSchema = z.enum(EDCI_COMPANY_STATUSES);
export type EdciCompanyStatus = z.infer<typeof edciCompanyStatusSchema>;

export const edciCompanyRowSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  status: edciCompanyStatusSchema,
  /** The period whose published values were read (the year, or the latest sub-period of it). */
  period: z.string().nullable(),
  /** The latest publication read. */
  publishedAt: z.string().nullable(),
  completeness: edciCompletenessSchema,
  issues: z.array(edciIssueSchema),
  cells: z.array(edciCellSchema),
  exclusion: edciExclusionSchema.nullable(),
});
export type EdciCompanyRow = z.infer<typeof edciCompanyRowSchema>;

export const EDCI_HISTORY_ACTIONS = ['created', 'excluded', 'included', 'submitted', 'reopened'] as const;
export const edciHistoryEntrySchema = z.object({
  at: z.string(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  action: z.enum(EDCI_HISTORY_ACTIONS),
  summary: z.string(),
  /** What changed: the companies and figures that differ from the previous submission, a reason. */
  changes: z.array(z.string()),
});
export type EdciHistoryEntry = z.infer<typeof edciHistoryEntrySchema>;

export const edciSubmissionSummarySchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  year: z.number().int(),
  status: edciSubmissionStatusSchema,
  /** Portfolio companies reported (not excluded). */
  included: z.number().int(),
  excluded: z.number().int(),
  complete: z.number().int(),
  /** Companies with an error (a missing required metric, a value out of range, a wrong unit). */
  withErrors: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  version: z.number().int(),
});
export type EdciSubmissionSummary = z.infer<typeof edciSubmissionSummarySchema>;

export const edciSubmissionListSchema = z.object({
  companyId: z.number().int(),
  gpKey: z.string().nullable(),
  submissions: z.array(edciSubmissionSummarySchema),
  /** Years in which the portfolio published values and no submission exists yet. */
  availableYears: z.array(z.number().int()),
  /** Whether the caller may create, flag, submit and reopen. */
  canEdit: z.boolean(),
});
export type EdciSubmissionList = z.infer<typeof edciSubmissionListSchema>;

export const edciSubmissionSchema = edciSubmissionSummarySchema.extend({
  companyName: z.string(),
  gpKey: z.string().nullable(),
  metrics: z.array(edciMetricSchema),
  companies: z.array(edciCompanyRowSchema),
  history: z.array(edciHistoryEntrySchema),
  /** Submitted: the figures are those frozen at submission; draft: read live from the published values. */
  frozen: z.boolean(),
  canEdit: z.boolean(),
  howMade: z.string(),
  /** The reference data the metrics come from (edci.json and the dictionary), with its checksum. */
  reference: z.object({ source: z.string(), version: z.string() }),
});
export type EdciSubmission = z.infer<typeof edciSubmissionSchema>;

/* ------------------------------------------------------------------ requests */

export const createEdciSubmissionRequestSchema = z
  .object({
    year: z
      .number({ error: 'Choose the year to report' })
      .int({ error: 'Choose the year to report' })
      .min(2000, { error: 'The year must be 2000 or later' })
      .max(2100, { error: 'The year must be 2100 or earlier' }),
  })
  .strict();
export type CreateEdciSubmissionRequest = z.infer<typeof createEdciSubmissionRequestSchema>;

export const edciExclusionRequestSchema = z
  .object({
    excluded: z.boolean(),
    reportedBy: z.string().trim().max(200, { error: 'Keep the member name under 200 characters' }).optional(),
    note: z.string().trim().max(500, { error: 'Keep the note under 500 characters' }).nullable().optional(),
  })
  .strict()
  .refine((r) => !r.excluded || (r.reportedBy ?? '').length > 0, {
    path: ['reportedBy'],
    error: 'Name the EDCI member that reports this company',
  });
export type EdciExclusionRequest = z.infer<typeof edciExclusionRequestSchema>;

export const submitEdciSubmissionRequestSchema = z
  .object({ expectedVersion: z.number().int().nonnegative() })
  .strict();
export type SubmitEdciSubmissionRequest = z.infer<typeof submitEdciSubmissionRequestSchema>;

export const reopenEdciSubmissionRequestSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3, { error: 'Say why the submission is reopened' })
      .max(500, { error: 'Keep the reason under 500 characters' }),
  })
  .strict();
export type ReopenEdciSubmissionRequest = z.infer<typeof reopenEdciSubmissionRequestSchema>;

/** The workbook's file name: EDCI-{year}-{GP key}.xlsx. */
export function edciWorkbookFileName(year: number, gpKey: string | null): string {
  const slug = (gpKey ?? 'submission').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `EDCI-${year}-${slug || 'submission'}.xlsx`;
}

export const EDCI_SUBMISSION_STATUS_LABELS: Readonly<Record<EdciSubmissionStatus, Label>> = {
  draft: { label: 'Draft', tone: 'info', description: 'Read live from the published values; not sent yet.' },
  submitted: {
    label: 'Submitted',
    tone: 'success',
    description: 'Frozen as submitted; reopen it to change it.',
  },
};

export const EDCI_COMPANY_STATUS_LABELS: Readonly<Record<EdciCompanyStatus, Label>> = {
  complete: { label: 'Complete', tone: 'success', description: 'Every required EDCI metric is there.' },
  incomplete: {
    label: 'Incomplete',
    tone: 'warning',
    description: 'Some required EDCI metrics are missing.',
  },
  invalid: {
    label: 'Needs checking',
    tone: 'danger',
    description: 'A value is out of range, in another unit or inconsistent.',
  },
  no_data: { label: 'No data', tone: 'danger', description: 'Nothing published for the year.' },
  excluded: { label: 'Excluded', tone: 'neutral', description: 'Reported by another EDCI member.' },
};
