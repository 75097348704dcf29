import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { setPasswordRequestSchema, type ApiResponse, type SetPasswordRequest } from '@esg/contracts';
import { Public, ZodPipe } from '@esg/platform';
import { SetPasswordCommand } from './set-password.command';

@Controller('auth')
export class SetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  /** 200; 400 for a short or unconfirmed password and for an unknown, expired or used link. */
  @Public()
  @Post('set-password')
  @HttpCode(200)
  async setPassword(
    @Body(new ZodPipe(setPasswordRequestSchema)) body: SetPasswordRequest,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new SetPasswordCommand(body.token, body.password));
    return { data: null, message: 'Your password has been set. You can now log in.' };
  }
}
