/*
 * The action-plans service's answers are declared once, in libs/contracts (action-plans.ts,
 * "Responses"), and parsed with those schemas: a field renamed on either side fails at once (and in
 * the contract test) instead of parsing and breaking later. This module only gives the screens the
 * contract types under the names they use; it declares nothing.
 */
import type { z } from 'zod';
import type { visualStatusSchema } from '@esg/contracts/action-plans';

export type {
  Capabilities,
  ChangeRequestView as ChangeRequest,
  ListedComment as Comment,
  ListedInternalNote as InternalNote,
  PlanDetail,
  PlanListItem,
  PlanUser,
  PlanView as Plan,
  RecommendationDetail,
  RecommendationView as Recommendation,
  StoredFileView as StoredFile,
} from '@esg/contracts/action-plans';
export type VisualStatus = z.infer<typeof visualStatusSchema>;
