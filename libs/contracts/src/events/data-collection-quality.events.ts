import { z } from 'zod';
import { metricCodeSchema } from '../data-collection/metrics';
import {
  preApprovalSettingsSchema,
  qualityCheckSchema,
  qualityFlagIdSchema,
  qualityThresholdsSchema,
} from '../data-collection/quality';
import { periodSchema } from '../period';
import { canonicalValueSchema } from '../data-collection/values';

/*
 * Integration events of data quality (issue 27, docs/data-quality.md): what people write about a flag
 * (topic `data-collection.quality-flag`, subject the flag's id) and a GP's thresholds (topic
 * `data-collection.quality-settings`, subject the GP's id). Flags themselves are computed from the values,
 * whose own events say when they change.
 */

const id = z.number().int().positive();
const actor = z.number().int().nonnegative();

const flagRef = {
  flagId: qualityFlagIdSchema,
  /** The company whose value is flagged (null: a metric's absence rate across a portfolio). */
  companyId: id.nullable(),
  /** The investor whose check it is: the company's GP, or the one that resolved it. */
  investorId: id.nullable(),
  period: periodSchema,
  metricCode: metricCodeSchema,
  check: qualityCheckSchema,
  /** The version of the value it is about (a new version opens the flag again). */
  valueVersionId: z.string().nullable(),
  actorId: actor,
  at: z.string(),
};

/** The company explained why a flagged value is right. */
export const qualityFlagExplainedV1 = z.object({ ...flagRef, text: z.string() });

/** The investor accepted a flagged value as it stands, opened the flag again, or overrode the value. */
export const qualityFlagResolvedV1 = z.object({
  ...flagRef,
  action: z.enum(['accepted', 'reopened', 'overridden']),
  comment: z.string().nullable(),
});

/** A GP set its own thresholds (null: back to the product's defaults) or its pre-approval. */
export const qualitySettingsChangedV1 = z.object({
  companyId: id,
  thresholds: qualityThresholdsSchema.nullable(),
  preApproval: preApprovalSettingsSchema,
  actorId: actor,
  at: z.string(),
});

/** A GP set an alternative value for a company's published value (ADR 0181); the original is kept. */
export const valueOverrideSetV1 = z.object({
  responseId: id,
  companyId: id,
  investorId: id,
  period: periodSchema,
  metricCode: metricCodeSchema,
  value: canonicalValueSchema,
  unit: z.string(),
  reason: z.string(),
  evidenceIds: z.array(z.string()),
  original: z.object({ value: canonicalValueSchema, unit: z.string(), valueVersionId: z.string() }),
  actorId: actor,
  /** The name of the person who set it, as figures show it (absent on events written before figures read them). */
  byName: z.string().nullable().optional(),
  at: z.string(),
});

/** A GP withdrew its override: figures use the company's value again. */
export const valueOverrideRemovedV1 = z.object({
  responseId: id,
  companyId: id,
  investorId: id,
  period: periodSchema,
  metricCode: metricCodeSchema,
  /** The override withdrawn. */
  value: canonicalValueSchema,
  unit: z.string(),
  actorId: actor,
  at: z.string(),
});

export const dataCollectionQualityEvents = {
  'data-collection.quality-flag.explained.v1': qualityFlagExplainedV1,
  'data-collection.quality-flag.resolved.v1': qualityFlagResolvedV1,
  'data-collection.quality-settings.changed.v1': qualitySettingsChangedV1,
  'data-collection.value-override.set.v1': valueOverrideSetV1,
  'data-collection.value-override.removed.v1': valueOverrideRemovedV1,
} as const;
