import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PublishedValue, TransitionResult } from '@esg/contracts';
import { responseEvent, responseRef, statusChanged } from '../../application/response-events';
import {
  PUBLICATIONS,
  RESPONSES,
  ResponseWorkspace,
  requireSide,
  type ResponseState,
} from '../../application/response-workspace';
import { moved } from '../../application/transitions';
import { nextStatus, publicationId, type PublicationDoc } from '../../domain/esg/response';
import { PublishResponseCommand } from './publish-response.command';

export function publishedValues(state: ResponseState): { values: PublishedValue[]; unanswered: string[] } {
  const values: PublishedValue[] = [];
  const unanswered: string[] = [];
  for (const code of state.codes) {
    const value = state.values.get(code);
    if (!value) {
      unanswered.push(code);
      continue;
    }
    values.push({
      metricCode: code,
      value: value.value,
      unit: value.unit,
      rawValue: value.rawValue,
      rawUnit: value.rawUnit,
      status: value.status,
      reason: value.reason,
      quality: value.quality,
      dataQualityScore: value.dataQualityScore,
      valueVersionId: value.valueVersionId,
      version: value.version,
      source: value.source,
    });
  }
  return { values, unanswered };
}

@CommandHandler(PublishResponseCommand)
export class PublishResponseHandler implements ICommandHandler<PublishResponseCommand> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, request, at }: PublishResponseCommand): Promise<TransitionResult> {
    return this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.reviewer, 'Only the company that asked for the data publishes it');
      const to = nextStatus(response.status, 'publish');
      const state = await this.workspace.state(tx, response);
      const now = at.toISOString();
      const number = response.publicationNumber + 1;
      const updated = {
        ...moved(response, to, principal.userId, now, request.comment ?? null),
        publicationNumber: number,
        lastPublishedAt: now,
        publications: [...response.publications, { number, publishedAt: now, publishedBy: principal.userId }],
      };
      await tx.put(RESPONSES, updated);
      const { values, unanswered } = publishedValues(state);
      // What this publication froze (ADR 0090): the response shows these versions while published.
      await tx.insert<PublicationDoc>(PUBLICATIONS, {
        id: publicationId(updated.responseId, number),
        responseId: updated.responseId,
        companyId: updated.companyId,
        period: updated.period,
        standardId: updated.standardId,
        number,
        publishedAt: now,
        publishedBy: principal.userId,
        versions: Object.fromEntries(values.map((v) => [v.metricCode, v.valueVersionId])),
      });
      await tx.append([
        statusChanged(
          response.status,
          updated,
          principal.userId,
          now,
          request.comment ?? null,
          state.completion,
        ),
        responseEvent('data-collection.response.published.v1', updated, principal.userId, {
          ...responseRef(updated),
          periodStart: updated.periodStart,
          periodEnd: updated.periodEnd,
          publicationNumber: number,
          publishedAt: now,
          publishedBy: principal.userId,
          values,
          unansweredMetricCodes: unanswered,
        }),
      ]);
      return {
        id: updated.responseId,
        status: updated.status,
        publicationNumber: number,
        completion: state.completion,
      };
    });
  }
}
