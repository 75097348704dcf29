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

export const reportingEvents = {
  'reporting.pai-text.changed.v1': paiTextChangedV1,
} as const;
