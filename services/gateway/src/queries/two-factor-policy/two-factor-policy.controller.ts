import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, TwoFactorPolicy } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { IdPipe, CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { companyRequiresTwoFactor } from '../../auth/two-factor-policy';
import { GatewayErrors } from '../../domain/gateway.errors';

/** A company's two-factor policy, for its members and admins (the settings screen shows the switch). */
@Controller('auth/2fa/policy')
export class TwoFactorPolicyController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get(':companyId')
  async policy(
    @CurrentPrincipal() principal: Principal,
    @Param('companyId', new IdPipe('companyId')) companyId: number,
  ): Promise<ApiResponse<TwoFactorPolicy>> {
    if (principal.role !== 'admin' && principal.companyId !== companyId)
      throw GatewayErrors.policyForbidden();
    return { data: { companyId, required: await companyRequiresTwoFactor(this.store, companyId) } };
  }
}
