import { Command } from '@nestjs/cqrs';
import type { User } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** An admin enters a company's workplace (companyId) or goes back to admin (null), spec 2.3. */
export class UpdateUserCommand extends Command<User> {
  constructor(
    readonly principal: Principal,
    readonly userId: number,
    readonly visitingCompanyId: number | null,
  ) {
    super();
  }
}
