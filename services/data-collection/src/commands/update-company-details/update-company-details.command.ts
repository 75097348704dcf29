import { Command } from '@nestjs/cqrs';
import type { UpdateCompanyDetailsRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';
import type { presentCompany } from '../../domain/company';

/** The primary user (or an admin) edits the company's fields on /company-details. */
export class UpdateCompanyDetailsCommand extends Command<ReturnType<typeof presentCompany>> {
  constructor(
    readonly companyId: number,
    readonly request: UpdateCompanyDetailsRequest,
    readonly principal: Principal,
  ) {
    super();
  }
}
