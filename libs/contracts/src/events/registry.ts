import { z } from 'zod';
import { cloudEventSchema, type CloudEvent } from '../envelope';
import { dataCollectionEvents } from './data-collection.events';
import { dataCollectionResponseEvents } from './data-collection-responses.events';
import { dataCollectionQualityEvents } from './data-collection-quality.events';
import { gatewayEvents } from './gateway.events';
import { actionPlansEvents } from './action-plans.events';
import { notificationsEvents } from './notifications.events';
import { portfolioEvents } from './portfolio.events';
import { accessManagerEvents } from './access-manager.events';
import { reportingEvents } from './reporting.events';
import { scoringEvents } from './scoring.events';
import { monitoringEvents } from './monitoring.events';

/**
 * Every integration event type, with the schema of its data. A type not listed here cannot be
 * published or consumed: declare it in the events file of the owning service first.
 */
export const eventCatalogue = {
  ...dataCollectionEvents,
  ...dataCollectionResponseEvents,
  ...dataCollectionQualityEvents,
  ...gatewayEvents,
  ...actionPlansEvents,
  ...notificationsEvents,
  ...portfolioEvents,
  ...accessManagerEvents,
  ...reportingEvents,
  ...scoringEvents,
  ...monitoringEvents,
} as const;

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]>;
export type IntegrationEvent<T extends EventType = EventType> = CloudEvent<EventData<T>> & { type: T };

export class EventValidationError extends Error {
  readonly code = 'EVENT.INVALID';
  constructor(
    readonly eventType: string,
    readonly eventId: string,
    readonly issues: string,
  ) {
    super(`Event ${eventId} of type "${eventType}" fails its schema: ${issues}`);
    this.name = 'EventValidationError';
  }
}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

export function isKnownEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(eventCatalogue, type);
}

/** Validates the envelope and the data against the catalogue; throws EventValidationError naming the cause. */
export function validateEvent(candidate: unknown): IntegrationEvent {
  const envelope = cloudEventSchema.safeParse(candidate);
  const raw = candidate as { id?: unknown; type?: unknown } | null;
  const id = typeof raw?.id === 'string' ? raw.id : '(no id)';
  const type = typeof raw?.type === 'string' ? raw.type : '(no type)';
  if (!envelope.success) throw new EventValidationError(type, id, describe(envelope.error));
  if (!isKnownEventType(envelope.data.type)) {
    throw new EventValidationError(type, id, `unknown event type; declare it in libs/contracts`);
  }
  const data = eventCatalogue[envelope.data.type].safeParse(envelope.data.data);
  if (!data.success) throw new EventValidationError(type, id, describe(data.error));
  return { ...envelope.data, data: data.data } as IntegrationEvent;
}
