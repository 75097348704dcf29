import { z } from 'zod';
import { positiveIntegerInput } from './api';
import { companyContactSchema } from './access-manager';
import { frameworkModuleSchema } from './data-collection/frameworks';
import { responseStatusSchema } from './data-collection/responses';
import { periodSchema } from './period';

/*
 * Monitoring of portfolio companies (issue 9; /view-childs-data, /dataCollectionReporting,
 * /portfolio-companies, /investor, /management): per portfolio company, standard and period the
 * status of its response, read from data-collection's responses (docs/portfolio.md, "Monitoring").
 */

/** A response's status, or `not_requested` where no response exists for the standard and period. */
export const monitoringStatusSchema = z.enum(['not_requested', ...responseStatusSchema.options]);
export type MonitoringStatus = z.infer<typeof monitoringStatusSchema>;

const id = z.number().int().positive();
const isoDay = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** GET /monitoring: the portfolio of `companyId` (a GP, or an LP for the GPs it invited). */
export const monitoringQuerySchema = z
  .object({
    companyId: positiveIntegerInput('companyId'),
    fundId: positiveIntegerInput('fundId').optional(),
    standardId: positiveIntegerInput('standardId').optional(),
    period: periodSchema.optional(),
    status: monitoringStatusSchema.optional(),
    overdue: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type MonitoringQuery = z.infer<typeof monitoringQuerySchema>;

export const monitoringRowSchema = z.strictObject({
  company: z.strictObject({ id, name: z.string(), type: z.enum(['gp', 'pc', 'lp', 'admin']) }),
  /** The monitoring company's funds holding the company. */
  funds: z.array(z.strictObject({ id, name: z.string() })),
  /** Who to contact: the company's contact e-mail and its user, if there is one yet. */
  contact: companyContactSchema,
  standardId: id,
  standardName: z.string(),
  period: periodSchema,
  responseId: id.nullable(),
  status: monitoringStatusSchema,
  /** Answered share of the required metrics, 0–100; null when not requested. */
  completion: z.number().int().min(0).max(100).nullable(),
  dueDate: z.string().nullable(),
  /** Days past the due date while the company still owes the data (0 when not overdue). */
  overdueDays: z.number().int().nonnegative(),
  lastActivityAt: z.string().nullable(),
  /** The last reminder sent for the response, by hand or automatically. */
  lastReminderAt: z.string().nullable(),
});
export type MonitoringRow = z.infer<typeof monitoringRowSchema>;

export const monitoringOverviewSchema = z.strictObject({
  companyId: id,
  /** The day the overdue days are counted on (the service's clock). */
  today: z.string(),
  /** The period a not-yet-requested row is shown for when no period is chosen: the last one ended. */
  currentPeriod: periodSchema.nullable(),
  /** Filter choices: every fund of the company, the standards it reports, the periods seen. */
  funds: z.array(z.strictObject({ id, name: z.string() })),
  /** With the optional modules a request may include (VSME's Comprehensive Module). */
  standards: z.array(z.strictObject({ id, name: z.string(), modules: z.array(frameworkModuleSchema) })),
  periods: z.array(periodSchema),
  rows: z.array(monitoringRowSchema),
});
export type MonitoringOverview = z.infer<typeof monitoringOverviewSchema>;

/** POST /monitoring/requests: ask many companies for one standard and period at once. */
export const monitoringRequestSchema = z
  .object({
    companyIds: z.array(id).min(1, { error: 'choose at least one company' }).max(200),
    standardId: id,
    period: periodSchema,
    dueDate: isoDay,
    /** Optional modules of the framework to include (VSME: `comprehensive`). */
    modules: z.array(z.string().min(1).max(40)).max(10).optional(),
  })
  .strict();
export type MonitoringRequest = z.infer<typeof monitoringRequestSchema>;

/** One company's outcome: each is decided alone, so one refusal does not stop the others. */
export const monitoringRequestOutcomeSchema = z.strictObject({
  companyId: id,
  companyName: z.string().nullable(),
  outcome: z.enum(['requested', 'already_requested', 'refused']),
  responseId: id.nullable(),
  /** Why it was refused, or which response already exists. */
  message: z.string().nullable(),
});
export type MonitoringRequestOutcome = z.infer<typeof monitoringRequestOutcomeSchema>;

/** POST /monitoring/reminders: remind the companies of these responses now. */
export const sendRemindersRequestSchema = z
  .object({
    responseIds: z.array(id).min(1, { error: 'choose at least one response' }).max(200),
    message: z.string().trim().max(1000).optional(),
  })
  .strict();
export type SendRemindersRequest = z.infer<typeof sendRemindersRequestSchema>;

export const reminderOutcomeSchema = z.strictObject({
  responseId: id,
  outcome: z.enum(['sent', 'refused']),
  /** How many users the reminder went to. */
  recipients: z.number().int().nonnegative(),
  message: z.string().nullable(),
});
export type ReminderOutcome = z.infer<typeof reminderOutcomeSchema>;

/** Why a reminder goes out (its key makes it once only). */
export const reminderReasonSchema = z.enum(['manual', 'before_due', 'after_due']);
export type ReminderReason = z.infer<typeof reminderReasonSchema>;

/* ---------------------------------------------------------------------------------------------
 * /investor and /management (data-collection)
 * ------------------------------------------------------------------------------------------- */

/** A related company's reporting status for one standard and period: a monitoring row without the company. */
export const companyReportingSchema = monitoringRowSchema.omit({ company: true, funds: true, contact: true });
export type CompanyReporting = z.infer<typeof companyReportingSchema>;

/**
 * A company related to another through the hierarchy (parent, child) or through funds (an LP's fund
 * invests in a GP's fund; a GP's fund holds a portfolio company), with its reporting status as the
 * monitoring read model gives it: for a managed company, as the manager monitors it; for an investor,
 * the company's own status as that investor monitors it. Newest period first.
 */
export const relatedCompanySchema = z.strictObject({
  company: z.strictObject({ id, name: z.string(), type: z.enum(['gp', 'pc', 'lp', 'admin']) }),
  relations: z.array(z.enum(['parent', 'child', 'fund'])),
  /** The funds that make the relation (the GP's funds an LP invests in, the funds holding a company). */
  funds: z.array(z.strictObject({ id, name: z.string() })),
  contact: companyContactSchema,
  reporting: z.array(companyReportingSchema),
});
export type RelatedCompany = z.infer<typeof relatedCompanySchema>;
