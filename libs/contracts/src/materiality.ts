import { z } from 'zod';
import { positiveIntegerInput } from './api';

/*
 * HTTP shapes of the double materiality assessment (issue 12, /materiality, docs/materiality.md): the ESRS
 * topics as reference data (libs/reference-data/files/product/esrs-topics.json), the company's scores per
 * sustainability matter and period, the thresholds it sets, the results, the material topics with the
 * metrics that cover them, and every saved version.
 */

const criterion = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 1 to 5` })
    .int({ error: `${name} must be a whole number from 1 to 5` })
    .min(1, { error: `${name} must be a whole number from 1 to 5` })
    .max(5, { error: `${name} must be a whole number from 1 to 5` });

export const SUB_TOPIC_PATTERN = /^(E[1-5]|S[1-4]|G1)-\d{1,2}$/;

export const impactScoresSchema = z
  .object({
    kind: z.enum(['actual', 'potential']),
    effect: z.enum(['negative', 'positive']),
    scale: criterion('scale'),
    scope: criterion('scope'),
    irremediability: criterion('irremediable character').nullable(),
    likelihood: criterion('likelihood of the impact').nullable(),
  })
  .strict();
export type ImpactScoresInput = z.infer<typeof impactScoresSchema>;

export const financialScoresSchema = z
  .object({ magnitude: criterion('magnitude'), likelihood: criterion('financial likelihood') })
  .strict();

export const matterScoresSchema = z
  .object({
    subTopicId: z
      .string()
      .regex(SUB_TOPIC_PATTERN, { error: 'subTopicId must be an ESRS sub-topic such as E1-2' }),
    impact: impactScoresSchema.nullable(),
    financial: financialScoresSchema.nullable(),
    rationale: z.string().trim().max(2000, { error: 'a rationale is at most 2000 characters' }).default(''),
  })
  .strict();
export type MatterScoresInput = z.infer<typeof matterScoresSchema>;

const threshold = (name: string) =>
  z
    .number({ error: `the ${name} threshold must be a number from 0.2 to 5` })
    .min(0.2, { error: `the ${name} threshold must be a number from 0.2 to 5` })
    .max(5, { error: `the ${name} threshold must be a number from 0.2 to 5` });

export const materialityThresholdsSchema = z
  .object({ impact: threshold('impact'), financial: threshold('financial') })
  .strict();
export type MaterialityThresholds = z.infer<typeof materialityThresholdsSchema>;

/** PUT /api/materiality/{companyId}/{period} */
export const saveMaterialityRequestSchema = z
  .object({
    thresholds: materialityThresholdsSchema,
    matters: z.array(matterScoresSchema).max(60),
    /** The version the form was loaded with (0: none saved yet); another save meanwhile is a 409. */
    expectedVersion: z.number().int().min(0),
  })
  .strict();
export type SaveMaterialityRequest = z.infer<typeof saveMaterialityRequestSchema>;

export const materialityQuerySchema = z
  .object({
    period: z
      .string()
      .regex(/^(\d{4})(?:-(H[12]|Q[1-4]))?$/, { error: 'period must look like 2025, 2025-H1 or 2025-Q3' })
      .optional(),
    version: positiveIntegerInput('version').optional(),
  })
  .strict();
export type MaterialityQuery = z.infer<typeof materialityQuerySchema>;

export const materialBySchema = z.enum(['impact', 'financial', 'both']);
export type MaterialBy = z.infer<typeof materialBySchema>;

export const materialityMetricSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  /** The company published a value of it for the period. */
  published: z.boolean(),
});

export const esrsSubTopicSchema = z.object({
  id: z.string(),
  name: z.string(),
  subSubTopics: z.array(z.string()),
  metrics: z.array(materialityMetricSchema),
});
export const esrsTopicSchema = z.object({
  id: z.string(),
  name: z.string(),
  pillar: z.enum(['environment', 'social', 'governance']),
  subTopics: z.array(esrsSubTopicSchema),
});
export type EsrsTopic = z.infer<typeof esrsTopicSchema>;

export const matterResultSchema = z.object({
  subTopicId: z.string(),
  topicId: z.string(),
  severity: z.number().nullable(),
  impactScore: z.number().nullable(),
  financialScore: z.number().nullable(),
  materialBy: materialBySchema.nullable(),
  howMade: z.object({ impact: z.string().nullable(), financial: z.string().nullable() }),
});
export type MatterResult = z.infer<typeof matterResultSchema>;

export const materialityVersionSchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: z.number().int(),
  thresholds: materialityThresholdsSchema,
  assessed: z.number().int(),
  material: z.number().int(),
});

/** GET /api/materiality/{companyId} (and the answer of the PUT) */
export const materialityAssessmentSchema = z.object({
  companyId: z.number().int(),
  name: z.string().nullable(),
  period: z.string(),
  /** Periods with a saved assessment, oldest first. */
  periods: z.array(z.string()),
  reference: z.object({ version: z.string(), source: z.string() }),
  topics: z.array(esrsTopicSchema),
  /** 0 when nothing is saved for the period yet. */
  version: z.number().int(),
  /** The version shown is the latest (editable when `mayEdit`); an older one is read-only history. */
  latest: z.boolean(),
  savedAt: z.string().nullable(),
  savedBy: z.number().int().nullable(),
  thresholds: materialityThresholdsSchema,
  matters: z.array(matterScoresSchema),
  results: z.array(matterResultSchema),
  history: z.array(materialityVersionSchema),
  mayEdit: z.boolean(),
});
export type MaterialityAssessment = z.infer<typeof materialityAssessmentSchema>;

export const DEFAULT_MATERIALITY_THRESHOLDS: MaterialityThresholds = { impact: 2.5, financial: 2.5 };
