import { Command } from '@nestjs/cqrs';
import type { ApiAccess } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** The platform admin opens the public API to a company, or closes it (its keys then stop working). */
export class SetApiAccessCommand extends Command<ApiAccess> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly enabled: boolean,
  ) {
    super();
  }
}
