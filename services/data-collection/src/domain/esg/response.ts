import type {
  Assignment,
  CanonicalValue,
  CurrentValue,
  ReportingCycle,
  ResponseStatus,
  ValueReview,
} from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import { DomainError } from '@esg/platform';
import { dataCollectionError } from '../data-collection.errors';

/** A response as stored (collection `responses`). */
export interface ResponseDoc extends Doc {
  responseId: number;
  companyId: number;
  /** The GP that asked for the data, or the company itself for its own data. */
  requesterCompanyId: number;
  companyType: 'gp' | 'pc' | 'lp';
  standardId: number;
  frameworkId: string;
  frameworkVersion: string;
  /** Optional modules of the framework the request included (VSME: `comprehensive`); absent = none. */
  modules?: string[];
  period: string;
  year: number;
  cycle: ReportingCycle;
  periodStart: string;
  periodEnd: string;
  status: ResponseStatus;
  dueDate: string;
  requestedAt: string;
  requestedBy: number;
  submittedAt: string | null;
  submittedBy: number | null;
  lastActivityAt: string;
  publicationNumber: number;
  lastPublishedAt: string | null;
  publications: Array<{ number: number; publishedAt: string; publishedBy: number }>;
  history: Array<{
    at: string;
    actorId: number;
    from: ResponseStatus | null;
    to: ResponseStatus;
    reason: string | null;
  }>;
  assignments: Assignment[];
  /** Bumped at every change of the document (optimistic check inside transactions). */
  revision: number;
}

/**
 * The value now current for (company, period, metric): collection `current_values`, id
 * `<companyId>|<period>|<metricCode>`. The versions themselves are append-only in `value_versions`.
 */
export interface CurrentValueDoc extends Doc, CurrentValue {
  companyId: number;
  period: string;
  metricCode: string;
  /** The response through which the current version was written. */
  responseId: number;
}

/** One version of a value (append-only collection `value_versions`, id = valueVersionId). */
export interface ValueVersionDoc extends Doc, Omit<CurrentValue, 'review'> {
  companyId: number;
  period: string;
  metricCode: string;
  responseId: number;
  previous: { value: CanonicalValue; unit: string; status: CurrentValue['status'] } | null;
}

/** One review verdict (append-only collection `value_reviews`). */
export interface ValueReviewDoc extends Doc, ValueReview {
  companyId: number;
  period: string;
  metricCode: string;
  responseId: number;
}

/** The save count of a value: every version and every autosave folded into an open draft (ADR 0226). */
export function revisionOf(value: Pick<CurrentValue, 'revision' | 'version'>): number {
  return value.revision ?? value.version;
}

export const currentValueId = (companyId: number, period: string, metricCode: string) =>
  `${companyId}|${period}|${metricCode}`;

/**
 * What one publication of a response froze (collection `publications`, id `<responseId>#<number>`,
 * ADR 0090): the version of each answered metric. A published response shows these versions, and a
 * value whose current version is in any publication is changed only by a restatement with a reason.
 */
export interface PublicationDoc extends Doc {
  responseId: number;
  companyId: number;
  period: string;
  standardId: number;
  number: number;
  publishedAt: string;
  publishedBy: number;
  /** metric code → valueVersionId published. */
  versions: Record<string, string>;
}

export const publicationId = (responseId: number, number: number) => `${responseId}#${number}`;

/** For every version published (by any response of the period), its first publication. */
export function firstPublications(publications: readonly PublicationDoc[]): Map<string, PublicationDoc> {
  const first = new Map<string, PublicationDoc>();
  const ordered = [...publications].sort((a, b) => (a.publishedAt < b.publishedAt ? -1 : 1));
  for (const publication of ordered)
    for (const versionId of Object.values(publication.versions))
      if (!first.has(versionId)) first.set(versionId, publication);
  return first;
}

export type ResponseAction = 'enter' | 'submit' | 'review' | 'publish' | 'reopen';

/** Statuses in which the company may change values. */
export const EDITABLE_STATUSES: readonly ResponseStatus[] = [
  'requested',
  'in_progress',
  'returned',
  'reopened',
];
/** Statuses from which the company may submit (once every required metric is answered). */
export const SUBMITTABLE_STATUSES: readonly ResponseStatus[] = [
  'requested',
  'in_progress',
  'returned',
  'reopened',
];

/**
 * Statuses in which a response's values are under review: a value it shares with another response
 * cannot change through that one meanwhile. (A published response froze its versions in its
 * publication; the fact can still be restated through another response, ADR 0090.)
 */
export const UNDER_REVIEW_STATUSES: readonly ResponseStatus[] = ['submitted', 'accepted'];

/**
 * The workflow (docs/data-collection.md, state diagram):
 * requested → in_progress (first value) → submitted → returned | accepted → published → reopened → submitted …
 * (requested → submitted when another response's publication already answers everything, ADR 0090)
 * `review` answers the status its verdicts lead to; the caller passes it as `reviewOutcome`.
 */
export function nextStatus(
  status: ResponseStatus,
  action: ResponseAction,
  reviewOutcome?: 'submitted' | 'returned' | 'accepted',
): ResponseStatus {
  switch (action) {
    case 'enter':
      if (status === 'published')
        throw dataCollectionError(
          'RESPONSE.LOCKED',
          'The period is published and locked: reopen it (with a reason) to change values',
        );
      if (!EDITABLE_STATUSES.includes(status))
        throw illegal(
          status,
          'change values of',
          'values under review cannot change until they are returned',
        );
      return status === 'requested' ? 'in_progress' : status;
    case 'submit':
      if (status === 'published')
        throw dataCollectionError('RESPONSE.LOCKED', 'The period is published and locked');
      // From requested too: every answer may already be the company's facts, published through
      // another response of the period (ADR 0090); the completeness rule decides.
      if (!SUBMITTABLE_STATUSES.includes(status)) throw illegal(status, 'submit', 'it is already submitted');
      return 'submitted';
    case 'review':
      if (status !== 'submitted' && status !== 'accepted')
        throw illegal(status, 'review', 'only a submitted response can be reviewed');
      return reviewOutcome ?? status;
    case 'publish':
      if (status === 'published')
        throw illegal(status, 'publish', 'it is already published; reopen it first');
      if (status !== 'accepted') throw illegal(status, 'publish', 'every value must be accepted first');
      return 'published';
    case 'reopen':
      if (status !== 'published') throw illegal(status, 'reopen', 'only a published period can be reopened');
      return 'reopened';
  }
}

function illegal(status: ResponseStatus, verb: string, why: string): DomainError {
  return dataCollectionError(
    'RESPONSE.ILLEGAL_TRANSITION',
    `Cannot ${verb} a response that is ${status.replace('_', ' ')}: ${why}`,
  );
}

/** After a review: any returned value → returned; every answered value accepted → accepted; else still submitted. */
export function reviewOutcome(
  reviews: ReadonlyArray<{ valueVersionId: string; review: ValueReview | null }>,
): 'submitted' | 'returned' | 'accepted' {
  const current = reviews.map((r) =>
    r.review && r.review.valueVersionId === r.valueVersionId ? r.review.verdict : null,
  );
  if (current.includes('returned')) return 'returned';
  if (current.length > 0 && current.every((v) => v === 'accepted')) return 'accepted';
  return 'submitted';
}

export function isOverdue(response: Pick<ResponseDoc, 'status' | 'dueDate'>, today = new Date()): boolean {
  if (response.status === 'published' || response.status === 'accepted' || response.status === 'submitted')
    return false;
  return response.dueDate < today.toISOString().slice(0, 10);
}
