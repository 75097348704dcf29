import { z } from 'zod';

/**
 * GET /tcfd-handovers/{companyId} (ADR 0056, 0086): the TCFD assessments scoring kept before its store
 * was retired, as data collection received them, and what became of their answers. `recorded`: written
 * into `responseId` (of `responsePeriod`) as imported values, `carriedOverAt` set when that response was
 * opened after the handover; `kept`: waiting, with `reason`, for the company's next TCFD questionnaire.
 */
export const tcfdHandoverSchema = z.strictObject({
  id: z.string(),
  companyId: z.number().int().positive(),
  /** The assessment's period, version and when it was last saved in scoring. */
  period: z.string(),
  version: z.number().int().positive(),
  assessedAt: z.string(),
  /** How many questions the assessment answered. */
  answered: z.number().int().nonnegative(),
  outcome: z.enum(['recorded', 'kept']),
  reason: z.string().nullable(),
  responseId: z.number().int().positive().nullable(),
  responsePeriod: z.string().nullable(),
  /** tcfd.* codes written into the response; those it already answered kept their (newer) answer. */
  written: z.array(z.string()),
  alreadyAnswered: z.array(z.string()),
  /** When the kept answers went into a TCFD response opened later; null when written at handover. */
  carriedOverAt: z.string().nullable(),
  /** When data collection received the assessment. */
  handedOverAt: z.string(),
});
export type TcfdHandover = z.infer<typeof tcfdHandoverSchema>;
