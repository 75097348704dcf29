import { z } from 'zod';
import { planStatusSchema, prioritySchema, recommendationStatusSchema } from '@esg/contracts/action-plans';

/*
 * The shapes the action-plans service answers (services/action-plans/src/application/present.ts and
 * the query controllers). Loose objects: fields the screens do not read pass through untouched.
 */

export const visualStatusSchema = z.enum([
  'signed-off',
  'submitted',
  'pending',
  'delayed',
  'severely-delayed',
]);
export type VisualStatus = z.infer<typeof visualStatusSchema>;

export const storedFileSchema = z.looseObject({
  fileId: z.string(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number(),
  uploadedBy: z.number(),
  uploadedAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const planUserSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  permission: z.string().nullable(),
  companyId: z.number().nullable(),
});
export type PlanUser = z.infer<typeof planUserSchema>;

export const capabilitiesSchema = z.object({
  side: z.enum(['investor', 'pc', 'admin']),
  canDecide: z.boolean(),
  canDraft: z.boolean(),
  canWork: z.boolean(),
  seesInternalNotes: z.boolean(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const planSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  portfolioCompanyId: z.number(),
  gpCompanyId: z.number(),
  reportingCycle: z.string(),
  year: z.number(),
  facilityIds: z.array(z.number()),
  status: planStatusSchema,
  isPublished: z.boolean(),
  esAdvisorUserId: z.number().nullable(),
  assignedUserIds: z.array(z.number()),
  additionalCommentary: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  signedOffAt: z.string().nullable(),
  signOffMessage: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

export const planListItemSchema = planSchema.extend({
  recommendationCount: z.number(),
  signedOffRecommendationCount: z.number(),
});
export type PlanListItem = z.infer<typeof planListItemSchema>;

export const progressTagEntrySchema = z.looseObject({
  tag: z.string(),
  note: z.string().nullable(),
  addedBy: z.number(),
  addedAt: z.string(),
});

export const recommendationSchema = z.looseObject({
  id: z.number(),
  actionPlanId: z.number(),
  title: z.string(),
  description: z.string(),
  performanceStandardId: z.number(),
  priority: prioritySchema,
  dueDate: z.string(),
  dueDateTrigger: z.string(),
  facilityId: z.number().nullable(),
  deliverableDescription: z.string(),
  status: recommendationStatusSchema,
  visualStatus: visualStatusSchema,
  isSignedOff: z.boolean(),
  progressTags: z.array(progressTagEntrySchema),
  additionalCommentary: z.string().nullable(),
  advisorDocument: storedFileSchema.nullable(),
  verifyDocument: storedFileSchema.nullable(),
  deliverable: z.object({ id: z.number(), files: z.array(storedFileSchema), rating: z.number().nullable() }),
  signOffMessage: z.string().nullable(),
  signedOffAt: z.string().nullable(),
  commentCount: z.number().optional(),
  internalNoteCount: z.number().optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const planDetailSchema = planSchema.extend({
  portfolioCompany: z.object({ id: z.number(), name: z.string() }).nullable(),
  gpCompany: z.object({ id: z.number(), name: z.string() }).nullable(),
  esAdvisor: planUserSchema.nullable(),
  assignedUsers: z.array(planUserSchema),
  facilities: z.array(z.object({ id: z.number(), name: z.string() })),
  recommendations: z.array(recommendationSchema),
  capabilities: capabilitiesSchema,
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const changeRequestSchema = z.looseObject({
  changeRequestId: z.number(),
  recommendationId: z.number(),
  type: z.literal('due-date'),
  currentDueDate: z.string(),
  requestedDueDate: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const recommendationDetailSchema = recommendationSchema.extend({
  actionPlan: z.object({ id: z.number(), title: z.string(), status: planStatusSchema }),
  changeRequests: z.array(changeRequestSchema),
  capabilities: capabilitiesSchema,
});
export type RecommendationDetail = z.infer<typeof recommendationDetailSchema>;

const authorSchema = z.object({ id: z.number(), name: z.string() }).nullable();

export const commentSchema = z.looseObject({
  commentId: z.number(),
  recommendationId: z.number(),
  authorId: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  author: authorSchema,
});
export type Comment = z.infer<typeof commentSchema>;

export const internalNoteSchema = z.looseObject({
  noteId: z.number(),
  recommendationId: z.number(),
  authorId: z.number(),
  note: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  author: authorSchema,
});
export type InternalNote = z.infer<typeof internalNoteSchema>;
