import { Command } from '@nestjs/cqrs';
import type { TwoFactorPolicy } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** The company's primary user (or an admin) requires two-factor for everyone in the company, or stops requiring it. */
export class SetTwoFactorPolicyCommand extends Command<TwoFactorPolicy> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly required: boolean,
  ) {
    super();
  }
}
