import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { resetPasswordRequestSchema, type ApiResponse, type ResetPasswordRequest } from '@esg/contracts';
import { Public, ZodPipe } from '@esg/platform';
import { ResetPasswordCommand } from './reset-password.command';

@Controller('auth')
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  /** 200; 400 for a short or unconfirmed password and for an unknown, expired or used link. */
  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(
    @Body(new ZodPipe(resetPasswordRequestSchema)) body: ResetPasswordRequest,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.password));
    return { data: null, message: 'Your password has been changed. You can now log in.' };
  }
}
