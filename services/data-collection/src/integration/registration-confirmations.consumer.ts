import { createEvent, registrationConfirmedV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { ServiceRuntime } from '@esg/platform';
import { companyOf, REGISTRATIONS, type CompanyRegistration } from '../domain/company-registration';

const CONSUMER = 'data-collection.registration-confirmations';

/**
 * gateway.user.registration-confirmed.v1: the contact of a pending registration set a password from
 * the e-mailed link, so the address is theirs. The company is created now, and announced as any
 * company is (data-collection.company.registered.v1, without a contact: its user exists already).
 * An expired or unknown registration, or one for another address, creates nothing.
 */
export async function startRegistrationConfirmations(runtime: ServiceRuntime): Promise<Subscription> {
  const apply = consumeIdempotently(runtime.store, CONSUMER, async (event: CloudEvent, tx) => {
    if (event.type !== 'gateway.user.registration-confirmed.v1') return;
    const data = registrationConfirmedV1.parse(event.data);
    const registration = await tx.get<CompanyRegistration>(REGISTRATIONS, String(data.companyId));
    if (
      !registration ||
      registration.status !== 'pending' ||
      registration.contact_email !== data.email.toLowerCase() ||
      Date.parse(registration.expiresAt) < Date.parse(event.time)
    ) {
      runtime.logger.warn({ companyId: data.companyId, eventId: event.id }, 'registration not confirmable');
      return;
    }
    const company = companyOf(registration);
    await tx.put(REGISTRATIONS, { ...registration, status: 'confirmed', confirmedAt: event.time });
    await tx.insert('companies', company);
    await tx.append([
      createEvent({
        type: 'data-collection.company.registered.v1',
        source: 'data-collection',
        subject: company.companyId,
        companyId: company.companyId,
        actorId: data.userId,
        aggregateVersion: 1,
        data: {
          companyId: company.companyId,
          name: company.name,
          type: company.type,
          parentId: null,
          contractType: company.contract_type,
          contact: null,
        },
      }),
    ]);
  });
  return runtime.bus.subscribe({ group: CONSUMER, topics: ['gateway.user'], handler: apply });
}
