import { z } from 'zod';
import { paiTextChangesSchema } from '../reporting';

/*
 * Integration events of the reporting service. `reporting.pai-text.changed.v1` is on topic
 * `reporting.pai-text`, keyed (subject) by the text's id `{companyId}:{fundId|-}:{year}:{indicatorId}`.
 */
export const paiTextChangedV1 = z.object({
  companyId: z.number().int().positive(),
  fundId: z.number().int().positive().nullable(),
  year: z.number().int(),
  indicatorId: z.string().min(1),
  version: z.number().int().positive(),
  actorId: z.number().int().positive(),
  changes: paiTextChangesSchema,
});

/**
 * The PAI read model recomputed a statement and its figures changed (topic `reporting.pai-statement`,
 * subject `fund:{fundId}:{year}` or `entity:{companyId}:{year}`). Says what to refetch, never the figures.
 */
export const paiStatementRecomputedV1 = z.object({
  /** The GP whose fund (or whole entity) it is. */
  companyId: z.number().int().positive(),
  /** null: the entity's statement (all funds of the GP). */
  fundId: z.number().int().positive().nullable(),
  year: z.number().int(),
  computedAt: z.string(),
  /** Indicator ids whose yearly figure, coverage or estimated share changed. */
  changedIndicatorIds: z.array(z.string()),
});

/**
 * The analysis read model (issue 12) changed: published values, portfolio and fund aggregates, or the
 * reporting status of responses (topic `reporting.analysis`, subject `analysis`). Names the companies
 * whose pages show the change (the reporting companies and their investors) and the periods; never figures.
 */
export const analysisChangedV1 = z.object({
  companyIds: z.array(z.number().int().positive()),
  periods: z.array(z.string()),
  /** Time of the latest event applied in the batch. */
  at: z.string(),
});

export const reportingEvents = {
  'reporting.pai-text.changed.v1': paiTextChangedV1,
  'reporting.pai-statement.recomputed.v1': paiStatementRecomputedV1,
  'reporting.analysis.changed.v1': analysisChangedV1,
} as const;
