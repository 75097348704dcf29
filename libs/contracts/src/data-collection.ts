import { z } from 'zod';

/** Reporting cycles (spec section 9). Quarterly and 6-monthly are not offered to LPs (section 5). */
export const reportingCycleSchema = z.enum(['quarterly', '6-monthly', 'annually']);
export type ReportingCycle = z.infer<typeof reportingCycleSchema>;

export const standardSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** False for standards shown but not offered (IMM, spec section 5). */
  selectable: z.boolean(),
});
export type Standard = z.infer<typeof standardSchema>;

/**
 * The standards catalogue (spec section 3: the ids seen). IMM is listed but not selectable (section 5);
 * the spec gives it no id, so it takes 14, after the highest one seen.
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
    companyName: z.string().trim().min(1, { error: 'This field is required' }).max(200),
    companyType: z.enum(['gp', 'lp']),
    contactName: z.string().trim().min(1, { error: 'This field is required' }).max(200),
    email: z.email({ error: 'Enter a valid email address' }),
  })
  .strict();
export type RegisterCompanyRequest = z.infer<typeof registerCompanyRequestSchema>;

export const optionalIndicatorCountSchema = z.object({
  msg: z.enum(['Sfdr Found', 'Sfdr Not Found']),
  optionalIndicatorCount: z.object({ count: z.number().int().nonnegative() }),
});
export type OptionalIndicatorCount = z.infer<typeof optionalIndicatorCountSchema>;

export const latestPublishedResponseSchema = z.object({
  latestResponse: z.object({ year: z.number().int(), data_reporting_cycle: reportingCycleSchema }).nullable(),
});
export type LatestPublishedResponse = z.infer<typeof latestPublishedResponseSchema>;
