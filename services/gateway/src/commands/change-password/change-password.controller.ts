import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { changePasswordRequestSchema, type ApiResponse, type ChangePasswordRequest } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { ChangePasswordCommand } from './change-password.command';

@Controller('auth')
export class ChangePasswordController {
  constructor(private readonly commands: CommandBus) {}

  /** 200; 400 for a wrong current password, a short or unconfirmed new one; the caller's other sessions end. */
  @Post('change-password')
  @HttpCode(200)
  async changePassword(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(changePasswordRequestSchema)) body: ChangePasswordRequest,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new ChangePasswordCommand(principal, body.currentPassword, body.password));
    return { data: null, message: 'Your password has been changed' };
  }
}
