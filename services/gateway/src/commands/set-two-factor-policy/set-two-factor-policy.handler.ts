import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TwoFactorPolicy } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { mayManageCompany } from '../../auth/company-authority';
import type { CompanyPolicy } from '../../auth/two-factor-policy';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser } from '../../domain/user';
import { SetTwoFactorPolicyCommand } from './set-two-factor-policy.command';

@CommandHandler(SetTwoFactorPolicyCommand)
export class SetTwoFactorPolicyHandler implements ICommandHandler<SetTwoFactorPolicyCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, companyId, required }: SetTwoFactorPolicyCommand): Promise<TwoFactorPolicy> {
    const caller = readUser(await this.store.get('users', String(principal.userId)));
    if (!mayManageCompany(principal, caller, companyId)) throw GatewayErrors.policyForbidden();
    const policy: CompanyPolicy = {
      id: String(companyId),
      companyId,
      twoFactorRequired: required,
      updatedAt: new Date().toISOString(),
      updatedBy: principal.userId,
    };
    await this.store.transaction(async (tx) => tx.put('company_policies', policy));
    return { companyId, required };
  }
}
