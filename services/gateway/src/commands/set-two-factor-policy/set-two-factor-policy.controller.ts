import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  twoFactorPolicyRequestSchema,
  type ApiResponse,
  type TwoFactorPolicy,
  type TwoFactorPolicyRequest,
} from '@esg/contracts';
import { IdPipe, CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { SetTwoFactorPolicyCommand } from './set-two-factor-policy.command';

@Controller('auth/2fa/policy')
export class SetTwoFactorPolicyController {
  constructor(private readonly commands: CommandBus) {}

  /** { required } -> 200 { companyId, required }; 403 unless the company's primary user or an admin. */
  @Put(':companyId')
  async setPolicy(
    @CurrentPrincipal() principal: Principal,
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(twoFactorPolicyRequestSchema)) body: TwoFactorPolicyRequest,
  ): Promise<ApiResponse<TwoFactorPolicy>> {
    return {
      data: await this.commands.execute(new SetTwoFactorPolicyCommand(principal, companyId, body.required)),
    };
  }
}
