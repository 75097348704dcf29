import { companyRegisteredV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import { findUserByEmail, inviteUser } from '../infrastructure/accounts';
import type { MailDispatcher } from '../infrastructure/mail-outbox';

const CONSUMER = 'gateway.company-contact-invitations';

/**
 * A company registered with a contact person (data-collection.company.registered.v1): the contact
 * becomes the company's primary user, invited by e-mail to set a password. The account, its link,
 * its mail and the inbox record commit together, so a redelivered event invites nobody twice.
 */
export async function startCompanyContactInvitations(
  runtime: ServiceRuntime,
  mail: MailDispatcher,
): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type !== 'data-collection.company.registered.v1') return;
    const data = companyRegisteredV1.parse(event.data);
    if (!data.contact) return;
    if (await findUserByEmail(tx, data.contact.email)) {
      runtime.logger.info(
        { companyId: data.companyId, eventId: event.id },
        'company contact already has an account; not invited',
      );
      return;
    }
    const user = await inviteUser(tx, runtime.config, {
      name: data.contact.name,
      email: data.contact.email,
      role: data.type,
      permission: null,
      companyId: data.companyId,
      primary: true,
      invitedBy: null,
    });
    runtime.logger.info({ companyId: data.companyId, userId: user.userId }, 'company contact invited');
  });
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: ['data-collection.company'],
    handler: async (event) => {
      await apply(event);
      void mail.flush();
    },
  });
}
