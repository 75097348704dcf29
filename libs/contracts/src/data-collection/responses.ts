import { z } from 'zod';
import { responseStatusSchema } from './response-status';
import { pagingQuerySchema, positiveIntegerInput } from '../api';
import { reportingCycleSchema } from '../data-collection';
import { periodSchema } from '../period';
import {
  frameworkConditionSchema,
  metricFeedSchema,
  tierSchema,
  tcfdOptionSchema,
  type FrameworkCondition,
  type MetricFeed,
  type TcfdOption,
  type Tier,
} from './frameworks';
import { metricCodeSchema, metricDefinitionSchema, type MetricDefinition } from './metrics';
import {
  currentValueSchema,
  reviewVerdictSchema,
  validationIssueSchema,
  type CurrentValue,
  type ValidationIssue,
} from './values';

/*
 * A response: one company × standard × reporting period, with its workflow state
 * (docs/data-collection.md, "Workflow").
 */

export { responseStatusSchema, type ResponseStatus } from './response-status';

const isoDate = z.iso.date({ error: 'dueDate must be a date (YYYY-MM-DD)' });

/** POST /responses: the GP (or the company itself, for its own data) asks for data. */
export const createResponseRequestSchema = z
  .object({
    companyId: z.number().int().positive(),
    standardId: z.number().int().positive(),
    period: periodSchema,
    dueDate: isoDate,
    /** Optional modules of the framework to include (VSME: `comprehensive`); none by default. */
    modules: z.array(z.string().min(1).max(40)).max(10).optional(),
  })
  .strict();
export type CreateResponseRequest = z.infer<typeof createResponseRequestSchema>;

export const listResponsesQuerySchema = pagingQuerySchema
  .extend({
    companyId: positiveIntegerInput('companyId').optional(),
    standardId: positiveIntegerInput('standardId').optional(),
    period: periodSchema.optional(),
    status: responseStatusSchema.optional(),
  })
  .strict();
export type ListResponsesQuery = z.infer<typeof listResponsesQuerySchema>;

export const completionSchema = z.object({
  required: z.number().int().nonnegative(),
  answered: z.number().int().nonnegative(),
  /** answered / required × 100, rounded down; 100 when nothing is required. */
  percent: z.number().int().min(0).max(100),
});
export type Completion = z.infer<typeof completionSchema>;

export const responseSummarySchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  /** The company that asked for the data: the GP, or the company itself for its own data. */
  requesterCompanyId: z.number().int().positive(),
  standardId: z.number().int().positive(),
  standardName: z.string(),
  frameworkVersion: z.string(),
  period: periodSchema,
  year: z.number().int(),
  cycle: reportingCycleSchema,
  /** The framework's optional modules the request includes (VSME: `comprehensive`). */
  modules: z.array(z.string()),
  status: responseStatusSchema,
  dueDate: z.string(),
  overdue: z.boolean(),
  requestedAt: z.string(),
  requestedBy: z.number().int().nonnegative(),
  submittedAt: z.string().nullable(),
  lastActivityAt: z.string(),
  /** 0 before the first publication; each publication adds one. */
  publicationNumber: z.number().int().nonnegative(),
  lastPublishedAt: z.string().nullable(),
  completion: completionSchema,
});
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

export const responseListSchema = z.array(responseSummarySchema);

export const assignmentSchema = z.object({
  userId: z.number().int().positive(),
  sectionIds: z.array(z.string().min(1).max(100)).max(200),
  metricCodes: z.array(metricCodeSchema).max(2000),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** PUT /responses/{id}/assignments: replaces every assignment of the response. */
export const saveAssignmentsRequestSchema = z
  .object({ assignments: z.array(assignmentSchema.strict()).max(200) })
  .strict();
export type SaveAssignmentsRequest = z.infer<typeof saveAssignmentsRequestSchema>;

/** POST /responses/{id}/review. */
export const reviewRequestSchema = z
  .object({
    decisions: z
      .array(
        z
          .object({
            metricCode: metricCodeSchema,
            verdict: reviewVerdictSchema,
            comment: z.string().trim().max(4000).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(5000),
  })
  .strict();
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/**
 * POST /responses/{id}/accept-unflagged (issue 27 item 4, ADR 0187): the reviewer accepts, in one action,
 * every value still waiting without a flag waiting for the GP. `expectedCount` is the number the
 * confirmation showed: when the values changed since, nothing is accepted and the reviewer is told.
 */
export const acceptUnflaggedRequestSchema = z
  .object({ expectedCount: z.number().int().min(0).max(100_000).optional() })
  .strict();
export type AcceptUnflaggedRequest = z.infer<typeof acceptUnflaggedRequestSchema>;

/** POST /responses/{id}/reopen. */
export const reopenRequestSchema = z
  .object({ reason: z.string().trim().min(1, { error: 'This field is required' }).max(4000) })
  .strict();
export type ReopenRequest = z.infer<typeof reopenRequestSchema>;

/** POST /responses/{id}/submit and /publish take an optional comment. */
export const transitionRequestSchema = z.object({ comment: z.string().trim().max(4000).optional() }).strict();
export type TransitionRequest = z.infer<typeof transitionRequestSchema>;

/** Why a metric cannot be changed by the caller now, and what to do (shown beside it). */
export const metricLockSchema = z.object({
  reason: z.enum(['response_status', 'under_review_elsewhere', 'read_only']),
  message: z.string(),
  /** The other response that holds it (under review elsewhere). */
  responseId: z.number().int().positive().nullable(),
});
export type MetricLock = z.infer<typeof metricLockSchema>;

/**
 * The publication that froze the value's current version: through this response or another of the
 * same company and period (one fact, many responses: ADR 0090). Changing such a value is a
 * restatement and needs a reason.
 */
export const valuePublicationSchema = z.object({
  responseId: z.number().int().positive(),
  standardId: z.number().int().positive(),
  standardName: z.string(),
  period: periodSchema,
  publicationNumber: z.number().int().positive(),
  publishedAt: z.string(),
  publishedBy: z.number().int().nonnegative(),
  publishedByName: z.string().nullable(),
  /** Published through the response being read (it was reopened), not another one. */
  thisResponse: z.boolean(),
});
export type ValuePublication = z.infer<typeof valuePublicationSchema>;

export interface ResponseMetric {
  code: string;
  ref: string | null;
  label: string | null;
  /** Required for this company now (tier, conditions); optional metrics never count as missing. */
  required: boolean;
  tier: Tier | null;
  condition: FrameworkCondition | null;
  /** Whether the condition (if any) holds with the current answers. */
  applies: boolean;
  inputUnit: string | null;
  options: TcfdOption[] | null;
  multiple: boolean;
  definition: MetricDefinition;
  /** Whether the caller may change this value now. */
  editable: boolean;
  /** Why not (null when editable): every read-only field says why and what to do. */
  lock: MetricLock | null;
  /** The publication that froze the current version; a change is then a restatement with a reason. */
  publication: ValuePublication | null;
  /** The figures of the company's investors that read this answer. */
  feeds: MetricFeed[];
  assignedTo: number[];
  /** The request asks it beyond VSME: the company may decline it (value-chain cap). */
  beyondVsme: boolean;
  value: CurrentValue | null;
  /** The value's own rule state: errors (a cross-check broken by a later change) and warnings. */
  validation: { errors: ValidationIssue[]; warnings: ValidationIssue[] };
}
export const responseMetricSchema: z.ZodType<ResponseMetric> = z.object({
  code: metricCodeSchema,
  ref: z.string().nullable(),
  label: z.string().nullable(),
  required: z.boolean(),
  tier: tierSchema.nullable(),
  condition: frameworkConditionSchema.nullable(),
  applies: z.boolean(),
  inputUnit: z.string().nullable(),
  options: z.array(tcfdOptionSchema).nullable(),
  multiple: z.boolean(),
  definition: metricDefinitionSchema,
  editable: z.boolean(),
  lock: metricLockSchema.nullable(),
  publication: valuePublicationSchema.nullable(),
  feeds: z.array(metricFeedSchema),
  assignedTo: z.array(z.number().int().positive()),
  beyondVsme: z.boolean(),
  value: currentValueSchema.nullable(),
  validation: z.object({
    errors: z.array(validationIssueSchema),
    warnings: z.array(validationIssueSchema),
  }),
});

export interface ResponseSection {
  id: string;
  ref: string | null;
  kind: 'section' | 'dimension' | 'gics' | 'disclosure';
  title: string;
  description: string | null;
  completion: Completion;
  assignedTo: number[];
  metrics: ResponseMetric[];
  sections: ResponseSection[];
}
export const responseSectionSchema: z.ZodType<ResponseSection> = z.lazy(() =>
  z.object({
    id: z.string(),
    ref: z.string().nullable(),
    kind: z.enum(['section', 'dimension', 'gics', 'disclosure']),
    title: z.string(),
    description: z.string().nullable(),
    completion: completionSchema,
    assignedTo: z.array(z.number().int().positive()),
    metrics: z.array(responseMetricSchema),
    sections: z.array(responseSectionSchema),
  }),
);

export const responseEventSchema = z.object({
  at: z.string(),
  actorId: z.number().int().nonnegative(),
  from: responseStatusSchema.nullable(),
  to: responseStatusSchema,
  reason: z.string().nullable(),
});

/**
 * A metric of GET /responses/{id} without what its framework defines (ADR 0170): the caller's state of it
 * and its value. The definition (ref, label, tier, condition, unit, options, dictionary entry, the figures
 * reading it) comes once per framework version from GET /frameworks/{standardId}/versions/{version}/definition.
 */
export const responseMetricStateSchema = z.object({
  code: metricCodeSchema,
  required: z.boolean(),
  applies: z.boolean(),
  editable: z.boolean(),
  lock: metricLockSchema.nullable(),
  publication: valuePublicationSchema.nullable(),
  assignedTo: z.array(z.number().int().positive()),
  beyondVsme: z.boolean(),
  value: currentValueSchema.nullable(),
  validation: z.object({
    errors: z.array(validationIssueSchema),
    warnings: z.array(validationIssueSchema),
  }),
});
export type ResponseMetricState = z.infer<typeof responseMetricStateSchema>;

/** A section of GET /responses/{id}: the sections and metrics the caller sees, by id and code. */
export interface ResponseSectionState {
  id: string;
  completion: Completion;
  assignedTo: number[];
  metrics: ResponseMetricState[];
  sections: ResponseSectionState[];
}
export const responseSectionStateSchema: z.ZodType<ResponseSectionState> = z.lazy(() =>
  z.object({
    id: z.string(),
    completion: completionSchema,
    assignedTo: z.array(z.number().int().positive()),
    metrics: z.array(responseMetricStateSchema),
    sections: z.array(responseSectionStateSchema),
  }),
);

/** `include=definition` answers the response with every metric's definition inline (the shape before ADR 0170). */
export const responseDetailQuerySchema = z
  .object({
    include: z.enum(['definition'], { error: 'include must be "definition"' }).optional(),
  })
  .strict();
export type ResponseDetailQueryParams = z.infer<typeof responseDetailQuerySchema>;

const responseViewSchema = responseSummarySchema.extend({
  framework: z.object({
    standardId: z.number().int().positive(),
    name: z.string(),
    version: z.string(),
    /**
     * Fingerprint of the framework version's definition: the ETag of
     * GET /frameworks/{standardId}/versions/{version}/definition, so a client keys its cached copy by it.
     */
    definitionTag: z.string(),
    /** The Invest Europe tier in force and how it was decided (null for untiered frameworks). */
    tier: z
      .object({
        tier: tierSchema,
        basis: z.enum(['response', 'previous', 'default']),
        fte: z.number().nullable(),
      })
      .nullable(),
  }),
  completion: completionSchema.extend({
    bySection: z.array(completionSchema.extend({ sectionId: z.string(), title: z.string() })),
    byContributor: z.array(completionSchema.extend({ userId: z.number().int().positive() })),
    /**
     * The required metrics still unanswered (the caller's share, for a contributor), by the rule the
     * server's submit applies: submit succeeds exactly when this is empty.
     */
    missing: z.array(
      z.object({
        code: metricCodeSchema,
        label: z.string(),
        /** The top-level section it is asked in (where the questionnaire jumps to). */
        sectionId: z.string(),
        sectionTitle: z.string(),
      }),
    ),
  }),
  assignments: z.array(assignmentSchema),
  /**
   * What the caller may do with this response now. `canSubmit`: its side and status allow submitting;
   * it succeeds once `completion.missing` is empty.
   */
  permissions: z.object({
    canEdit: z.boolean(),
    canAssign: z.boolean(),
    canSubmit: z.boolean(),
    canReview: z.boolean(),
    canPublish: z.boolean(),
    canReopen: z.boolean(),
    canImport: z.boolean(),
  }),
  /** Set when the caller sees only what is assigned to it (a contributor). */
  restrictedToAssignment: z.boolean(),
  yearOnYearWarningPercent: z.number().positive(),
  history: z.array(responseEventSchema),
  publications: z.array(
    z.object({ number: z.number().int().positive(), publishedAt: z.string(), publishedBy: z.number().int() }),
  ),
});

/** GET /responses/{id} (default): the response, its completion and its values, without the definition. */
export const responseValuesSchema = responseViewSchema.extend({
  sections: z.array(responseSectionStateSchema),
});
export type ResponseValues = z.infer<typeof responseValuesSchema>;

/** GET /responses/{id}?include=definition, and what a client builds from the values and the definition. */
export const responseDetailSchema = responseViewSchema.extend({
  sections: z.array(responseSectionSchema),
});
export type ResponseDetail = z.infer<typeof responseDetailSchema>;

/** The answer of submit, review, publish and reopen: the response's new state. */
export const transitionResultSchema = z.object({
  id: z.number().int().positive(),
  status: responseStatusSchema,
  publicationNumber: z.number().int().nonnegative(),
  completion: completionSchema,
});
export type TransitionResult = z.infer<typeof transitionResultSchema>;

export const reviewResultSchema = transitionResultSchema.extend({
  decisions: z.array(
    z.object({
      metricCode: metricCodeSchema,
      verdict: reviewVerdictSchema,
      valueVersionId: z.string(),
    }),
  ),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** The bulk acceptance's result: what was accepted, and the values the caller entered (four eyes). */
export const acceptUnflaggedResultSchema = reviewResultSchema.extend({
  /** Unflagged values the caller entered: someone else accepts them. */
  leftForAnotherReviewer: z.array(metricCodeSchema),
});
export type AcceptUnflaggedResult = z.infer<typeof acceptUnflaggedResultSchema>;
