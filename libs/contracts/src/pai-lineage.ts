import { z } from 'zod';
import { evidenceKindSchema } from './data-collection/evidence';
import { paiCarriedFromSchema, paiEntityIdSchema, paiQualitySchema } from './reporting';

/*
 * The lineage of one PAI figure across hops (GET /api/pai/funds/{fundId}/{year}/indicators/{indicatorId}/lineage,
 * issue 27 item 7, ADR 0220): fund → positions and companies → the values used (version, publication, override)
 * → the evidence cited for them → the reference data and formula. Assembled from the figure's provenance. A module
 * of its own, so the SPA loads it with the drawer that explains a figure, not with every page.
 */

const scalar = z.union([z.number(), z.boolean(), z.string().max(200)]);

/** Where a document backs a value (a citation kept by the PAI read model from data-collection's events). */
export const paiLineageEvidenceSchema = z.object({
  citationId: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  mediaType: z.string(),
  kind: evidenceKindSchema,
  /** The response the document was cited through (its download: GET /responses/{responseId}/evidence/{fileId}). */
  responseId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  period: z.string(),
  metricCode: z.string(),
  page: z.number().int().positive().nullable(),
  cell: z.string().nullable(),
  quote: z.string().nullable(),
  at: z.string(),
  /** false for an LP: it sees where the value is documented, not the document itself (ADR 0220). */
  openable: z.boolean(),
});
export type PaiLineageEvidence = z.infer<typeof paiLineageEvidenceSchema>;

export const paiLineageValueSchema = z.object({
  metricCode: z.string(),
  /** What the value means, in words (metrics-core's description). */
  metricName: z.string(),
  value: scalar.nullable(),
  unit: z.string(),
  quality: paiQualitySchema.nullable(),
  /** The value version the figure read (the company's, or null when the investor's override was read). */
  versionId: z.string().nullable(),
  /** The publication the version came in (null: not found in the read model). */
  publication: z
    .object({
      responseId: z.number().int().positive(),
      period: z.string(),
      publicationNumber: z.number().int().positive(),
      publishedAt: z.string(),
      /** The company that published it. */
      publishedBy: z.string(),
    })
    .nullable(),
  carriedFrom: paiCarriedFromSchema.optional(),
  /** The investor's override the figure used; reason and name are left out for an LP (ADR 0220). */
  override: z
    .object({
      original: z.object({ value: scalar.nullable(), unit: z.string() }),
      reason: z.string().nullable(),
      byName: z.string().nullable(),
      at: z.string(),
    })
    .optional(),
  evidence: z.array(paiLineageEvidenceSchema),
});
export type PaiLineageValue = z.infer<typeof paiLineageValueSchema>;

export const paiLineageCompanySchema = z.object({
  companyId: paiEntityIdSchema,
  name: z.string(),
  /** Every position that entered the figure: quarter end, current value (EUR), instrument. */
  positions: z.array(z.object({ date: z.string(), value: z.number(), instrument: z.string().nullable() })),
  /** The company's part of the year's figure, in the figure's unit: the contributions sum to the figure. */
  contribution: z.number(),
  values: z.array(paiLineageValueSchema),
});
export type PaiLineageCompany = z.infer<typeof paiLineageCompanySchema>;

export const paiLineageSchema = z.object({
  fund: z.object({
    fundId: z.number().int().positive(),
    name: z.string().nullable(),
    managerId: z.number().int().positive(),
    managerName: z.string().nullable(),
  }),
  year: z.number().int(),
  /** Who reads it: the fund's manager (everything) or an investor in the fund (ADR 0220). */
  viewer: z.enum(['manager', 'investor']),
  indicator: z.object({
    id: z.string(),
    table: z.string(),
    indicator: z.string(),
    metric: z.string(),
    label: z.string().nullable(),
    unit: z.string(),
    value: z.number().nullable(),
    coverage: z.number().nullable(),
    estimatedShare: z.number().nullable(),
  }),
  quarters: z.array(
    z.object({
      date: z.string(),
      value: z.number().nullable(),
      allInvestments: z.number(),
      relevantValue: z.number(),
      coveredValue: z.number(),
      numerator: z.number(),
      denominator: z.number().nullable(),
    }),
  ),
  companies: z.array(paiLineageCompanySchema),
  excluded: z.array(z.object({ companyId: paiEntityIdSchema, name: z.string(), reason: z.string() })),
  /** The sum of the companies' contributions (equals the figure, up to rounding); null without a figure. */
  contributionsTotal: z.number().nullable(),
  formula: z.object({ text: z.string(), source: z.string() }),
  averaging: z.string(),
  /** The reference data the figure was computed with, in words, and its identifier. */
  reference: z.object({ document: z.string(), celex: z.string() }),
  computedAt: z.string(),
});
export type PaiLineage = z.infer<typeof paiLineageSchema>;

/** GET /api/pai/look-through/{fundId}/{year}: an LP fund's GP funds and their PAI figures (ADR 0220). */
export const paiLookThroughSchema = z.object({
  fundId: z.number().int().positive(),
  year: z.number().int(),
  funds: z.array(
    z.object({
      fundId: z.number().int().positive(),
      name: z.string().nullable(),
      managerName: z.string().nullable(),
      quarterEnds: z.array(z.string()),
      indicators: z.array(
        z.object({
          id: z.string(),
          table: z.string(),
          indicator: z.string(),
          metric: z.string(),
          label: z.string().nullable(),
          unit: z.string(),
          value: z.number().nullable(),
          coverage: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type PaiLookThrough = z.infer<typeof paiLookThroughSchema>;
