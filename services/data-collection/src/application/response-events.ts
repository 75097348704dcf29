import {
  createEvent,
  type CloudEvent,
  type Completion,
  type EventData,
  type EventType,
} from '@esg/contracts';
import type { ResponseDoc } from '../domain/esg/response';

/**
 * Integration events of responses (libs/contracts, data-collection-responses.events.ts). Each is
 * written through the outbox in the transaction of its change; the subject is the response id and
 * the aggregate version its revision.
 */
export function responseRef(response: ResponseDoc) {
  return {
    responseId: response.responseId,
    companyId: response.companyId,
    requesterCompanyId: response.requesterCompanyId,
    standardId: response.standardId,
    frameworkVersion: response.frameworkVersion,
    period: response.period,
    year: response.year,
    cycle: response.cycle,
  };
}

export function responseEvent<T extends EventType>(
  type: T,
  response: ResponseDoc,
  actorId: number,
  data: EventData<T>,
  correlationId?: string,
): CloudEvent<EventData<T>> {
  return createEvent({
    type,
    source: 'data-collection',
    subject: response.responseId,
    companyId: response.companyId,
    actorId,
    aggregateVersion: response.revision,
    correlationId,
    data,
  });
}

export function statusChanged(
  before: ResponseDoc['status'],
  response: ResponseDoc,
  actorId: number,
  at: string,
  reason: string | null,
  completion: Completion,
): CloudEvent {
  return responseEvent('data-collection.response.status-changed.v1', response, actorId, {
    ...responseRef(response),
    before,
    after: response.status,
    actorId,
    at,
    reason,
    dueDate: response.dueDate,
    completion,
    assignedUserIds: response.assignments.map((a) => a.userId),
  });
}
