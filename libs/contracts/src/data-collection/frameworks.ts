import { z } from 'zod';
import { metricCodeSchema, metricDefinitionSchema } from './metrics';

/*
 * Frameworks are versioned data trees (sections that refer to metric codes), loaded as reference
 * data: from the official workbook (13 Invest Europe), from the reference JSON (8 SFDR, 4 PCAF,
 * EDCI, 2 TCFD) or from the product's own definitions (1, 5, 6, 9, 12). A response keeps the
 * framework version it was requested with.
 */

export const companyKindSchema = z.enum(['gp', 'pc', 'lp']);

/** When a section or a metric applies. */
export const frameworkConditionSchema = z.discriminatedUnion('kind', [
  /** Only for these company types (e.g. Invest Europe's GP and fund sheets). */
  z.object({ kind: z.literal('companyType'), in: z.array(companyKindSchema).min(1) }),
  /** Only when another metric of the response holds one of these values ("If yes - ..."). */
  z.object({
    kind: z.literal('answer'),
    metricCode: metricCodeSchema,
    in: z.array(z.union([z.string(), z.boolean()])).min(1),
  }),
  /** Only when the request asked for one of these optional modules (VSME's Comprehensive Module). */
  z.object({ kind: z.literal('module'), in: z.array(z.string().min(1)).min(1) }),
]);
export type FrameworkCondition = z.infer<typeof frameworkConditionSchema>;

/** Invest Europe's staged approach: Minimum < 15 FTE, Intermediate 15–250, Full > 250; optional is never required. */
export const tierSchema = z.enum(['minimum', 'intermediate', 'full', 'optional']);
export type Tier = z.infer<typeof tierSchema>;

/** A TCFD answer option with its score (1–4), feedback and recommendations (spec 3, 5). */
export const tcfdOptionSchema = z.object({
  option: z.string(),
  /** 1-4; null for 'Not Applicable', which leaves the indicator out of its dimension's score. */
  score: z.number().int().min(1).max(4).nullable(),
  feedback: z.string(),
  recommendations: z.array(z.string()),
});
export type TcfdOption = z.infer<typeof tcfdOptionSchema>;

/**
 * Which fact of a reporting standard's XBRL taxonomy a framework node reports (VSME): the concept, the
 * explicit dimension members it carries (none for a dimension's default member), and, for a value of
 * another year than the reporting period (a GHG baseline or target), the metric that names that year.
 * A table node's concept is its hypercube; its rows and columns say the rest (`MetricDefinition.table`).
 */
export const xbrlBindingSchema = z.object({
  concept: z.string(),
  dimensions: z.record(z.string(), z.string()),
  periodYearFrom: metricCodeSchema.nullable(),
});
export type XbrlBinding = z.infer<typeof xbrlBindingSchema>;

export const frameworkMetricSchema = z.object({
  code: metricCodeSchema,
  /** The framework's reference of the question (`0.1.7`, `T1-13`, `TCFD-AA-110a.30`). */
  ref: z.string().nullable(),
  /** The question as the framework words it, when it differs from the dictionary name. */
  label: z.string().nullable(),
  /** Required when it applies (tier, condition); optional metrics never count as missing. */
  required: z.boolean(),
  tier: tierSchema.nullable(),
  condition: frameworkConditionSchema.nullable(),
  /** The unit the framework asks in (the template's default); values are stored canonically. */
  inputUnit: z.string().nullable(),
  /** TCFD indicators: the scored options; several may be chosen when `multiple`. */
  options: z.array(tcfdOptionSchema).nullable(),
  multiple: z.boolean(),
  /** The XBRL fact the node reports, for frameworks filed as XBRL (VSME). */
  xbrl: xbrlBindingSchema.optional(),
});
export type FrameworkMetric = z.infer<typeof frameworkMetricSchema>;

export interface FrameworkSection {
  id: string;
  ref: string | null;
  kind: 'section' | 'dimension' | 'gics' | 'disclosure';
  title: string;
  description: string | null;
  condition: FrameworkCondition | null;
  metrics: FrameworkMetric[];
  sections: FrameworkSection[];
}
export const frameworkSectionSchema: z.ZodType<FrameworkSection> = z.lazy(() =>
  z.object({
    id: z.string(),
    ref: z.string().nullable(),
    kind: z.enum(['section', 'dimension', 'gics', 'disclosure']),
    title: z.string(),
    description: z.string().nullable(),
    condition: frameworkConditionSchema.nullable(),
    metrics: z.array(frameworkMetricSchema),
    sections: z.array(frameworkSectionSchema),
  }),
);

export const frameworkSourceSchema = z.object({
  kind: z.enum(['workbook', 'reference', 'product']),
  /** Repository file(s) it was loaded from, e.g. `sources/invest-europe-esg-reporting-template-2024-25.xlsx`. */
  files: z.array(z.string()),
  /** The publisher's version or date, when the source states one. */
  publishedVersion: z.string().nullable(),
  /** SHA-256 of the source file(s) as loaded. */
  sha256: z.string(),
  note: z.string().nullable(),
});

export const tierRuleSchema = z.object({
  tier: tierSchema,
  label: z.string(),
  minFte: z.number().nullable(),
  maxFte: z.number().nullable(),
});

/** A part of a framework a request may include or leave out (VSME: the Comprehensive Module). */
export const frameworkModuleSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  /** False for the part every request includes (VSME's Basic Module). */
  optional: z.boolean(),
});
export type FrameworkModule = z.infer<typeof frameworkModuleSchema>;

export const frameworkSummarySchema = z.object({
  standardId: z.number().int().positive(),
  name: z.string(),
  version: z.string(),
  /** Every stored version, newest first; responses keep the one they were requested with. */
  versions: z.array(z.string()),
  description: z.string(),
  source: frameworkSourceSchema,
  sectionCount: z.number().int().nonnegative(),
  metricCount: z.number().int().nonnegative(),
  /** The parts a request chooses from; empty when the framework is asked as a whole. */
  modules: z.array(frameworkModuleSchema),
  /** Whether the caller's company has this standard assigned. */
  usedByCompany: z.boolean(),
});
export type FrameworkSummary = z.infer<typeof frameworkSummarySchema>;

export const frameworkDetailSchema = frameworkSummarySchema.extend({
  tiers: z.array(tierRuleSchema).nullable(),
  sections: z.array(frameworkSectionSchema),
  /** The dictionary entries of every metric the framework refers to. */
  metrics: z.array(metricDefinitionSchema),
});
export type FrameworkDetail = z.infer<typeof frameworkDetailSchema>;

export const frameworkDetailQuerySchema = z.object({ version: z.string().max(40).optional() }).strict();
export const frameworkListSchema = z.array(frameworkSummarySchema);

/** A regulatory figure that reads the metric (libs/contracts calculation-inputs; EDCI from the dictionary). */
export const metricFeedSchema = z.object({
  calculation: z.enum(['pai', 'pcaf', 'edci']),
  figures: z.array(z.string()),
  /** "PAI 1–3 (Table 1)", "PCAF financed emissions". */
  text: z.string(),
  /** Only when the company is what an investor finances this way ("an investor holds this real estate asset directly"). */
  when: z.string().optional(),
});
export type MetricFeed = z.infer<typeof metricFeedSchema>;

/**
 * GET /frameworks/{standardId}/versions/{version}/definition: everything a framework version defines and
 * a response does not change (the tree of sections and metric nodes, and the dictionary entry of every
 * metric it asks). The same for every caller; cached by clients under `tag` (ADR 0170).
 */
export const frameworkDefinitionSchema = z.object({
  standardId: z.number().int().positive(),
  name: z.string(),
  version: z.string(),
  /** Fingerprint of this definition (its ETag without quotes): it changes whenever the content does. */
  tag: z.string(),
  sections: z.array(frameworkSectionSchema),
  metrics: z.array(metricDefinitionSchema),
  /** The figures of an investor that read each metric (codes no figure reads are left out). */
  feeds: z.record(metricCodeSchema, z.array(metricFeedSchema)),
});
export type FrameworkDefinition = z.infer<typeof frameworkDefinitionSchema>;

/** `tag`: the fingerprint the caller holds (from a response's `framework.definitionTag`), for caching. */
export const frameworkDefinitionQuerySchema = z.object({ tag: z.string().max(64).optional() }).strict();
