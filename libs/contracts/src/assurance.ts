import { z } from 'zod';
import { positiveIntegerInput } from './api';
import { REQUIRED_MESSAGE } from './auth';
import { PERIOD_PATTERN } from './period';

/*
 * The assurance pack and the auditor role (issue 27, item 6; ADR 0217, docs/assurance.md). The gateway
 * assembles the pack (GET /api/assurance-packs/{scope}/{id}/{period}.zip) from data-collection's records
 * of the scope and period and reporting's PAI statement with its provenance; it also holds the auditors'
 * grants and the log of every request an auditor makes.
 */

/** What a pack or an auditor's grant covers: one company, one fund, or the investor's PAI report. */
export const ASSURANCE_SCOPES = ['company', 'fund', 'report'] as const;
export const assuranceScopeSchema = z.enum(ASSURANCE_SCOPES, {
  error: 'scope must be company, fund or report',
});
export type AssuranceScope = z.infer<typeof assuranceScopeSchema>;

export const assurancePeriodSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(PERIOD_PATTERN, { error: 'period must look like 2025, 2025-H1 or 2025-Q3' });

/** The pack's path: `/api/assurance-packs/{scope}/{id}/{period}.zip`. */
export const assurancePackPath = (scope: AssuranceScope, id: number, period: string): string =>
  `/api/assurance-packs/${scope}/${id}/${period}.zip`;

/** The file name the pack downloads as. */
export const assurancePackFileName = (scope: AssuranceScope, id: number, period: string): string =>
  `assurance-pack-${scope}-${id}-${period}.zip`;

/* ---------------------------------------------------------------------------------------------
 * Auditors (gateway)
 * ------------------------------------------------------------------------------------------- */

const isoDate = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expiresOn must be a date (YYYY-MM-DD)' });

/** POST /api/auditors: the GP's primary user invites an auditor for a scope and period, until a date. */
export const inviteAuditorRequestSchema = z
  .object({
    /** The investor (a GP) whose data the auditor reads. */
    companyId: z.number().int().positive().max(2_147_483_647),
    name: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(200),
    email: z.email({ error: 'Enter a valid email address' }).max(320),
    scope: assuranceScopeSchema,
    /** The company, the fund, or (report) the investor itself. */
    scopeId: z.number().int().positive().max(2_147_483_647),
    period: assurancePeriodSchema,
    /** The last day the auditor may read (UTC); from the day after, every request is refused. */
    expiresOn: isoDate,
  })
  .strict();
export type InviteAuditorRequest = z.infer<typeof inviteAuditorRequestSchema>;

export const auditorGrantSchema = z.object({
  userId: z.number().int().positive(),
  name: z.string(),
  email: z.email(),
  /** invited: the set-password link was not used yet; active: the auditor has signed up. */
  status: z.enum(['invited', 'active']),
  companyId: z.number().int().positive(),
  scope: assuranceScopeSchema,
  scopeId: z.number().int().positive(),
  /** The company's or fund's name, or "<investor>'s PAI report" (as the invitation named it). */
  scopeName: z.string(),
  period: z.string(),
  expiresOn: z.string(),
  /** The end date has passed: every request of the auditor is refused. */
  expired: z.boolean(),
  invitedAt: z.string(),
  invitedBy: z.object({ userId: z.number().int().positive(), name: z.string() }).nullable(),
  /** The pack the auditor may download. */
  packPath: z.string(),
  /** Requests logged so far (each one is in the access log). */
  accessCount: z.number().int().nonnegative(),
});
export type AuditorGrant = z.infer<typeof auditorGrantSchema>;

/** One request of an auditor, as the GP reads it in the access log. */
export const auditorAccessEntrySchema = z.object({
  at: z.string(),
  method: z.string(),
  /** The path asked for, without the query. */
  path: z.string(),
  /** What it was, in words: "Downloaded the assurance pack", "Opened the auditor's page". */
  what: z.string(),
  outcome: z.enum(['allowed', 'refused']),
  /** The HTTP status answered. */
  status: z.number().int(),
  /** Why a request was refused, in words. */
  reason: z.string().nullable(),
});
export type AuditorAccessEntry = z.infer<typeof auditorAccessEntrySchema>;

export const auditorAccessLogSchema = z.object({
  auditor: auditorGrantSchema,
  entries: z.array(auditorAccessEntrySchema),
});
export type AuditorAccessLog = z.infer<typeof auditorAccessLogSchema>;

export const auditorsQuerySchema = z
  .object({ companyId: positiveIntegerInput('companyId').optional() })
  .strict();

/* ---------------------------------------------------------------------------------------------
 * The pack's records (data-collection → gateway)
 * ------------------------------------------------------------------------------------------- */

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A flat row of a pack file: every column a string, number, yes/no or empty. */
export const assuranceRowSchema = z.record(z.string(), cell);
export type AssuranceRow = z.infer<typeof assuranceRowSchema>;

/** `alsoPeriods`: earlier periods whose values the pack's figures read (comma-separated, at most 5). */
export const assuranceRecordsQuerySchema = z
  .object({
    alsoPeriods: z
      .string()
      .regex(/^\d{4}(?:-(?:H[12]|Q[1-4]))?(?:,\d{4}(?:-(?:H[12]|Q[1-4]))?){0,4}$/, {
        error: 'alsoPeriods: up to 5 periods separated by commas (2024,2023)',
      })
      .optional(),
  })
  .strict();
export type AssuranceRecordsQueryParams = z.output<typeof assuranceRecordsQuerySchema>;

/** The periods of `alsoPeriods`, in order. */
export const alsoPeriodsOf = (query: AssuranceRecordsQueryParams): string[] =>
  query.alsoPeriods ? query.alsoPeriods.split(',') : [];

/**
 * GET /api/quality/assurance/{scope}/{id}/{period} (data-collection): every value of the scope's companies
 * in the period with its versions, reviews, overrides, flags and citations; the evidence files; the period's
 * event log. Rows are flat so that the pack writes them as CSV columns as they are.
 */
export const assuranceRecordsSchema = z.object({
  scope: assuranceScopeSchema,
  scopeId: z.number().int().positive(),
  scopeName: z.string(),
  period: z.string(),
  investor: z.object({ id: z.number().int().positive(), name: z.string() }),
  companies: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  funds: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  /** The current value of each metric: the published version, what the figures read. */
  values: z.array(assuranceRowSchema),
  versions: z.array(assuranceRowSchema),
  reviews: z.array(assuranceRowSchema),
  overrides: z.array(assuranceRowSchema),
  flags: z.array(assuranceRowSchema),
  citations: z.array(assuranceRowSchema),
  files: z.array(
    z.object({
      fileId: z.string(),
      name: z.string(),
      /** Where the file lies in the pack (`evidence/<company>/<file name>`), as the citations name it. */
      path: z.string(),
      mediaType: z.string(),
      size: z.number().int().nonnegative(),
      companyId: z.number().int().positive(),
      metricCode: z.string(),
      uploadedAt: z.string(),
    }),
  ),
  auditLog: z.array(assuranceRowSchema),
});
export type AssuranceRecords = z.infer<typeof assuranceRecordsSchema>;
