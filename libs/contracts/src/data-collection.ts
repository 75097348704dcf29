import { z } from 'zod';
import { displayNameSchema } from './text';

/** Reporting cycles (spec section 9). Quarterly and 6-monthly are not offered to LPs (section 5). */
export const reportingCycleSchema = z.enum(['quarterly', '6-monthly', 'annually']);
export type ReportingCycle = z.infer<typeof reportingCycleSchema>;

export const standardSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  /** False for standards shown but not offered (IMM, spec section 5). */
  selectable: z.boolean(),
});
export type Standard = z.infer<typeof standardSchema>;

/**
 * The standards catalogue (spec section 3: the ids seen). IMM is listed but not selectable (section 5);
 * the spec gives it no id, so it takes 14, after the highest one seen. VSME (EFRAG's standard for SMEs,
 * issue 25) came later and takes 15.
 */
export const STANDARD_CATALOGUE: readonly Standard[] = [
  { id: 1, name: 'ESG', selectable: true },
  { id: 2, name: 'TCFD', selectable: true },
  { id: 4, name: 'PCAF', selectable: true },
  { id: 5, name: 'Pension Fund Reporting', selectable: true },
  { id: 6, name: 'DDM', selectable: true },
  { id: 8, name: 'SFDR', selectable: true },
  { id: 9, name: 'ESG Scorecard', selectable: true },
  { id: 12, name: 'K1 Blended', selectable: true },
  { id: 13, name: 'Invest Europe ESG Reporting', selectable: true },
  { id: 14, name: 'IMM', selectable: false },
  { id: 15, name: 'VSME', selectable: true },
  { id: 16, name: 'EU Taxonomy', selectable: true },
];

export const assignStandardsRequestSchema = z
  .object({
    selectedStandards: z.array(z.number().int().positive()).max(50),
    data_collection_duration: reportingCycleSchema.optional(),
  })
  .strict();
export type AssignStandardsRequest = z.infer<typeof assignStandardsRequestSchema>;

export const updateCompanyRequestSchema = z
  .object({
    data_collection_duration: reportingCycleSchema,
  })
  .strict();
export type UpdateCompanyRequest = z.infer<typeof updateCompanyRequestSchema>;

export const registerCompanyRequestSchema = z
  .object({
    companyName: displayNameSchema(200),
    companyType: z.enum(['gp', 'lp']),
    contactName: displayNameSchema(200),
    email: z.email({ error: 'Enter a valid email address' }).max(320),
  })
  .strict();
export type RegisterCompanyRequest = z.infer<typeof registerCompanyRequestSchema>;

export const optionalIndicatorCountSchema = z.strictObject({
  msg: z.enum(['Sfdr Found', 'Sfdr Not Found']),
  optionalIndicatorCount: z.strictObject({ count: z.number().int().nonnegative() }),
});
export type OptionalIndicatorCount = z.infer<typeof optionalIndicatorCountSchema>;

export const latestPublishedResponseSchema = z.strictObject({
  latestResponse: z
    .strictObject({ year: z.number().int(), data_reporting_cycle: reportingCycleSchema })
    .nullable(),
});
export type LatestPublishedResponse = z.infer<typeof latestPublishedResponseSchema>;

/* ------------------------------------------------------------------------------------------------
 * Responses (the `data` of each call), declared once for data-collection and the SPA.
 * ---------------------------------------------------------------------------------------------- */

const companyTypeName = z.enum(['gp', 'pc', 'lp', 'admin']);

/** A company (spec section 3, Company) as GET company/{id} and the settings calls answer it. */
export const companySchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  type: companyTypeName,
  parent_id: z.number().int().positive().nullable(),
  contact_email: z.string(),
  contract_type: z.string(),
  data_collection_duration: reportingCycleSchema.nullable(),
  auto_mail_flag: z.boolean(),
  report_reminder_flag: z.boolean(),
  auto_highlights_flag: z.boolean(),
  gp_key: z.string().nullable(),
  industry_id: z.number().int().nullable(),
  number_of_pcs: z.number().int().nonnegative(),
  team_members: z.number().int().nonnegative(),
  number_of_contributors: z.number().int().nonnegative(),
  funds_manager: z.boolean(),
  is_action_plan_enabled: z.boolean(),
  /** framework_version: the framework version the company collects data with (docs/data-collection.md). */
  company_standard_assignments: z.array(
    z.strictObject({ standard_id: z.number().int().positive(), framework_version: z.string().optional() }),
  ),
});
export type CompanyView = z.infer<typeof companySchema>;

export const companyDetailSchema = z.strictObject({
  /** parentCompanyFunds: spec 3, the parent's funds that hold this company. */
  company: companySchema.extend({
    parentCompanyFunds: z.array(z.strictObject({ id: z.number().int().positive(), name: z.string() })),
  }),
  parentCompany: companySchema.nullable(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** A row of GET company (admin) and GET company/getChildCompanies/{id}. */
export const companySummarySchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  type: companyTypeName,
  parent_id: z.number().int().positive().nullable(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyStandardAssignmentSchema = z.strictObject({
  standard_id: z.number().int().positive(),
  standard: z.strictObject({ id: z.number().int().positive(), name: z.string() }).nullable(),
});
export type CompanyStandardAssignment = z.infer<typeof companyStandardAssignmentSchema>;

// --- SFDR optional PAI indicators (issue 10): Article 6(1) of Delegated Regulation 2022/1288 asks for at
// least one additional climate indicator (Table 2) and one additional social indicator (Table 3).

export const optionalIndicatorOptionSchema = z.strictObject({
  /** sfdr_pai.json id: T2-1 … T2-22, T3-1 … T3-24. */
  id: z.string(),
  table: z.enum(['Table 2', 'Table 3']),
  category: z.string(),
  indicator: z.string(),
  metric: z.string(),
});
export type OptionalIndicatorOption = z.infer<typeof optionalIndicatorOptionSchema>;

export const optionalIndicatorSelectionSchema = z.strictObject({
  companyId: z.number().int().positive(),
  /** The selected ids, in catalogue order. */
  indicatorIds: z.array(z.string()),
  /** Every indicator that may be selected. */
  options: z.array(optionalIndicatorOptionSchema),
  updatedAt: z.string().nullable(),
  updatedBy: z.number().int().nonnegative().nullable(),
});
export type OptionalIndicatorSelection = z.infer<typeof optionalIndicatorSelectionSchema>;

export const optionalIndicatorSelectionRequestSchema = z.strictObject({
  indicatorIds: z
    .array(z.string().regex(/^T[23]-\d{1,2}$/, { error: 'an optional indicator id looks like T2-4 or T3-9' }))
    .max(60)
    .refine((ids) => ids.some((id) => id.startsWith('T2-')), {
      error: 'Select at least one additional climate and environment indicator (Table 2)',
    })
    .refine((ids) => ids.some((id) => id.startsWith('T3-')), {
      error: 'Select at least one additional social indicator (Table 3)',
    }),
});
export type OptionalIndicatorSelectionRequest = z.infer<typeof optionalIndicatorSelectionRequestSchema>;
