import type { NotificationView } from '@esg/contracts';
import type { NotificationRecord } from '../infrastructure/records';

export function presentNotification(n: NotificationRecord): NotificationView {
  return {
    id: n.id,
    userId: n.userId,
    eventType: n.eventType,
    kind: n.kind,
    message: n.message,
    actorId: n.actorId,
    actionPlanId: n.actionPlanId,
    recommendationId: n.recommendationId,
    pcId: n.pcId,
    gpCompanyId: n.gpCompanyId,
    link: n.link,
    read: n.read,
    readAt: n.readAt,
    createdAt: n.createdAt,
  };
}
