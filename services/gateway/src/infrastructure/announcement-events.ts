import { createEvent, type CloudEvent } from '@esg/contracts';
import type { AnnouncementDoc } from '../domain/announcement';

export function announcementChanged(
  doc: AnnouncementDoc,
  deleted: boolean,
  actorId: number | null,
): CloudEvent {
  return createEvent({
    type: 'gateway.announcement.changed.v1',
    source: 'gateway',
    subject: doc.docId,
    actorId,
    data: { docId: doc.docId, enabled: doc.enabled, type: doc.type, text: doc.text, deleted },
  });
}
