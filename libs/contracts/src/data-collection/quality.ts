import { z } from 'zod';
import { positiveIntegerInput } from '../api';
import { periodSchema } from '../period';
import { evidenceCitationSchema } from './evidence';
import { metricCodeSchema } from './metrics';
import { canonicalValueSchema, valueStatusSchema } from './values';

/*
 * Data quality across a GP's portfolio (issue 27, docs/data-quality.md, ADR 0180): checks of every
 * company's values per metric and period — the year-on-year change, outliers against the portfolio's
 * distribution, the cross-checks of the dictionary (totals equal their parts) and how often a metric
 * goes unanswered — as flags a GP works through, with the company's explanation beside each.
 */

/**
 * The product's default of the companies an absence rate needs (settings saved and events written before
 * the threshold existed read as this).
 */
export const ABSENCE_MINIMUM_ASKED = 3;

/** Thresholds of the checks; each GP may set its own, the product gives the defaults. */
export const qualityThresholdsSchema = z
  .object({
    yearOnYear: z
      .object({
        /** A decimal value (number, percent, amount) changing by more than this share of last year's. */
        decimalPercent: z.number().positive().max(10_000),
        /** A whole number (a count) changing by more than this many. */
        integerAbsolute: z.number().nonnegative().max(1_000_000),
        /** A yes/no answer that turns over. */
        booleanFlip: z.boolean(),
      })
      .strict(),
    outliers: z
      .object({
        /** Further from the portfolio's mean than this many (sample) standard deviations. */
        standardDeviations: z.number().positive().max(10),
        /** Outside Q1 − k·IQR … Q3 + k·IQR (Tukey's fence; 1.5 is the usual k). */
        iqrMultiplier: z.number().positive().max(10),
        /** Fewer companies with a value than this: no distribution to compare with. */
        minimumPeers: z.number().int().min(3).max(1000),
      })
      .strict(),
    absence: z
      .object({
        /** A metric left unanswered (or not available) by more than this share of the companies asked. */
        ratePercent: z.number().min(0).max(100),
        /**
         * Fewer companies asked than this: no rate worth a flag (one company of one that gave no value says
         * something about that company, not about the portfolio; the company's own flags say it).
         */
        minimumAsked: z.number().int().min(1).max(1000).default(ABSENCE_MINIMUM_ASKED),
      })
      .strict(),
  })
  .strict();
export type QualityThresholds = z.infer<typeof qualityThresholdsSchema>;

/**
 * The product's defaults. The decimal percentage is the deployment's ESG_YEAR_ON_YEAR_WARNING_PERCENT
 * (50 unless set), the questionnaire's warning: the service fills it in.
 */
export const QUALITY_DEFAULTS: QualityThresholds = {
  yearOnYear: { decimalPercent: 50, integerAbsolute: 5, booleanFlip: true },
  outliers: { standardDeviations: 2, iqrMultiplier: 1.5, minimumPeers: 4 },
  absence: { ratePercent: 50, minimumAsked: ABSENCE_MINIMUM_ASKED },
};

/** Risk-based pre-approval (ADR 0184): unflagged values pass review once a sample was checked by a person. */
export const preApprovalSettingsSchema = z
  .object({
    enabled: z.boolean(),
    /** The share of unflagged values a person reviews before the rest pass on their own. */
    samplePercent: z.number().int().min(1).max(100),
  })
  .strict();
export type PreApprovalSettings = z.infer<typeof preApprovalSettingsSchema>;
export const PRE_APPROVAL_DEFAULTS: PreApprovalSettings = { enabled: false, samplePercent: 20 };

/**
 * What the pre-approval did with a value when the response was handed in (ADR 0186): approved on its own,
 * drawn for a person's check, or held because a flag waits for the GP.
 */
export const preApprovalOutcomeSchema = z.enum(['approved', 'sampled', 'flagged']);
export type PreApprovalOutcome = z.infer<typeof preApprovalOutcomeSchema>;

export const preApprovalDecisionSchema = z.object({
  metricCode: metricCodeSchema,
  valueVersionId: z.string().min(1),
  outcome: preApprovalOutcomeSchema,
  /** Why, in words. */
  reason: z.string(),
});
export type PreApprovalDecision = z.infer<typeof preApprovalDecisionSchema>;

/** GET /quality/settings: the thresholds in force for the GP, and whether they are its own. */
export const qualitySettingsSchema = z.object({
  companyId: z.number().int().positive(),
  thresholds: qualityThresholdsSchema,
  defaults: qualityThresholdsSchema,
  preApproval: preApprovalSettingsSchema,
  /** false: the product's defaults are in force. */
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type QualitySettings = z.infer<typeof qualitySettingsSchema>;

/** PUT /quality/settings: the GP's own thresholds (null: back to the product's defaults). */
export const saveQualitySettingsRequestSchema = z
  .object({
    thresholds: qualityThresholdsSchema.nullable(),
    preApproval: preApprovalSettingsSchema.optional(),
  })
  .strict();
export type SaveQualitySettingsRequest = z.infer<typeof saveQualitySettingsRequestSchema>;

export const qualityCheckSchema = z.enum(['year_on_year', 'outlier', 'cross_check', 'absence']);
export type QualityCheck = z.infer<typeof qualityCheckSchema>;

export const qualityFlagStatusSchema = z.enum(['open', 'explained', 'resolved']);
export type QualityFlagStatus = z.infer<typeof qualityFlagStatusSchema>;

/** A flag's id: `<company|gp…>:<period>:<metric code>:<check>` (readable; never guessed into another tenant's data). */
export const QUALITY_FLAG_ID_PATTERN =
  /^(\d+|gp\d+):(\d{4}(?:-(?:H[12]|Q[1-4]))?):([a-z0-9_.]+):([a-z0-9_.-]+)$/;
export const qualityFlagIdSchema = z.string().max(200).regex(QUALITY_FLAG_ID_PATTERN, {
  error: 'flagId must be a flag id such as 2:2024:ghg.scope1:year_on_year',
});

/** The portfolio's distribution of a metric in a period (numbers in the metric's unit). */
export const peerDistributionSchema = z.object({
  count: z.number().int().nonnegative(),
  mean: z.number(),
  standardDeviation: z.number(),
  median: z.number(),
  q1: z.number(),
  q3: z.number(),
  lowerFence: z.number(),
  upperFence: z.number(),
});
export type PeerDistribution = z.infer<typeof peerDistributionSchema>;

export const flagExplanationSchema = z.object({
  text: z.string(),
  byId: z.number().int().nonnegative(),
  byName: z.string().nullable(),
  at: z.string(),
  /** `flag`: written for this flag; `value-comment`: the comment the company gave with the value. */
  source: z.enum(['flag', 'value-comment']),
});

export const flagResolutionSchema = z.object({
  /** `accepted`: the value stands; `overridden`: the GP set another value (ADR 0181). */
  action: z.enum(['accepted', 'overridden']),
  comment: z.string().nullable(),
  byId: z.number().int().nonnegative(),
  byName: z.string().nullable(),
  at: z.string(),
});

export const qualityFlagSchema = z.object({
  id: qualityFlagIdSchema,
  check: qualityCheckSchema,
  /** The company whose value is flagged; null for a metric's absence rate across the portfolio. */
  companyId: z.number().int().positive().nullable(),
  companyName: z.string().nullable(),
  period: periodSchema,
  metricCode: metricCodeSchema,
  metricName: z.string(),
  unit: z.string(),
  value: canonicalValueSchema,
  valueStatus: valueStatusSchema.nullable(),
  valueVersionId: z.string().nullable(),
  /** A response of the company's period that shows the value (to review it). */
  responseId: z.number().int().positive().nullable(),
  previous: z.object({ period: periodSchema, value: canonicalValueSchema }).nullable(),
  /** The portfolio's distribution of the metric (the GP's side only; the company is not shown its peers). */
  peers: peerDistributionSchema.nullable(),
  absence: z
    .object({
      asked: z.number().int().nonnegative(),
      answered: z.number().int().nonnegative(),
      notAvailable: z.number().int().nonnegative(),
      unanswered: z.number().int().nonnegative(),
      ratePercent: z.number(),
      companies: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
    })
    .nullable(),
  /** What the check found, in words. */
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
  status: qualityFlagStatusSchema,
  explanation: flagExplanationSchema.nullable(),
  resolution: flagResolutionSchema.nullable(),
  /** The documents backing the flagged value, with their pages (GET /quality/flags only; ADR 0185). */
  evidence: z.array(evidenceCitationSchema).optional(),
});
export type QualityFlag = z.infer<typeof qualityFlagSchema>;

/** GET /quality/flags: every flag of the investor's portfolio, filtered. */
export const qualityFlagsQuerySchema = z
  .object({
    /** The investor whose portfolio is checked; the caller's own company by default. */
    investorId: positiveIntegerInput('investorId').optional(),
    companyId: positiveIntegerInput('companyId').optional(),
    metricCode: metricCodeSchema.optional(),
    period: periodSchema.optional(),
    status: qualityFlagStatusSchema.optional(),
    check: qualityCheckSchema.optional(),
  })
  .strict();
export type QualityFlagsQuery = z.infer<typeof qualityFlagsQuerySchema>;

export const qualityFlagsSchema = z.object({
  investorId: z.number().int().positive(),
  periods: z.array(periodSchema),
  thresholds: qualityThresholdsSchema,
  companies: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  counts: z.object({
    open: z.number().int().nonnegative(),
    explained: z.number().int().nonnegative(),
    resolved: z.number().int().nonnegative(),
  }),
  flags: z.array(qualityFlagSchema),
});
export type QualityFlags = z.infer<typeof qualityFlagsSchema>;

/** GET /responses/{id}/quality: per metric, last year's value and the flags on the value now shown. */
export const responseQualitySchema = z.object({
  responseId: z.number().int().positive(),
  period: periodSchema,
  previousPeriod: periodSchema,
  metrics: z.record(
    z.string(),
    z.object({
      previous: z
        .object({
          value: canonicalValueSchema,
          unit: z.string(),
          status: valueStatusSchema,
          valueVersionId: z.string(),
        })
        .nullable(),
      flags: z.array(qualityFlagSchema),
      /** The investor's override of the value, when one is in force (ADR 0181). */
      override: z.lazy(() => valueOverrideSchema).nullable(),
      /** What the pre-approval did with the value's current version when it was handed in (ADR 0186). */
      preApproval: z
        .object({ outcome: preApprovalOutcomeSchema, reason: z.string(), at: z.string() })
        .nullable()
        .optional(),
    }),
  ),
});
export type ResponseQuality = z.infer<typeof responseQualitySchema>;

/** PUT /quality/flags/{flagId}/explanation: the company says why its value is right. */
export const explainFlagRequestSchema = z
  .object({ text: z.string().trim().min(1, { error: 'text: say why the value is right' }).max(4000) })
  .strict();
export type ExplainFlagRequest = z.infer<typeof explainFlagRequestSchema>;

/** PUT /quality/flags/{flagId}/resolution: the GP accepts the value as it stands, or opens the flag again. */
export const resolveFlagRequestSchema = z
  .object({
    action: z.enum(['accepted', 'reopened']),
    comment: z.string().trim().max(4000).optional(),
  })
  .strict();
export type ResolveFlagRequest = z.infer<typeof resolveFlagRequestSchema>;

/*
 * GP overrides (issue 27, ADR 0181): the investor sets an alternative value for a company's published value,
 * with a reason; the company's original stays the value's current version, in its history and its exports.
 */

/** PUT /responses/{id}/values/{metricCode}/override. */
export const overrideValueRequestSchema = z
  .object({
    /** The alternative value, in `unit` (the metric's canonical unit when omitted). */
    value: z.unknown().refine((v) => v !== undefined && v !== null && v !== '', {
      error: 'value: give the value to use instead',
    }),
    unit: z.string().trim().max(40).optional(),
    reason: z.string().trim().min(1, { error: 'reason: say why the value is overridden' }).max(4000),
    /** Evidence files already attached to the value (their file ids) that back the override. */
    evidenceIds: z.array(z.string().min(1).max(100)).max(50).optional(),
  })
  .strict();
export type OverrideValueRequest = z.infer<typeof overrideValueRequestSchema>;

/** An override in force: the value figures use instead of the company's, and the original beside it. */
export const valueOverrideSchema = z.object({
  companyId: z.number().int().positive(),
  investorId: z.number().int().positive(),
  period: periodSchema,
  metricCode: metricCodeSchema,
  value: canonicalValueSchema,
  unit: z.string(),
  rawValue: z.unknown(),
  rawUnit: z.string().nullable(),
  reason: z.string(),
  evidenceIds: z.array(z.string()),
  byId: z.number().int().nonnegative(),
  byName: z.string().nullable(),
  at: z.string(),
  /** The company's value it replaces in figures (kept as the value's current version). */
  original: z.object({
    value: canonicalValueSchema,
    unit: z.string(),
    valueVersionId: z.string(),
  }),
});
export type ValueOverride = z.infer<typeof valueOverrideSchema>;
