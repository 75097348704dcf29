import { z } from 'zod';

/*
 * SFDR 2.0 readiness (issue 26): per fund and date, the share of the portfolio meeting each category of the
 * Commission's proposal of 20 November 2025 against its 70 % threshold, the mandatory exclusions held, and
 * what is missing to decide. Based on a proposal: every answer carries its date and status.
 */
export const SFDR2_VERDICTS = ['meets', 'fails', 'undecided'] as const;
export type Sfdr2Verdict = (typeof SFDR2_VERDICTS)[number];

export const sfdr2CategoryResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  article: z.string(),
  criterion: z.string(),
  exclusionsText: z.string(),
  /** Qualifying value / all investments (0–1). */
  share: z.number(),
  /** Value of the investments whose data cannot decide the criterion / all investments. */
  missingShare: z.number(),
  threshold: z.number(),
  verdict: z.enum(SFDR2_VERDICTS),
  /** Why, in a sentence. */
  reason: z.string(),
  excluded: z.array(z.object({ companyId: z.number(), name: z.string(), exclusion: z.string() })),
  missing: z.array(z.object({ companyId: z.number(), name: z.string(), data: z.array(z.string()) })),
});
export type Sfdr2CategoryResult = z.infer<typeof sfdr2CategoryResultSchema>;

/** GET /api/sfdr-categories/funds/{fundId}/{date}. */
export const sfdr2FundTestSchema = z.object({
  fundId: z.number(),
  fundName: z.string().nullable(),
  date: z.string(),
  positionsDate: z.string().nullable(),
  basis: z.object({
    document: z.string(),
    date: z.string(),
    status: z.string(),
    verificationStatus: z.string(),
  }),
  categories: z.array(sfdr2CategoryResultSchema),
});
export type Sfdr2FundTest = z.infer<typeof sfdr2FundTestSchema>;
