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

const highlightMoveSchema = z.object({
  metricCode: z.string(),
  name: z.string().nullable(),
  unit: z.string(),
  current: z.number(),
  previous: z.number(),
  /** (current − previous) ÷ |previous|; null when previous is 0. */
  relative: z.number().nullable(),
  improvement: z.enum(['improved', 'worsened', 'unchanged']),
});

/**
 * A portfolio company's publication changed the highlights of an investor that has the automatic
 * highlights e-mail on (company `auto_highlights_flag`, issue 12): reporting decided that the investor's
 * users get one mail about it (the gateway sends it). Topic `reporting.analysis`, subject the `key`,
 * which names the investor, the response and its publication number: one mail per publication, however
 * often the event is delivered. The figures are the investor's own portfolio's (it reads them on /highlights).
 */
export const analysisHighlightsReadyV1 = z.object({
  key: z.string().min(1),
  investorCompanyId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  responseId: z.number().int().positive(),
  publicationNumber: z.number().int().positive(),
  period: z.string(),
  /** The period the moves compare with; null when the company published nothing for it. */
  previousPeriod: z.string().nullable(),
  /** The publishing company's ranked metrics that moved since the previous period, best improvement first. */
  moves: z.array(highlightMoveSchema),
  improved: z.number().int().nonnegative(),
  worsened: z.number().int().nonnegative(),
  /** Its place on the portfolio's leaderboard of the period (1 = most improved), and of how many. */
  rank: z.number().int().positive().nullable(),
  ranked: z.number().int().nonnegative(),
  /** The portfolio's best and worst mover of each ranked metric in the period (as /highlights shows). */
  portfolio: z.array(
    z.object({
      metricCode: z.string(),
      name: z.string().nullable(),
      best: z.object({ companyName: z.string(), relative: z.number().nullable() }).nullable(),
      worst: z.object({ companyName: z.string(), relative: z.number().nullable() }).nullable(),
    }),
  ),
});

export const reportingEvents = {
  'reporting.pai-text.changed.v1': paiTextChangedV1,
  'reporting.pai-statement.recomputed.v1': paiStatementRecomputedV1,
  'reporting.analysis.changed.v1': analysisChangedV1,
  'reporting.analysis.highlights-ready.v1': analysisHighlightsReadyV1,
} as const;
