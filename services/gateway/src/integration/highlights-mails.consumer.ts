import { analysisHighlightsReadyV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import { highlightsMail } from '../domain/mails';
import { readUser } from '../domain/user';
import type { MailDispatcher } from '../infrastructure/mail-outbox';
import { queueMail } from '../infrastructure/mail-outbox';

const CONSUMER = 'gateway.highlights-mails';
/** Once-only keys of the highlights mails sent (kept in the inbox table, apart from event ids). */
const SENT = 'gateway.highlights-mails.keys';

/**
 * Mails the automatic highlights reporting decided (issue 12, ADR 0047) to the investor's users who read
 * its portfolio analysis: signed-up users of the company, not Contributors (spec 6.1). The mails, the
 * event's inbox record and the highlights key commit together: a redelivered event, or a second event
 * with the same key (a projection replayed with its events on), mails no one twice.
 */
export async function startHighlightsMails(
  runtime: ServiceRuntime,
  mail: MailDispatcher,
): Promise<Subscription> {
  const origin = (runtime.config.publicOrigin ?? `http://localhost:${runtime.config.port}`).replace(
    /\/$/,
    '',
  );
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type !== 'reporting.analysis.highlights-ready.v1') return;
    const data = analysisHighlightsReadyV1.parse(event.data);
    if (!(await tx.markProcessed(SENT, data.key))) return;
    const users = (await tx.find('users', { company_id: data.investorCompanyId }))
      .map((raw) => readUser(raw)!)
      .filter((u) => u.passwordHash !== null && !u.pendingRegistration && u.permission !== 'Contributor')
      .sort((a, b) => a.userId - b.userId);
    for (const user of users) await queueMail(tx, highlightsMail({ to: user.email, origin, ...data }));
  });
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: ['reporting.analysis'],
    handler: async (event) => {
      await apply(event);
      void mail.flush();
    },
  });
}
