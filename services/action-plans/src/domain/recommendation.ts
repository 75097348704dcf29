import { DomainError, type StoredFile } from '@esg/platform';
import { actionPlansError } from './action-plans.errors';
import {
  SEVERELY_DELAYED_AFTER_DAYS,
  type RecommendationPriority,
  type RecommendationStatus,
  type RecommendationVisualStatus,
} from '@esg/contracts';
import { illegal } from './plan';

export type { StoredFile };

export interface ProgressTagEntry {
  tag: string;
  note: string | null;
  addedBy: number;
  addedAt: string;
}

/** A recommendation of a plan. Its deliverable (files and a rating) shares its id. */
export type Recommendation = {
  id: string;
  recommendationId: number;
  planId: number;
  portfolioCompanyId: number;
  gpCompanyId: number;
  title: string;
  description: string;
  performanceStandardId: number;
  priority: RecommendationPriority;
  dueDate: string;
  dueDateTrigger: string;
  facilityId: number | null;
  deliverableDescription: string;
  /** The PAI indicators (sfdr_pai.json ids) it addresses (ADR 0055); absent on those stored before. */
  paiIndicatorIds?: string[];
  status: RecommendationStatus;
  progressTags: ProgressTagEntry[];
  additionalCommentary: string | null;
  advisorDocument: StoredFile | null;
  verifyDocument: StoredFile | null;
  deliverableFiles: StoredFile[];
  deliverableRating: number | null;
  deliverableRatedBy: number | null;
  submittedAt: string | null;
  signedOffAt: string | null;
  signedOffBy: number | null;
  signOffMessage: string | null;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
  version: number;
};

export function recommendationNotFound(id: number): DomainError {
  return actionPlansError('RECOMMENDATION.NOT_FOUND', `Recommendation ${id} was not found`);
}

/** Every id must be an Annex I indicator of sfdr_pai.json (`known`); the first unknown one is named. */
export function assertPaiIndicators(ids: readonly string[], known: ReadonlySet<string>): void {
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw actionPlansError(
      'ACTION_PLAN.VALIDATION',
      `PAI indicator ${unknown} is not an indicator of Annex I (sfdr_pai.json)`,
    );
}

export function assertRecommendationOpen(rec: Recommendation): void {
  if (rec.status === 'signed-off')
    throw illegal(`Recommendation ${rec.recommendationId} is signed off and can no longer change`);
}

/**
 * Work status moves freely between not-started, in-progress and submitted for the portfolio company;
 * the investor side may only send a submitted recommendation back (submitted -> in-progress).
 * Setting the status it already has is refused, so every accepted call is a real change.
 */
export function changeStatus(
  rec: Recommendation,
  to: Exclude<RecommendationStatus, 'signed-off'>,
  side: 'pc' | 'investor',
  now: string,
): Recommendation {
  assertRecommendationOpen(rec);
  if (rec.status === to) throw illegal(`The recommendation is already ${to}`);
  if (side === 'investor' && !(rec.status === 'submitted' && to === 'in-progress')) {
    throw illegal('The investor side can only send a submitted recommendation back to in-progress');
  }
  return {
    ...rec,
    status: to,
    submittedAt: to === 'submitted' ? now : rec.submittedAt,
    updatedAt: now,
    version: rec.version + 1,
  };
}

/** submitted -> signed-off, by the GP. */
export function signOffRecommendation(
  rec: Recommendation,
  by: number,
  message: string | null,
  now: string,
): Recommendation {
  assertRecommendationOpen(rec);
  if (rec.status !== 'submitted')
    throw illegal(`Only a submitted recommendation can be signed off; this one is ${rec.status}`);
  return {
    ...rec,
    status: 'signed-off',
    signedOffAt: now,
    signedOffBy: by,
    signOffMessage: message,
    updatedAt: now,
    version: rec.version + 1,
  };
}

const DAY_MS = 86_400_000;

/** Whole days the due date lies behind `today` (UTC dates); 0 or less when not yet due. */
export function daysPastDue(dueDate: string, today = new Date()): number {
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((day - due) / DAY_MS);
}

/**
 * The pill of spec 4, from the recommendation's one status and its due date: signed-off and submitted
 * as they are; past the due date delayed (1 to 30 days) or severely-delayed (more); before it, the
 * status the portfolio company set: in progress, or pending while not started. Every table and page,
 * the investor's and the company's, shows this pill (issue 29, item 9).
 */
export function visualStatus(
  rec: Pick<Recommendation, 'status' | 'dueDate'>,
  today = new Date(),
): RecommendationVisualStatus {
  if (rec.status === 'signed-off') return 'signed-off';
  if (rec.status === 'submitted') return 'submitted';
  const late = daysPastDue(rec.dueDate, today);
  if (late > SEVERELY_DELAYED_AFTER_DAYS) return 'severely-delayed';
  if (late > 0) return 'delayed';
  return rec.status === 'in-progress' ? 'in-progress' : 'pending';
}
