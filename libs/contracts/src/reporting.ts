import { z } from 'zod';
import { positiveIntegerInput } from './api';
import { PERIOD_PATTERN } from './period';

/*
 * HTTP shapes of the reporting service: the stateless PAI calculation (POST /api/calculations/pai) and the
 * PAI report texts (GET/PUT /api/pai/reports/{companyId}/{year}/texts…). Money is in EUR, metric values in
 * the canonical unit of their code (libs/reference-data/files/metrics-core.json).
 */

/** A company, investee country or real-estate asset id: the data-collection id, or any string id. */
export const paiEntityIdSchema = z.union([
  z.number().int().positive(),
  z.string().trim().min(1, 'must not be empty').max(100),
]);

export const paiQualitySchema = z.enum(['reported', 'estimated', 'audited']);
export type PaiQualityValue = z.infer<typeof paiQualitySchema>;

const scalar = z.union([z.number(), z.boolean(), z.string().max(200)]);

/** A slowly changing fact taken from an earlier period than the company's other data (ADR 0095). */
export const paiCarriedFromSchema = z
  .object({
    /** The reporting period the value was published for: 2024, 2024-H2, 2024-Q4. */
    period: z.string().regex(PERIOD_PATTERN, 'must be a period such as 2024, 2024-H2 or 2024-Q4'),
    /** Fiscal years between that period and the company's other data. */
    ageYears: z.number().int().min(0).max(100),
  })
  .strict();

/**
 * A GP's override of a company's published value (ADR 0181, 0182): the figure used the investor's value;
 * the company's original, who overrode it, when and why travel with it into the figure's provenance.
 */
export const paiOverrideSchema = z.object({
  /** What the company published (null: it answered "not available"). */
  original: z.object({ value: scalar.nullable(), unit: z.string(), versionId: z.string().nullable() }),
  reason: z.string(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type PaiOverride = z.infer<typeof paiOverrideSchema>;

export const paiMetricValueSchema = z.union([
  scalar,
  z
    .object({
      value: scalar,
      quality: paiQualitySchema.optional(),
      /** The data-collection value version, kept in the figure's provenance. */
      versionId: z.string().min(1).max(100).optional(),
      /** Marks a fact carried from an earlier period: shown in the figure's provenance and explanation. */
      carriedFrom: paiCarriedFromSchema.optional(),
    })
    .strict(),
]);

const eur = (what: string) => z.number({ error: `${what} must be a number (EUR)` });

export const paiPositionSchema = z
  .object({
    companyId: paiEntityIdSchema,
    value: eur('value'),
    /** listed-equity, unlisted-equity, corporate-bond, business-loan, project-finance, sovereign-bond, real-estate, commercial-real-estate, mortgage, cash, derivative, fund-units. Absent: an investee company. */
    instrument: z.string().min(1).max(50).optional(),
    /** For bonds: issued under the EU Green Bond Standard (PAI T2-16, T2-17). */
    euGreenBond: z.boolean().optional(),
  })
  .strict();

export const paiQuarterSchema = z
  .object({
    /** Quarter end, YYYY-MM-DD. */
    date: z.string(),
    /** Current value of all investments: cash, sovereigns, derivatives and everything else included. */
    allInvestments: eur('allInvestments'),
    positions: z.array(paiPositionSchema).max(20_000),
  })
  .strict();

export const paiCalculationRequestSchema = z
  .object({
    quarters: z.array(paiQuarterSchema).min(1, 'at least one quarter is needed').max(4),
    companies: z
      .array(
        z
          .object({
            id: paiEntityIdSchema,
            values: z.record(z.string().min(1).max(100), paiMetricValueSchema.nullable()),
          })
          .strict(),
      )
      .max(20_000),
    /** sfdr_pai.json ids (T1-1a, T1-6-C, …) or rows (T1-1, T1-6); absent: every indicator. */
    indicators: z.array(z.string().min(1).max(20)).max(200).optional(),
    /** Adds each figure's provenance (every position's inputs and term). */
    provenance: z.boolean().optional(),
  })
  .strict();
export type PaiCalculationRequest = z.infer<typeof paiCalculationRequestSchema>;

export const paiExclusionSchema = z.object({
  companyId: paiEntityIdSchema,
  code: z.enum(['missing', 'invalid', 'not-applicable', 'unclassified']),
  reason: z.string(),
  metrics: z.array(z.string()),
  quarters: z.array(z.string()).readonly(),
});

export const paiReferenceVersionSchema = z.object({
  file: z.literal('sfdr_pai.json'),
  document: z.string(),
  celex: z.string(),
  sha256: z.string(),
});

export const paiProvenanceSchema = z.object({
  formula: z.object({ id: z.string(), text: z.string(), source: z.string() }),
  reference: paiReferenceVersionSchema,
  averaging: z.string(),
  computedAt: z.string(),
  quarters: z.array(
    z.object({
      date: z.string(),
      allInvestments: z.number(),
      relevantValue: z.number(),
      coveredValue: z.number(),
      numerator: z.number(),
      denominator: z.number().nullable(),
      value: z.number().nullable(),
      contributions: z.array(
        z.object({
          companyId: paiEntityIdSchema,
          position: z.object({
            date: z.string(),
            value: z.number(),
            instrument: z.string().nullable(),
            euGreenBond: z.boolean().nullable(),
          }),
          inputs: z.array(
            z.object({
              metric: z.string(),
              value: scalar,
              unit: z.string(),
              quality: paiQualitySchema.nullable(),
              versionId: z.string().nullable(),
              /** Set when the input is a fact carried from an earlier period (ADR 0095). */
              carriedFrom: paiCarriedFromSchema.optional(),
              /** Set when the investor overrode the company's value: the figure used the override. */
              override: paiOverrideSchema.optional(),
            }),
          ),
          divisor: z.number(),
          factor: z.number(),
          term: z.number(),
        }),
      ),
    }),
  ),
});

export const paiIndicatorResultSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  table: z.enum(['Table 1', 'Table 2', 'Table 3']),
  assetClass: z.enum(['company', 'sovereign', 'real-estate']),
  indicator: z.string(),
  metric: z.string(),
  label: z.string().nullable(),
  unit: z.string(),
  method: z.string(),
  formulaId: z.string(),
  supplementary: z.boolean(),
  /** The reference-period figure: the average of the quarterly figures. */
  value: z.number().nullable(),
  /** Share 0–1 of the relevant investments (by value) with usable data. */
  coverage: z.number().nullable(),
  /** Share 0–1 of the covered value based on estimates. */
  estimatedShare: z.number().nullable(),
  eligibleShare: z.number(),
  quarters: z.array(
    z.object({
      date: z.string(),
      value: z.number().nullable(),
      coverage: z.number().nullable(),
      estimatedShare: z.number().nullable(),
      eligibleShare: z.number(),
      allInvestments: z.number(),
      relevantValue: z.number(),
      coveredValue: z.number(),
      numerator: z.number(),
      denominator: z.number().nullable(),
    }),
  ),
  included: z.array(
    z.object({
      companyId: paiEntityIdSchema,
      estimated: z.boolean(),
      quarters: z.array(z.string()).readonly(),
      /** The figure's inputs carried from an earlier period for this company (ADR 0095); absent: none. */
      carried: z.array(paiCarriedFromSchema.extend({ metric: z.string() })).optional(),
      /** The figure's inputs of this company the investor overrode (ADR 0182); absent: none. */
      overridden: z.array(paiOverrideSchema.extend({ metric: z.string() })).optional(),
    }),
  ),
  excluded: z.array(paiExclusionSchema),
  provenance: paiProvenanceSchema.optional(),
});
export type PaiIndicatorResultBody = z.infer<typeof paiIndicatorResultSchema>;

export const paiCalculationResponseSchema = z.object({
  reference: paiReferenceVersionSchema,
  computedAt: z.string(),
  indicators: z.array(paiIndicatorResultSchema),
});
export type PaiCalculationResponse = z.infer<typeof paiCalculationResponseSchema>;

// --- PAI report texts

export const PAI_TEXT_MAX_LENGTH = 10_000;

export const paiTextFieldSchema = z.enum(['explanation', 'actions']);
export type PaiTextField = z.infer<typeof paiTextFieldSchema>;

/** The report a text belongs to: the GP entity (`companyId`), or one of its funds (`fundId`). */
export const paiReportScopeQuerySchema = z
  .object({
    fundId: positiveIntegerInput('fundId').optional(),
  })
  .strict();
export type PaiReportScopeQuery = z.infer<typeof paiReportScopeQuerySchema>;

export const paiTextUpdateRequestSchema = z
  .object({
    /** The Explanation column. */
    explanation: z.string().max(PAI_TEXT_MAX_LENGTH).optional(),
    /** The "Actions taken, and actions planned and targets set for the next reference period" column. */
    actions: z.string().max(PAI_TEXT_MAX_LENGTH).optional(),
    /** The version the editor started from; a newer saved version is a 409 instead of a silent overwrite. */
    expectedVersion: z.number().int().nonnegative().optional(),
  })
  .strict()
  .refine((body) => body.explanation !== undefined || body.actions !== undefined, {
    message: 'give explanation, actions or both',
  });
export type PaiTextUpdateRequest = z.infer<typeof paiTextUpdateRequestSchema>;

const textChange = z.object({ before: z.string(), after: z.string() });

export const paiTextChangesSchema = z.object({
  explanation: textChange.optional(),
  actions: textChange.optional(),
});

export const paiTextHistoryEntrySchema = z.object({
  version: z.number().int().positive(),
  changedAt: z.string(),
  changedBy: z.number().int().positive(),
  changes: paiTextChangesSchema,
});
export type PaiTextHistoryEntry = z.infer<typeof paiTextHistoryEntrySchema>;

export const paiTextSchema = z.object({
  indicatorId: z.string(),
  explanation: z.string(),
  actions: z.string(),
  version: z.number().int().positive(),
  updatedAt: z.string(),
  updatedBy: z.number().int().positive(),
  /** Oldest first. */
  history: z.array(paiTextHistoryEntrySchema),
});
export type PaiText = z.infer<typeof paiTextSchema>;

export const paiTextsResponseSchema = z.object({
  companyId: z.number().int().positive(),
  fundId: z.number().int().positive().nullable(),
  year: z.number().int(),
  texts: z.array(paiTextSchema),
});
export type PaiTextsResponse = z.infer<typeof paiTextsResponseSchema>;

// --- PAI statements of the read model (GET /api/pai/funds/{fundId}/{year}, /api/pai/entities/{companyId}/{year})

const paiSourcePublicationSchema = z.object({
  responseId: z.number().int().positive(),
  standardId: z.number().int().positive(),
  period: z.string(),
  publicationNumber: z.number().int().positive(),
  publishedAt: z.string(),
});

export const paiStatementSourceSchema = z.object({
  companyId: z.number().int().positive(),
  /** The year of the data used: the reference year, or the latest earlier one the company has published. */
  dataYear: z.number().int(),
  publications: z.array(paiSourcePublicationSchema),
  /** Slowly changing facts taken from an earlier period (the as-of rule, ADR 0095), with their publication. */
  carried: z
    .array(
      z.object({
        metricCode: z.string(),
        period: z.string(),
        ageYears: z.number().int(),
        publication: paiSourcePublicationSchema,
      }),
    )
    .optional(),
  /** Slowly changing facts the data year lacks that no earlier value could fill, and why. */
  notCarried: z.array(z.object({ metricCode: z.string(), reason: z.string() })).optional(),
});
export type PaiStatementSource = z.infer<typeof paiStatementSourceSchema>;

export const paiStatementSchema = z.object({
  scope: z.enum(['fund', 'entity']),
  /** The GP. */
  companyId: z.number().int().positive(),
  /** null for the entity (all funds of the GP). */
  fundId: z.number().int().positive().nullable(),
  year: z.number().int(),
  funds: z.array(z.object({ fundId: z.number().int().positive(), name: z.string().nullable() })),
  /** The quarter ends with positions; empty: nothing recorded for this year (no figures). */
  quarterEnds: z.array(z.string()),
  /** When the figures were computed (the time of the latest event they rest on); null when none. */
  computedAt: z.string().nullable(),
  reference: paiReferenceVersionSchema.nullable(),
  indicators: z.array(paiIndicatorResultSchema),
  sources: z.array(paiStatementSourceSchema),
  /** The investor's country figures used for its sovereign positions, with their source (ADR 0096). */
  countries: z.array(z.object({ country: z.string(), source: z.string(), savedAt: z.string() })).optional(),
  /** Each indicator's default Explanation text (coverage, estimates, exclusions), by indicator id. */
  defaultExplanations: z.record(z.string(), z.string()),
  /** Why the positions could not be calculated, when they could not. */
  error: z.string().nullable(),
});
export type PaiStatement = z.infer<typeof paiStatementSchema>;

export const paiStatementQuerySchema = z
  .object({
    /** false leaves out each figure's provenance (smaller answers for lists). Default true. */
    provenance: z.enum(['true', 'false']).optional(),
  })
  .strict();

/** GET /api/pai/{funds|entities}/{id}/{year}/eet.xlsx: the optional indicators (ids or rows) marked Considered. */
export const paiEetQuerySchema = z
  .object({
    considered: z
      .string()
      .max(2000)
      .regex(/^[A-Za-z0-9-]*(,[A-Za-z0-9-]+)*$/, 'considered must be indicator ids separated by commas')
      .optional(),
  })
  .strict();
export type PaiEetQuery = z.infer<typeof paiEetQuerySchema>;
