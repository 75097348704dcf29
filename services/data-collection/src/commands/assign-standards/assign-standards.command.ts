import type { CompanyView } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import type { AssignStandardsRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class AssignStandardsCommand extends Command<CompanyView> {
  constructor(
    readonly companyId: number,
    readonly request: AssignStandardsRequest,
    readonly principal: Principal,
  ) {
    super();
  }
}
