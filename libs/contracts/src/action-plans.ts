import { z } from 'zod';
import { lineTextSchema } from './text';
import { pagingQuerySchema, positiveIntegerInput } from './api';
import { reportingCycleSchema } from './data-collection';

/*
 * Action plans (spec 2.13, 3, 4, 7.1-7.3): lookups, request bodies of every call, and the default
 * messages of spec section 8. The SPA and the action-plans service both read this file.
 */

/* ------------------------------------------------------------------------------------------------
 * Lookups (GET /action-plan-listings/*)
 * ---------------------------------------------------------------------------------------------- */

export const REPORTING_CYCLES = [
  { value: 'quarterly', label: 'Quarterly' },
  { value: '6-monthly', label: '6-Monthly' },
  { value: 'annually', label: 'Annually' },
] as const;
/** The same cycles as data collection (spec 9). */
export const actionPlanReportingCycleSchema = reportingCycleSchema;
export type ActionPlanReportingCycle = z.infer<typeof actionPlanReportingCycleSchema>;

/** The IFC Performance Standards on Environmental and Social Sustainability (2012), with their official titles. */
export const IFC_PERFORMANCE_STANDARDS = [
  { id: 1, code: 'PS1', title: 'Assessment and Management of Environmental and Social Risks and Impacts' },
  { id: 2, code: 'PS2', title: 'Labor and Working Conditions' },
  { id: 3, code: 'PS3', title: 'Resource Efficiency and Pollution Prevention' },
  { id: 4, code: 'PS4', title: 'Community Health, Safety, and Security' },
  { id: 5, code: 'PS5', title: 'Land Acquisition and Involuntary Resettlement' },
  {
    id: 6,
    code: 'PS6',
    title: 'Biodiversity Conservation and Sustainable Management of Living Natural Resources',
  },
  { id: 7, code: 'PS7', title: 'Indigenous Peoples' },
  { id: 8, code: 'PS8', title: 'Cultural Heritage' },
] as const;

export const PRIORITIES = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const;
export const prioritySchema = z.enum(['high', 'medium', 'low']);
export type RecommendationPriority = z.infer<typeof prioritySchema>;

/** What sets a recommendation's due date, as in IFC-style E&S action plans; the date itself is always stored. */
export const DUE_DATE_TRIGGERS = [
  { value: 'specific-date', label: 'By a specific date' },
  { value: 'prior-to-first-disbursement', label: 'Prior to first disbursement' },
  { value: 'prior-to-next-disbursement', label: 'Prior to next disbursement' },
  { value: 'within-6-months-of-investment', label: 'Within 6 months of investment' },
  { value: 'prior-to-construction', label: 'Prior to start of construction' },
  { value: 'prior-to-commissioning', label: 'Prior to commissioning' },
  { value: 'annually', label: 'Annually, with the annual monitoring report' },
  { value: 'ongoing', label: 'Ongoing, throughout the investment' },
] as const;
export const dueDateTriggerSchema = z.enum([
  'specific-date',
  'prior-to-first-disbursement',
  'prior-to-next-disbursement',
  'within-6-months-of-investment',
  'prior-to-construction',
  'prior-to-commissioning',
  'annually',
  'ongoing',
]);

export const PROGRESS_TAGS = [
  { value: 'on-track', label: 'On track' },
  { value: 'at-risk', label: 'At risk' },
  { value: 'off-track', label: 'Off track' },
  { value: 'awaiting-information', label: 'Awaiting information' },
  { value: 'evidence-submitted', label: 'Evidence submitted' },
  { value: 'under-review', label: 'Under review' },
] as const;
export const progressTagSchema = z.enum([
  'on-track',
  'at-risk',
  'off-track',
  'awaiting-information',
  'evidence-submitted',
  'under-review',
]);

/** Progress tags a recommendation keeps (its history); the next one is refused with 409. */
export const MAX_PROGRESS_TAGS_PER_RECOMMENDATION = 100;
/** Comments and internal notes: a page of a recommendation's discussion, oldest first. */
export const DISCUSSION_PAGE_SIZE = 50;

export const FIRST_ACTION_PLAN_YEAR = 2020;
/** Years list of spec 9: 2020 to the current year. */
export function actionPlanYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = FIRST_ACTION_PLAN_YEAR; y <= now.getUTCFullYear(); y++) years.push(y);
  return years;
}

/** How many years after the listed ones a new plan may be made for: plans are made for years to come. */
export const PLAN_YEARS_AHEAD = 3;

/**
 * The years a plan form offers (issue 29, item 9): the lookup's years (spec 9: 2020 to the current year),
 * the next PLAN_YEARS_AHEAD years, and the plan's own year when it lies outside them.
 */
export function planYearOptions(listed: readonly number[], own?: number, now = new Date()): number[] {
  const current = now.getUTCFullYear();
  const last = Math.max(current, ...listed);
  const ahead = Array.from({ length: PLAN_YEARS_AHEAD }, (_, i) => last + 1 + i);
  return [...new Set([...listed, ...ahead, ...(own === undefined ? [] : [own])])].sort((a, b) => a - b);
}

/* ------------------------------------------------------------------------------------------------
 * States (docs/action-plans.md)
 * ---------------------------------------------------------------------------------------------- */

export const PLAN_STATUSES = ['draft', 'sent', 'published', 'signed-off'] as const;
export const planStatusSchema = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof planStatusSchema>;

export const RECOMMENDATION_STATUSES = ['not-started', 'in-progress', 'submitted', 'signed-off'] as const;
export const recommendationStatusSchema = z.enum(RECOMMENDATION_STATUSES);
export type RecommendationStatus = z.infer<typeof recommendationStatusSchema>;
/** The work statuses a caller may set with update-status; 'signed-off' only comes from sign-off. */
export const workStatusSchema = z.enum(['not-started', 'in-progress', 'submitted']);

/**
 * Pills of spec 4, derived from the one status the recommendation has (the work status the portfolio
 * company sets) and its due date: an open one not yet due is pending until the company starts it,
 * then in progress (issue 29, item 9: the investor's table said "Pending" for work in progress).
 */
export type RecommendationVisualStatus =
  'signed-off' | 'submitted' | 'pending' | 'in-progress' | 'delayed' | 'severely-delayed';
/** More than this many days past the due date is severely delayed; 1 to this many is delayed. */
export const SEVERELY_DELAYED_AFTER_DAYS = 30;

/* ------------------------------------------------------------------------------------------------
 * Requests
 * ---------------------------------------------------------------------------------------------- */

const id = positiveIntegerInput('The id');
const text = (max: number) => z.string().trim().min(1, { error: 'This field is required' }).max(max);
/** A title: one line (issue 23, finding 7). */
const line = (max: number) => lineTextSchema().trim().min(1, { error: 'This field is required' }).max(max);
const isoDate = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });
const year = z.number().int().min(FIRST_ACTION_PLAN_YEAR).max(2100);
const booleanish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

export const actionPlanListQuerySchema = pagingQuerySchema.extend({
  isPublished: booleanish.optional(),
  /** 'gp' (default for investors): every plan of the GP; 'pc': the plans as the portfolio company sees them. */
  viewing_as: z.enum(['gp', 'pc']).optional(),
  esAdvisorUserId: id.optional(),
});
export type ActionPlanListQuery = z.infer<typeof actionPlanListQuerySchema>;

export const createActionPlanRequestSchema = z
  .object({
    title: line(200),
    description: z.string().trim().max(5000).default(''),
    portfolioCompanyId: z.number().int().positive(),
    reportingCycle: actionPlanReportingCycleSchema,
    year,
    facilityIds: z.array(z.number().int().positive()).max(50).default([]),
    esAdvisorUserId: z.number().int().positive().nullable().optional(),
    assignedUserIds: z.array(z.number().int().positive()).max(50).default([]),
  })
  .strict();
export type CreateActionPlanRequest = z.infer<typeof createActionPlanRequestSchema>;

export const updateActionPlanRequestSchema = z
  .object({
    title: line(200),
    description: z.string().trim().max(5000),
    reportingCycle: actionPlanReportingCycleSchema,
    year,
    facilityIds: z.array(z.number().int().positive()).max(50),
    additionalCommentary: z.string().trim().max(5000),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'Give at least one field to update' });
export type UpdateActionPlanRequest = z.infer<typeof updateActionPlanRequestSchema>;

/** POST /action-plans/{id}: a follow-up plan for the same portfolio company (e.g. the next reporting year). */
export const createRelatedActionPlanRequestSchema = z
  .object({
    title: line(200),
    description: z.string().trim().max(5000),
    reportingCycle: actionPlanReportingCycleSchema,
    year,
    facilityIds: z.array(z.number().int().positive()).max(50),
  })
  .partial()
  .strict();
export type CreateRelatedActionPlanRequest = z.infer<typeof createRelatedActionPlanRequestSchema>;

export const planUsersRequestSchema = z
  .object({ userIds: z.array(z.number().int().positive()).min(1).max(50) })
  .strict();
export type PlanUsersRequest = z.infer<typeof planUsersRequestSchema>;

export const publishStatusRequestSchema = z.object({ isPublished: z.boolean() }).strict();
export type PublishStatusRequest = z.infer<typeof publishStatusRequestSchema>;

export const signOffPlanRequestSchema = z.object({ signOffMessage: text(2000) }).strict();
export type SignOffPlanRequest = z.infer<typeof signOffPlanRequestSchema>;

export const transferEsAdvisorRequestSchema = z
  .object({ esAdvisorUserId: z.number().int().positive() })
  .strict();
export type TransferEsAdvisorRequest = z.infer<typeof transferEsAdvisorRequestSchema>;

/**
 * An Annex I indicator of sfdr_pai.json (T1-1 … T1-18, T2-1 …, T3-1 …) a recommendation addresses: the
 * PAI report offers the recommendation in that indicator's Actions column (issue 10, ADR 0055). The
 * service checks the id against the file.
 */
export const paiIndicatorIdSchema = z
  .string()
  .regex(/^T[123]-\d{1,2}$/, { error: 'a PAI indicator id looks like T1-1, T2-4 or T3-9' });

const paiIndicatorIds = z
  .array(paiIndicatorIdSchema)
  .max(30)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'a PAI indicator is named twice' });

const recommendationFields = {
  title: line(300),
  description: z.string().trim().max(5000),
  performanceStandardId: z.number().int().min(1).max(8),
  priority: prioritySchema,
  dueDate: isoDate,
  dueDateTrigger: dueDateTriggerSchema,
  facilityId: z.number().int().positive().nullable(),
  deliverableDescription: z.string().trim().max(2000),
  paiIndicatorIds,
};

export const createRecommendationRequestSchema = z
  .object({
    ...recommendationFields,
    description: recommendationFields.description.default(''),
    dueDateTrigger: recommendationFields.dueDateTrigger.default('specific-date'),
    facilityId: recommendationFields.facilityId.default(null),
    deliverableDescription: recommendationFields.deliverableDescription.default(''),
    paiIndicatorIds: recommendationFields.paiIndicatorIds.default([]),
  })
  .strict();
export type CreateRecommendationRequest = z.infer<typeof createRecommendationRequestSchema>;

export const updateRecommendationRequestSchema = z
  .object(recommendationFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'Give at least one field to update' });
export type UpdateRecommendationRequest = z.infer<typeof updateRecommendationRequestSchema>;

export const updateRecommendationStatusRequestSchema = z.object({ status: workStatusSchema }).strict();
export type UpdateRecommendationStatusRequest = z.infer<typeof updateRecommendationStatusRequestSchema>;

export const signOffRecommendationRequestSchema = z
  .object({ signOffMessage: z.string().trim().max(2000).optional() })
  .strict();
export type SignOffRecommendationRequest = z.infer<typeof signOffRecommendationRequestSchema>;

/** JSON, or multipart with the same field and an optional `file` (the ES advisor document). */
export const additionalCommentaryRequestSchema = z
  .object({ additionalCommentary: z.string().trim().max(5000) })
  .strict();
export type AdditionalCommentaryRequest = z.infer<typeof additionalCommentaryRequestSchema>;

export const progressTagRequestSchema = z
  .object({ tag: progressTagSchema, note: z.string().trim().max(1000).optional() })
  .strict();
export type ProgressTagRequest = z.infer<typeof progressTagRequestSchema>;

/** GET comments and internal notes: oldest first, DISCUSSION_PAGE_SIZE a page, perPage at most 100. */
export const discussionQuerySchema = pagingQuerySchema.extend({
  perPage: pagingQuerySchema.shape.perPage.default(DISCUSSION_PAGE_SIZE),
});
export type DiscussionQuery = z.infer<typeof discussionQuerySchema>;

export const commentRequestSchema = z.object({ comment: text(5000) }).strict();
export type CommentRequest = z.infer<typeof commentRequestSchema>;

export const internalNoteRequestSchema = z.object({ note: text(5000) }).strict();
export type InternalNoteRequest = z.infer<typeof internalNoteRequestSchema>;

export const deliverableRatingRequestSchema = z.object({ rating: z.number().int().min(1).max(5) }).strict();
export type DeliverableRatingRequest = z.infer<typeof deliverableRatingRequestSchema>;

export const createChangeRequestRequestSchema = z
  .object({
    recommendationId: z.number().int().positive(),
    type: z.literal('due-date').default('due-date'),
    requestedDueDate: isoDate,
    reason: text(2000),
  })
  .strict();
export type CreateChangeRequestRequest = z.infer<typeof createChangeRequestRequestSchema>;

export const decideChangeRequestRequestSchema = z
  .object({ decision: z.enum(['approve', 'reject']), comment: z.string().trim().max(2000).optional() })
  .strict();
export type DecideChangeRequestRequest = z.infer<typeof decideChangeRequestRequestSchema>;

/* ------------------------------------------------------------------------------------------------
 * Files
 * ---------------------------------------------------------------------------------------------- */

export const ACTION_PLAN_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const ACTION_PLAN_FILES_PER_UPLOAD = 5;
/** Accepted extensions; the content is checked too (magic bytes), never the name alone. */
export const ACTION_PLAN_FILE_EXTENSIONS = [
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
  'csv',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
] as const;
export type ActionPlanFileKind = 'deliverable' | 'advisor-document' | 'verify-document';

/* ------------------------------------------------------------------------------------------------
 * Messages (spec section 8): success messages, and the default message of each call when it fails
 * ---------------------------------------------------------------------------------------------- */

export const ACTION_PLAN_FEATURE_DENIED_MESSAGE = 'Access denied: Feature is_action_plan_enabled not enabled';

export const ACTION_PLAN_ERRORS = {
  list: 'An error occurred while fetching the action plans',
  lookups: 'An error occurred while fetching the action plan listings',
  detail: 'An error occurred while fetching the action plan',
  create: 'An error occurred while creating the action plan',
  assignUsers: 'An error occurred while adding users to the action plan',
  removeUsers: 'An error occurred while removing users from the action plan',
  update: 'An error occurred while updating the action plan',
  createRelated: 'An error occurred while creating the related action plan',
  createRecommendation: 'An error occurred while creating the recommendation',
  updateRecommendation: 'An error occurred while updating the recommendation',
  progressTag: 'An error occurred while adding the recommendation progress tag',
  publishStatus: 'An error occurred while updating the action plan status',
  createChangeRequest: 'An error occurred while creating the change request',
  deletePlan: 'Failed to delete action plan with recommendation',
  deleteAllRecommendations: 'Failed to delete all recommendations of a action plan',
  deleteRecommendation: 'Failed to delete recommendation',
  recommendationStatus: 'Failed to update recommendation status',
  signOffPlan: 'Failed to sign off Action Plan',
  signOffRecommendation: 'Failed to sign off Recommendation',
  addComment: 'Failed to add comment',
  fetchComments: 'Failed to fetch comments',
  editComment: 'Failed to edit comments',
  deleteComment: 'Failed to delete comment',
  addNote: 'Failed to add internal note',
  fetchNotes: 'Failed to fetch internal notes',
  updateNote: 'Failed to update internal note',
  deliverableFiles: 'Failed to upload deliverable files',
  deliverableRating: 'Failed to upload deliverable file rating',
  additionalCommentary: 'Failed to upload additional commentary',
  esAdvisorDocument: 'Failed to upload es advisor document',
  transferEsAdvisor: 'Failed to transfer es advisor',
  sendDraft: 'Failed to send Draft',
  decideChangeRequest: 'Failed to approve/reject change request',
  download: 'Failed to download file',
  recommendations: 'An error occurred while fetching the recommendations',
  gpUsers: 'An error occurred while fetching the GP users',
} as const;

export const ACTION_PLAN_SUCCESS = {
  created: 'Action plan created successfully',
  status: 'Status updated successfully',
} as const;

/* ------------------------------------------------------------------------------------------------
 * Responses (the `data` of each call). Declared once: the service builds them with these types and
 * the SPA parses with these schemas. Strict: a field added or renamed on one side fails the other's
 * parse and the contract test (apps/standalone/test/response-contracts.spec.ts).
 * ---------------------------------------------------------------------------------------------- */

const positiveId = z.number().int().positive();
const timestamp = z.string().min(1);
const roleName = z.enum(['admin', 'gp', 'lp', 'pc']);
const permissionName = z.enum(['Contributor', 'Coinvestor', 'Consultant', 'Auditor']);

export const lookupOptionSchema = z.strictObject({ value: z.string(), label: z.string() });
export type LookupOption = z.infer<typeof lookupOptionSchema>;

export const performanceStandardSchema = z.strictObject({
  id: positiveId,
  code: z.string(),
  title: z.string(),
  /** With `?company=`: recommendations of that company's visible plans under the standard. */
  recommendationCount: z.number().int().nonnegative().optional(),
  signedOffCount: z.number().int().nonnegative().optional(),
});
export type PerformanceStandard = z.infer<typeof performanceStandardSchema>;

export const facilitySchema = z.strictObject({
  id: positiveId,
  companyId: positiveId,
  name: z.string(),
  type: z.string(),
  location: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;

export const storedFileSchema = z.strictObject({
  fileId: z.string().min(1),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int().nonnegative(),
  uploadedBy: positiveId,
  uploadedAt: timestamp,
});
export type StoredFileView = z.infer<typeof storedFileSchema>;

export const planUserSchema = z.strictObject({
  id: positiveId,
  name: z.string(),
  email: z.string(),
  role: roleName,
  permission: permissionName.nullable(),
  companyId: positiveId.nullable(),
});
export type PlanUser = z.infer<typeof planUserSchema>;

/** What the caller may do with a plan, so the screens show only the buttons that will work. */
export const capabilitiesSchema = z.strictObject({
  side: z.enum(['investor', 'pc', 'admin']),
  canDecide: z.boolean(),
  canDraft: z.boolean(),
  canWork: z.boolean(),
  seesInternalNotes: z.boolean(),
  canDownloadFiles: z.boolean(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const planSchema = z.strictObject({
  id: positiveId,
  title: z.string(),
  description: z.string(),
  portfolioCompanyId: positiveId,
  gpCompanyId: positiveId,
  reportingCycle: actionPlanReportingCycleSchema,
  year: z.number().int(),
  facilityIds: z.array(positiveId),
  status: planStatusSchema,
  isPublished: z.boolean(),
  esAdvisorUserId: positiveId.nullable(),
  assignedUserIds: z.array(positiveId),
  additionalCommentary: z.string().nullable(),
  relatedPlanId: positiveId.nullable(),
  createdBy: positiveId,
  createdAt: timestamp,
  updatedAt: timestamp,
  sentAt: timestamp.nullable(),
  publishedAt: timestamp.nullable(),
  signedOffAt: timestamp.nullable(),
  signedOffBy: positiveId.nullable(),
  signOffMessage: z.string().nullable(),
});
export type PlanView = z.infer<typeof planSchema>;

/** GET /action-plans: each plan with its counts (from the plan-summaries read model). */
export const planListItemSchema = planSchema.extend({
  recommendationCount: z.number().int().nonnegative(),
  signedOffRecommendationCount: z.number().int().nonnegative(),
});
export type PlanListItem = z.infer<typeof planListItemSchema>;

export const visualStatusSchema = z.enum([
  'signed-off',
  'submitted',
  'pending',
  'in-progress',
  'delayed',
  'severely-delayed',
]);

export const progressTagEntrySchema = z.strictObject({
  tag: z.string(),
  note: z.string().nullable(),
  addedBy: positiveId,
  addedAt: timestamp,
});

export const recommendationSchema = z.strictObject({
  id: positiveId,
  actionPlanId: positiveId,
  portfolioCompanyId: positiveId,
  title: z.string(),
  description: z.string(),
  performanceStandardId: z.number().int().min(1).max(8),
  priority: prioritySchema,
  dueDate: z.string(),
  dueDateTrigger: z.string(),
  facilityId: positiveId.nullable(),
  deliverableDescription: z.string(),
  /** The PAI indicators (sfdr_pai.json ids) the recommendation addresses; [] when none. */
  paiIndicatorIds: z.array(z.string()),
  status: recommendationStatusSchema,
  visualStatus: visualStatusSchema,
  isSignedOff: z.boolean(),
  progressTags: z.array(progressTagEntrySchema),
  additionalCommentary: z.string().nullable(),
  advisorDocument: storedFileSchema.nullable(),
  verifyDocument: storedFileSchema.nullable(),
  deliverable: z.strictObject({
    id: positiveId,
    files: z.array(storedFileSchema),
    rating: z.number().int().min(1).max(5).nullable(),
  }),
  submittedAt: timestamp.nullable(),
  signedOffAt: timestamp.nullable(),
  signedOffBy: positiveId.nullable(),
  signOffMessage: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  commentCount: z.number().int().nonnegative().optional(),
  /** Only for those who see internal notes. */
  internalNoteCount: z.number().int().nonnegative().optional(),
});
export type RecommendationView = z.infer<typeof recommendationSchema>;

/**
 * GET /action-plan-recommendations/pai-actions: the recommendations of the plans the caller may see that
 * are linked to PAI indicators, for the PAI report's Actions column (issue 10, ADR 0055).
 */
export const paiActionSchema = z.strictObject({
  recommendationId: positiveId,
  actionPlanId: positiveId,
  actionPlanTitle: z.string(),
  year: z.number().int(),
  portfolioCompanyId: positiveId,
  portfolioCompanyName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  status: recommendationStatusSchema,
  dueDate: z.string(),
  paiIndicatorIds: z.array(z.string()),
});
export type PaiAction = z.infer<typeof paiActionSchema>;

export const paiActionsQuerySchema = z.object({ indicatorId: paiIndicatorIdSchema.optional() }).strict();
export type PaiActionsQuery = z.infer<typeof paiActionsQuerySchema>;

const companyRefSchema = z.strictObject({ id: positiveId, name: z.string() }).nullable();

export const planDetailSchema = planSchema.extend({
  portfolioCompany: companyRefSchema,
  gpCompany: companyRefSchema,
  esAdvisor: planUserSchema.nullable(),
  assignedUsers: z.array(planUserSchema),
  facilities: z.array(z.strictObject({ id: positiveId, name: z.string() })),
  recommendations: z.array(recommendationSchema),
  capabilities: capabilitiesSchema,
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const changeRequestSchema = z.strictObject({
  changeRequestId: positiveId,
  recommendationId: positiveId,
  planId: positiveId,
  type: z.literal('due-date'),
  currentDueDate: z.string(),
  requestedDueDate: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: positiveId,
  requestedAt: timestamp,
  decidedBy: positiveId.nullable(),
  decidedAt: timestamp.nullable(),
  decisionComment: z.string().nullable(),
});
export type ChangeRequestView = z.infer<typeof changeRequestSchema>;

export const recommendationDetailSchema = recommendationSchema.extend({
  actionPlan: z.strictObject({ id: positiveId, title: z.string(), status: planStatusSchema }),
  changeRequests: z.array(changeRequestSchema),
  capabilities: capabilitiesSchema,
});
export type RecommendationDetail = z.infer<typeof recommendationDetailSchema>;

const authorSchema = z.strictObject({ id: positiveId, name: z.string() }).nullable();

export const commentSchema = z.strictObject({
  commentId: positiveId,
  recommendationId: positiveId,
  planId: positiveId,
  authorId: positiveId,
  comment: z.string(),
  createdAt: timestamp,
  editedAt: timestamp.nullable(),
});
export type CommentView = z.infer<typeof commentSchema>;
/** Listed comments name their author. */
export const listedCommentSchema = commentSchema.extend({ author: authorSchema });
export type ListedComment = z.infer<typeof listedCommentSchema>;

export const internalNoteSchema = z.strictObject({
  noteId: positiveId,
  recommendationId: positiveId,
  planId: positiveId,
  authorId: positiveId,
  note: z.string(),
  createdAt: timestamp,
  editedAt: timestamp.nullable(),
});
export type InternalNoteView = z.infer<typeof internalNoteSchema>;
export const listedInternalNoteSchema = internalNoteSchema.extend({ author: authorSchema });
export type ListedInternalNote = z.infer<typeof listedInternalNoteSchema>;

export const deletedSchema = z.strictObject({ id: positiveId });
export const deletedCountSchema = z.strictObject({ deleted: z.number().int().nonnegative() });
