import { randomUUID } from 'node:crypto';
import type { CloudEvent, ReviewRequest, ReviewResult, ValueReview } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import { dataCollectionError } from '../domain/data-collection.errors';
import {
  nextStatus,
  reviewOutcome,
  type CurrentValueDoc,
  type ResponseDoc,
  type ValueReviewDoc,
} from '../domain/esg/response';
import { contributorNoticeEvents } from './contributor-notices';
import { responseEvent, responseRef, statusChanged } from './response-events';
import {
  CURRENT_VALUES,
  RESPONSES,
  VALUE_REVIEWS,
  type ResponseState,
  type ResponseWorkspace,
} from './response-workspace';
import { moved } from './transitions';

/**
 * A verdict on the current version of a value: kept in the append-only `value_reviews` and on the
 * value itself. One writer for a person's review, the bulk acceptance and the automatic approval.
 */
export async function recordVerdict(
  tx: Transaction,
  response: ResponseDoc,
  state: ResponseState,
  current: CurrentValueDoc,
  verdict: Omit<ValueReview, 'valueVersionId'>,
): Promise<ValueReview> {
  const review: ValueReview = { ...verdict, valueVersionId: current.valueVersionId };
  const log: ValueReviewDoc = {
    ...review,
    id: randomUUID(),
    companyId: response.companyId,
    period: response.period,
    metricCode: current.metricCode,
    responseId: response.responseId,
  };
  await tx.insert(VALUE_REVIEWS, log);
  const updated = { ...current, review };
  await tx.put(CURRENT_VALUES, updated);
  state.values.set(current.metricCode, updated);
  return review;
}

/** The values that apply and have no verdict on their current version: what a reviewer still decides. */
export function valuesWaiting(state: ResponseState): CurrentValueDoc[] {
  return [...new Set(state.codes)]
    .filter((code) => state.applies.has(code))
    .map((code) => state.values.get(code))
    .filter((value): value is CurrentValueDoc => value !== undefined)
    .filter((value) => value.review?.valueVersionId !== value.valueVersionId);
}

/** Every answered value of the response (what the review outcome is decided on). */
export function answeredValues(state: ResponseState): CurrentValueDoc[] {
  return state.codes.filter((code) => state.values.has(code)).map((code) => state.values.get(code)!);
}

/**
 * A person's verdicts on values of a response (POST /responses/{id}/review, and the bulk acceptance of
 * the unflagged values, ADR 0187): four eyes, a returned value needs a comment; any returned value →
 * returned, every answered value accepted → accepted, else it stays submitted. One reviewed event.
 */
export async function applyReview(
  workspace: ResponseWorkspace,
  tx: Transaction,
  principal: Principal,
  state: ResponseState,
  requested: ReviewRequest['decisions'],
  options: { at: string; bulk: boolean },
): Promise<ReviewResult> {
  const { response } = state;
  const { at } = options;
  const codes = new Set(state.codes);
  const seen = new Set<string>();
  const decisions: ReviewResult['decisions'] = [];
  const logged: Array<{
    metricCode: string;
    valueVersionId: string;
    verdict: ValueReview['verdict'];
    comment: string | null;
  }> = [];
  for (const decision of requested) {
    if (seen.has(decision.metricCode))
      throw dataCollectionError(
        'RESPONSE.VALIDATION',
        `${decision.metricCode} has two decisions; give one per metric`,
      );
    seen.add(decision.metricCode);
    if (!codes.has(decision.metricCode))
      throw dataCollectionError(
        'METRIC.NOT_FOUND',
        `${decision.metricCode} is not a metric of this response`,
      );
    const current = state.values.get(decision.metricCode);
    if (!current)
      throw dataCollectionError('RESPONSE.VALIDATION', `${decision.metricCode} has no value to review`);
    if (current.authorId === principal.userId)
      throw dataCollectionError(
        'VALUE.FOUR_EYES',
        `${decision.metricCode}: you entered this value, so someone else must review it (four eyes)`,
      );
    if (decision.verdict === 'returned' && !decision.comment)
      throw dataCollectionError(
        'RESPONSE.VALIDATION',
        `${decision.metricCode}: say why the value is returned (comment)`,
      );
    await recordVerdict(tx, response, state, current, {
      verdict: decision.verdict,
      comment: decision.comment ?? null,
      reviewerId: principal.userId,
      reviewedAt: at,
    });
    decisions.push({
      metricCode: decision.metricCode,
      verdict: decision.verdict,
      valueVersionId: current.valueVersionId,
    });
    logged.push({ ...decisions[decisions.length - 1], comment: decision.comment ?? null });
  }
  const to = nextStatus(response.status, 'review', reviewOutcome(answeredValues(state)));
  const updated = moved(response, to, principal.userId, at, null);
  await tx.put(RESPONSES, updated);
  const events: CloudEvent[] = [
    responseEvent('data-collection.response.reviewed.v1', updated, principal.userId, {
      ...responseRef(updated),
      reviewerId: principal.userId,
      at,
      decisions: logged,
      statusAfter: updated.status,
      ...(options.bulk ? { bulk: true } : {}),
    }),
  ];
  if (updated.status !== response.status)
    events.push(statusChanged(response.status, updated, principal.userId, at, null, state.completion));
  // Each contributor whose values came back is told which, with the comments (issue 21, finding 7).
  const returned = logged.filter((d) => d.verdict === 'returned');
  if (returned.length > 0)
    events.push(
      ...(await contributorNoticeEvents(tx, {
        response: updated,
        tree: state.tree,
        catalogue: workspace.catalogue,
        reason: 'returned',
        notices: response.assignments
          .map((assignment) => {
            const codes = workspace.assignedCodes(response, state.tree, assignment.userId);
            return {
              userId: assignment.userId,
              sectionIds: [],
              metrics: returned
                .filter((d) => codes.has(d.metricCode))
                .map((d) => ({ code: d.metricCode, comment: d.comment })),
            };
          })
          .filter((notice) => notice.metrics.length > 0),
        actorId: principal.userId,
        at,
      })),
    );
  await tx.append(events);
  return {
    id: updated.responseId,
    status: updated.status,
    publicationNumber: updated.publicationNumber,
    completion: state.completion,
    decisions,
  };
}
