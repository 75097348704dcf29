import { Command } from '@nestjs/cqrs';
import type { CompanyView, UpdateCompanyRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** A company's user (or an admin) sets its reporting cycle (data_collection_duration), spec 7.4. */
export class UpdateCompanyCommand extends Command<CompanyView> {
  constructor(
    readonly companyId: number,
    readonly request: UpdateCompanyRequest,
    readonly principal: Principal,
  ) {
    super();
  }
}
