import { companyRegisteredV1, companyRegistrationRequestedV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import { findUserByEmail, inviteUser } from '../infrastructure/accounts';
import type { MailDispatcher } from '../infrastructure/mail-outbox';

const CONSUMER = 'gateway.company-contact-invitations';

/**
 * The contacts of companies become their primary users:
 * - a company registered with a contact (data-collection.company.registered.v1, e.g. by an admin):
 *   the contact is invited by e-mail to set a password;
 * - a registration asked for through the public form (data-collection.company.registration-requested.v1):
 *   the contact gets an account waiting for the address to be confirmed and a mail with no free text
 *   in it; setting the password confirms it (gateway.user.registration-confirmed.v1) and only then
 *   does data-collection create the company. An address that has an account already gets nothing
 *   (the form's answer is the same either way); an unconfirmed registrant is replaced.
 * The account, its link, its mail and the inbox record commit together, so a redelivered event
 * invites nobody twice.
 */
export async function startCompanyContactInvitations(
  runtime: ServiceRuntime,
  mail: MailDispatcher,
): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type === 'data-collection.company.registration-requested.v1') {
      const data = companyRegistrationRequestedV1.parse(event.data);
      const existing = await findUserByEmail(tx, data.contact.email);
      if (existing && existing.pendingRegistration !== true) {
        runtime.logger.info(
          { companyId: data.companyId, eventId: event.id },
          'registration for a known address; ignored',
        );
        return;
      }
      const user = await inviteUser(tx, runtime.config, {
        name: data.contact.name,
        email: data.contact.email,
        role: data.companyType,
        permission: null,
        companyId: data.companyId,
        primary: true,
        invitedBy: null,
        registration: true,
      });
      runtime.logger.info(
        { companyId: data.companyId, userId: user.userId },
        'registration contact asked to confirm',
      );
      return;
    }
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
