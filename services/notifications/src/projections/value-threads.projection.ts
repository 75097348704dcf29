import { isValueThreadEvent, valueThreadNotices } from '../domain/value-thread-events';
import { NOTIFICATION_COUNTERS, NOTIFICATIONS } from '../infrastructure/migrations';
import { deliver } from './notifications.projection';
import type { Projection } from './projection';

/**
 * Notifications of the discussions of values (issue 27 item 4, ADR 0213): a mention, a comment or reply of
 * the other side, a resolution or reopening. Kind `value-comment`, no action plan, linked to the screen of the
 * recipient's side with the discussion open. Shares the notifications and counters of the others (one bell),
 * rebuilt with them.
 */
export const valueThreadsProjection: Projection = {
  name: 'value-threads',
  version: 1,
  topics: ['data-collection.response'],
  collections: [NOTIFICATIONS, NOTIFICATION_COUNTERS],
  apply: async (event, tx, options) => {
    if (!isValueThreadEvent(event.type)) return;
    const data = event.data as { companyId: number; requesterCompanyId: number; actorId: number };
    for (const notice of valueThreadNotices(event.type, event.data))
      await deliver(
        event,
        [notice.userId],
        {
          eventType: event.type,
          kind: 'value-comment',
          message: notice.message,
          actorId: data.actorId > 0 ? data.actorId : null,
          actionPlanId: null,
          recommendationId: null,
          pcId: data.companyId,
          gpCompanyId: data.requesterCompanyId,
          link: notice.link,
        },
        tx,
        options.emit,
      );
  },
};
