import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CloudEvent, ReviewResult, ValueReview } from '@esg/contracts';
import { contributorNoticeEvents } from '../../application/contributor-notices';
import { responseEvent, responseRef, statusChanged } from '../../application/response-events';
import {
  CURRENT_VALUES,
  RESPONSES,
  ResponseWorkspace,
  VALUE_REVIEWS,
  requireSide,
} from '../../application/response-workspace';
import { moved } from '../../application/transitions';
import { nextStatus, reviewOutcome, type ValueReviewDoc } from '../../domain/esg/response';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { ReviewResponseCommand } from './review-response.command';

@CommandHandler(ReviewResponseCommand)
export class ReviewResponseHandler implements ICommandHandler<ReviewResponseCommand> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, request, at }: ReviewResponseCommand): Promise<ReviewResult> {
    return this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.reviewer, 'Only the company that asked for the data reviews it');
      nextStatus(response.status, 'review');
      const state = await this.workspace.state(tx, response);
      const codes = new Set(state.codes);
      const now = at.toISOString();
      const seen = new Set<string>();
      const decisions: ReviewResult['decisions'] = [];
      const logged: Array<{
        metricCode: string;
        valueVersionId: string;
        verdict: ValueReview['verdict'];
        comment: string | null;
      }> = [];
      for (const decision of request.decisions) {
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
        const review: ValueReview = {
          verdict: decision.verdict,
          comment: decision.comment ?? null,
          reviewerId: principal.userId,
          reviewedAt: now,
          valueVersionId: current.valueVersionId,
        };
        const log: ValueReviewDoc = {
          ...review,
          id: randomUUID(),
          companyId: response.companyId,
          period: response.period,
          metricCode: decision.metricCode,
          responseId: response.responseId,
        };
        await tx.insert(VALUE_REVIEWS, log);
        const updatedValue = { ...current, review };
        await tx.put(CURRENT_VALUES, updatedValue);
        state.values.set(decision.metricCode, updatedValue);
        decisions.push({
          metricCode: decision.metricCode,
          verdict: decision.verdict,
          valueVersionId: current.valueVersionId,
        });
        logged.push({ ...decisions[decisions.length - 1], comment: review.comment });
      }
      const answered = state.codes
        .filter((code) => state.values.has(code))
        .map((code) => state.values.get(code)!);
      const to = nextStatus(response.status, 'review', reviewOutcome(answered));
      const updated = moved(response, to, principal.userId, now, null);
      await tx.put(RESPONSES, updated);
      const events: CloudEvent[] = [
        responseEvent('data-collection.response.reviewed.v1', updated, principal.userId, {
          ...responseRef(updated),
          reviewerId: principal.userId,
          at: now,
          decisions: logged,
          statusAfter: updated.status,
        }),
      ];
      if (updated.status !== response.status)
        events.push(statusChanged(response.status, updated, principal.userId, now, null, state.completion));
      // Each contributor whose values came back is told which, with the comments (issue 21, finding 7).
      const returned = logged.filter((d) => d.verdict === 'returned');
      if (returned.length > 0)
        events.push(
          ...(await contributorNoticeEvents(tx, {
            response: updated,
            tree: state.tree,
            catalogue: this.workspace.catalogue,
            reason: 'returned',
            notices: response.assignments
              .map((assignment) => {
                const codes = this.workspace.assignedCodes(response, state.tree, assignment.userId);
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
            at: now,
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
    });
  }
}
