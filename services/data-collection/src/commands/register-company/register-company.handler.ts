import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createEvent } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { RUNTIME, STORE, type RateLimit, type ServiceRuntime } from '@esg/platform';
import { nextCompanyId, REGISTRATIONS, type CompanyRegistration } from '../../domain/company-registration';
import { RegisterCompanyCommand } from './register-company.command';

const DAY = 24 * 3600;
/** How long a registration waits for its contact to confirm the address. */
export const REGISTRATION_TTL_MS = 7 * DAY * 1000;

@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand> {
  /** A public form must not become a way to flood the store or someone's mailbox. */
  private readonly limits: { byAddress: RateLimit; byEmail: RateLimit; everyone: RateLimit };

  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(RUNTIME) runtime: ServiceRuntime,
  ) {
    const limit = (name: string, points: number, durationSeconds: number) =>
      runtime.rateLimits.limit({
        name: `data-collection.registrations-${name}`,
        points,
        durationSeconds,
        code: 'COMPANY.RATE_LIMITED',
        message: 'Too many registrations; try again in {seconds} seconds',
      });
    this.limits = {
      byAddress: limit('by-address', 10, 3600),
      byEmail: limit('by-email', 3, DAY),
      // The global cap: registrations from every address together.
      everyone: limit('everyone', 100, 3600),
    };
  }

  async execute({ request, clientAddress }: RegisterCompanyCommand): Promise<void> {
    const email = request.email.trim().toLowerCase();
    await this.limits.byAddress.consume(clientAddress);
    await this.limits.byEmail.consume(email);
    await this.limits.everyone.consume('all');
    const now = new Date();
    await this.store.transaction(async (tx) => {
      const companyId = await nextCompanyId(tx);
      const registration: CompanyRegistration = {
        id: String(companyId),
        companyId,
        name: request.companyName,
        type: request.companyType,
        contact_name: request.contactName,
        contact_email: email,
        status: 'pending',
        requestedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS).toISOString(),
        confirmedAt: null,
      };
      await tx.insert(REGISTRATIONS, registration);
      await tx.append([
        createEvent({
          type: 'data-collection.company.registration-requested.v1',
          source: 'data-collection',
          subject: companyId,
          data: {
            companyId,
            companyType: request.companyType,
            contact: { name: request.contactName, email },
          },
        }),
      ]);
    });
  }
}
