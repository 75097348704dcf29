import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  twoFactorDisableRequestSchema,
  type ApiResponse,
  type TwoFactorDisableRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { DisableTwoFactorCommand } from './disable-two-factor.command';

@Controller('auth/2fa')
export class DisableTwoFactorController {
  constructor(private readonly commands: CommandBus) {}

  /** { code } or { password }. 200; 400 wrong code/password; 403 when the company requires two-factor; 409 when off. */
  @Post('disable')
  @HttpCode(200)
  async disable(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(twoFactorDisableRequestSchema)) body: TwoFactorDisableRequest,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(
      new DisableTwoFactorCommand(principal, { code: body.code, password: body.password }),
    );
    return { data: null, message: 'Two-factor authentication is off' };
  }
}
