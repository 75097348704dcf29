import {
  responseCommentPostedV1,
  responseContributorNoticeSentV1,
  responseDigestSentV1,
  responseReminderSentV1,
  type CloudEvent,
} from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import { contributorNoticeMail, digestMail, mentionMail, reminderMail } from '../domain/mails';
import type { MailDispatcher } from '../infrastructure/mail-outbox';
import { queueMail } from '../infrastructure/mail-outbox';

const CONSUMER = 'gateway.reminder-mails';

/**
 * Mails the reminders, weekly digests and contributor notices data-collection decided (issue 9, ADR
 * 0065; issue 21): one mail per recipient named in the event. The mails and the inbox record commit together, so a redelivered
 * event mails no one twice; data-collection's once-only keys make the event itself once.
 */
export async function startReminderMails(
  runtime: ServiceRuntime,
  mail: MailDispatcher,
): Promise<Subscription> {
  const origin = (runtime.config.publicOrigin ?? `http://localhost:${runtime.config.port}`).replace(
    /\/$/,
    '',
  );
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type === 'data-collection.response.reminder-sent.v1') {
      const data = responseReminderSentV1.parse(event.data);
      for (const recipient of data.recipients)
        await queueMail(tx, reminderMail({ to: recipient.email, origin, ...data }));
      return;
    }
    if (event.type === 'data-collection.response.digest-sent.v1') {
      const data = responseDigestSentV1.parse(event.data);
      await queueMail(tx, digestMail({ to: data.email, origin, week: data.week, items: data.items }));
    }
    if (event.type === 'data-collection.response.contributor-notice-sent.v1') {
      const data = responseContributorNoticeSentV1.parse(event.data);
      await queueMail(tx, contributorNoticeMail({ to: data.contributor.email, origin, ...data }));
    }
    // A mention in a value's discussion (ADR 0213): the people mentioned, not the rest of the other side.
    if (event.type === 'data-collection.response.comment-posted.v1') {
      const data = responseCommentPostedV1.parse(event.data);
      for (const recipient of data.notify.filter((r) => r.mentioned))
        await queueMail(tx, mentionMail({ ...data, to: recipient.email, origin, side: recipient.side }));
    }
  });
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: ['data-collection.response'],
    handler: async (event) => {
      await apply(event);
      void mail.flush();
    },
  });
}
