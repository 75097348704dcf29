import { Command } from '@nestjs/cqrs';
import type { AssignStandardsRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';
import type { presentCompany } from '../../domain/company';

export class AssignStandardsCommand extends Command<ReturnType<typeof presentCompany>> {
  constructor(
    readonly companyId: number,
    readonly request: AssignStandardsRequest,
    readonly principal: Principal,
  ) {
    super();
  }
}
