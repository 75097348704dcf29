import { Body, Controller, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  createEvent,
  registerCompanyRequestSchema,
  type ApiResponse,
  type RegisterCompanyRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { Public, RateLimiter, STORE, ZodPipe } from '@esg/platform';
import type { Company } from '../../domain/company';

/**
 * A new GP or LP registers its company (route /register-company). The company is created without a
 * reporting cycle, so its first user sees the data collection modal; the gateway invites the contact
 * as its primary user when it sees the registration event. The answer never says whether the e-mail
 * already has an account.
 */
@Controller('company')
export class RegisterCompanyController {
  /** Registrations per client address per hour: a public form must not become a way to flood the store. */
  private readonly registrations = new RateLimiter(10, 60 * 60_000, 'COMPANY.RATE_LIMITED');

  constructor(@Inject(STORE) private readonly store: Store) {}

  @Public()
  @Post('register-company')
  async register(
    @Body(new ZodPipe(registerCompanyRequestSchema)) body: RegisterCompanyRequest,
    @Req() request: FastifyRequest,
  ): Promise<ApiResponse<{ companyId: number }>> {
    this.registrations.consume(request.ip);
    const companyId = await this.store.transaction(async (tx) => {
      const id = await this.nextCompanyId(tx);
      const company: Company = {
        id: String(id),
        companyId: id,
        name: body.companyName,
        type: body.companyType,
        parent_id: null,
        contact_email: body.email.toLowerCase(),
        contract_type: 'standard',
        data_collection_duration: null,
        auto_mail_flag: true,
        report_reminder_flag: true,
        auto_highlights_flag: false,
        gp_key: null,
        industry_id: null,
        number_of_pcs: 0,
        team_members: 0,
        number_of_contributors: 0,
        funds_manager: false,
        is_action_plan_enabled: false,
        company_standard_assignments: [],
      };
      await tx.insert('companies', company);
      await tx.append([
        createEvent({
          type: 'data-collection.company.registered.v1',
          source: 'data-collection',
          subject: id,
          companyId: id,
          aggregateVersion: 1,
          data: {
            companyId: id,
            name: company.name,
            type: company.type,
            parentId: null,
            contractType: company.contract_type,
            contact: { name: body.contactName, email: company.contact_email },
          },
        }),
      ]);
      return id;
    });
    return {
      data: { companyId },
      message: 'Thank you for registering. Check your e-mail for a link to set your password.',
    };
  }

  /** Company ids continue after the highest existing one (the demo data uses fixed ids). */
  private async nextCompanyId(tx: Parameters<Parameters<Store['transaction']>[0]>[0]): Promise<number> {
    for (;;) {
      const id = (await tx.nextId('companies')) + 1000;
      if (!(await tx.get('companies', String(id)))) return id;
    }
  }
}
