import { z } from 'zod';

/*
 * EU Taxonomy alignment (issue 26): the stateless calculation (POST /api/calculations/taxonomy) and a fund's
 * alignment from collected data (GET /api/taxonomy/funds/{fundId}/{date}). A company reports with the
 * templates of Delegated Regulation 2021/2178 Annex II (per economic activity: turnover, CapEx and OpEx,
 * eligible and aligned, substantial contribution, do no significant harm, minimum safeguards); the fund's
 * shares are what Annexes II to V of Delegated Regulation 2022/1288 show in their two bar charts (including
 * and excluding sovereign bonds). Money is in EUR, shares are fractions (0.34 = 34 %).
 */

export const TAXONOMY_KPIS = ['turnover', 'capex', 'opex'] as const;
export type TaxonomyKpi = (typeof TAXONOMY_KPIS)[number];
export const TAXONOMY_KPI_LABELS: Readonly<Record<TaxonomyKpi, string>> = {
  turnover: 'Turnover',
  capex: 'CapEx',
  opex: 'OpEx',
};

export const TAXONOMY_OBJECTIVE_IDS = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO'] as const;
export type TaxonomyObjectiveId = (typeof TAXONOMY_OBJECTIVE_IDS)[number];
export const TAXONOMY_OBJECTIVE_LABELS: Readonly<Record<TaxonomyObjectiveId, string>> = {
  CCM: 'Climate change mitigation',
  CCA: 'Climate change adaptation',
  WTR: 'Water and marine resources',
  CE: 'Circular economy',
  PPC: 'Pollution prevention and control',
  BIO: 'Biodiversity and ecosystems',
};

/** `CCM 4.1`: an objective's code and the activity's number in its delegated act. */
export const TAXONOMY_ACTIVITY_PATTERN = /^(CCM|CCA|WTR|CE|PPC|BIO) \d{1,2}\.\d{1,2}$/;

const money = (what: string) =>
  z
    .number({ error: `${what} must be a number (EUR)` })
    .finite({ error: `${what} must be a finite number` })
    .nonnegative({ error: `${what} cannot be negative` });

const amounts = (what: string) =>
  z
    .object({ eligible: money(`${what} eligible`), aligned: money(`${what} aligned`) })
    .strict()
    .refine((a) => a.aligned <= a.eligible, {
      error: `${what}: the aligned amount cannot exceed the eligible amount`,
      path: ['aligned'],
    });

/** Do no significant harm to each of the other objectives (the row's own objective is not asked). */
export const taxonomyDnshSchema = z.union([
  z.boolean(),
  z.object(Object.fromEntries(TAXONOMY_OBJECTIVE_IDS.map((o) => [o, z.boolean().optional()]))).strict(),
]);

export const taxonomyActivityInputSchema = z
  .object({
    /** The Taxonomy activity, `CCM 4.1`; the list of the reference data (GET /api/taxonomy/activities). */
    activity: z.string().regex(TAXONOMY_ACTIVITY_PATTERN, {
      error: 'activity must be a Taxonomy activity such as "CCM 4.1"',
    }),
    /** NACE codes of the activity as the company reports it (template column 2); informative. */
    nace: z.array(z.string().trim().min(1).max(10)).max(20).optional(),
    turnover: amounts('turnover'),
    capex: amounts('capex'),
    opex: amounts('opex'),
    /** The activity meets the technical screening criteria of its objective (template columns 5 to 10). */
    substantialContribution: z.boolean(),
    /** `true`: no significant harm to any other objective; or one answer per objective (columns 11 to 16). */
    dnsh: taxonomyDnshSchema,
  })
  .strict();
export type TaxonomyActivityInput = z.infer<typeof taxonomyActivityInputSchema>;

export const taxonomyQualitySchema = z.enum(['reported', 'estimated', 'audited']);

export const taxonomyCompanyInputSchema = z
  .object({
    companyId: z.union([z.number().int().positive(), z.string().trim().min(1).max(100)]),
    name: z.string().max(200).optional(),
    /** The financial year the disclosure is for. */
    financialYear: z.number().int().min(2000).max(2100).optional(),
    quality: taxonomyQualitySchema.optional(),
    /** The KPIs' denominators: total net turnover, total CapEx, total OpEx (EUR). */
    turnover: money('turnover'),
    capex: money('capex'),
    opex: money('opex'),
    /** The undertaking meets the minimum safeguards of Article 18 of Regulation (EU) 2020/852 (column 17). */
    minimumSafeguards: z.boolean(),
    activities: z.array(taxonomyActivityInputSchema).max(300),
  })
  .strict();
export type TaxonomyCompanyInput = z.infer<typeof taxonomyCompanyInputSchema>;

export const taxonomyPositionSchema = z
  .object({
    /** A company of `companies`; for a sovereign bond or cash any id (or none). */
    companyId: z.union([z.number().int().positive(), z.string().trim().min(1).max(100)]).nullable(),
    value: money('value'),
    /** As the PAI calculation names them; `sovereign-bond` is a sovereign exposure; absent: an investee company. */
    instrument: z.string().min(1).max(50).optional(),
  })
  .strict();

export const taxonomyCalculationRequestSchema = z
  .object({
    /** The reference date (a quarter end, say). */
    date: z.iso.date({ error: 'date must be a date such as 2025-12-31' }),
    /** Current value of all investments of the fund (EUR), cash and sovereigns included. */
    allInvestments: z.number().positive({ error: 'allInvestments must be above 0 (EUR)' }),
    positions: z.array(taxonomyPositionSchema).max(5_000),
    companies: z.array(taxonomyCompanyInputSchema).max(2_000),
  })
  .strict();
export type TaxonomyCalculationRequest = z.infer<typeof taxonomyCalculationRequestSchema>;

/** A share of the fund, counted over all investments and over all investments but sovereign exposures. */
export const taxonomySharePairSchema = z.object({
  including: z.number(),
  /** null when the fund holds nothing but sovereign exposures. */
  excluding: z.number().nullable(),
});
export type TaxonomySharePair = z.infer<typeof taxonomySharePairSchema>;

export const taxonomyKpiResultSchema = z.object({
  kpi: z.enum(TAXONOMY_KPIS),
  aligned: taxonomySharePairSchema,
  eligible: taxonomySharePairSchema,
  byObjective: z.record(z.enum(TAXONOMY_OBJECTIVE_IDS), taxonomySharePairSchema),
  enabling: taxonomySharePairSchema,
  transitional: taxonomySharePairSchema,
  fossilGas: taxonomySharePairSchema,
  nuclear: taxonomySharePairSchema,
  /** Aligned without fossil gas and nuclear (the charts' third bar part). */
  alignedOther: taxonomySharePairSchema,
  /** Σ V_i × aligned share_i (EUR): the numerator. */
  alignedValue: z.number(),
  /** Value of the company investments whose disclosure gives this KPI / value of all company investments. */
  coverage: z.number().nullable(),
  /** Covered value whose disclosure is estimated / covered value. */
  estimatedShare: z.number().nullable(),
});
export type TaxonomyKpiResult = z.infer<typeof taxonomyKpiResultSchema>;

export const taxonomyCompanyResultSchema = z.object({
  companyId: z.union([z.number(), z.string()]),
  name: z.string().nullable(),
  value: z.number(),
  financialYear: z.number().nullable(),
  quality: taxonomyQualitySchema.nullable(),
  /** Per KPI: the company's eligible and aligned share of its own total (null: the KPI cannot be used). */
  shares: z.record(z.enum(TAXONOMY_KPIS), z.object({ eligible: z.number(), aligned: z.number() }).nullable()),
  /** Rows whose aligned amount is not counted, and why. */
  notCounted: z.array(z.object({ activity: z.string(), reason: z.string() })),
});

export const taxonomyExclusionSchema = z.object({
  companyId: z.union([z.number(), z.string()]),
  name: z.string().nullable(),
  value: z.number(),
  code: z.enum(['missing', 'invalid']),
  reason: z.string(),
});

export const taxonomyCalculationResultSchema = z.object({
  date: z.string(),
  allInvestments: z.number(),
  sovereignExposure: z.number(),
  companyInvestments: z.number(),
  kpis: z.record(z.enum(TAXONOMY_KPIS), taxonomyKpiResultSchema),
  included: z.array(taxonomyCompanyResultSchema),
  excluded: z.array(taxonomyExclusionSchema),
  /** How the figures were made, in words. */
  method: z.string(),
  reference: z.object({
    document: z.string(),
    version: z.string(),
    transcribed: z.boolean(),
    verificationStatus: z.string(),
  }),
});
export type TaxonomyCalculationResult = z.infer<typeof taxonomyCalculationResultSchema>;

/** GET /api/taxonomy/funds/{fundId}/{date}: the fund's alignment from the positions and the companies' published disclosures. */
export const taxonomyFundAlignmentSchema = z.object({
  fundId: z.number(),
  fundName: z.string().nullable(),
  /** The date asked for and the positions' date used (the latest set on or before it). */
  date: z.string(),
  positionsDate: z.string().nullable(),
  calculation: taxonomyCalculationResultSchema.nullable(),
  /** Which publication each company's disclosure comes from. */
  sources: z.array(
    z.object({
      companyId: z.number(),
      name: z.string().nullable(),
      year: z.number(),
      responseId: z.number(),
      publishedAt: z.string(),
    }),
  ),
});
export type TaxonomyFundAlignment = z.infer<typeof taxonomyFundAlignmentSchema>;

export const taxonomyActivityListSchema = z.object({
  document: z.string(),
  version: z.string(),
  transcribed: z.boolean(),
  verificationStatus: z.string(),
  activities: z.array(
    z.object({
      id: z.string(),
      objective: z.enum(TAXONOMY_OBJECTIVE_IDS),
      name: z.string(),
      nace: z.array(z.string()),
      type: z.enum(['enabling', 'transitional']).nullable(),
      special: z.enum(['nuclear', 'fossil-gas']).nullable(),
      source: z.string(),
    }),
  ),
});
export type TaxonomyActivityList = z.infer<typeof taxonomyActivityListSchema>;
