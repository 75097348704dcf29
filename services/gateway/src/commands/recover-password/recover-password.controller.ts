import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  RECOVER_PASSWORD_MESSAGE,
  recoverPasswordRequestSchema,
  type ApiResponse,
  type RecoverPasswordRequest,
} from '@esg/contracts';
import { Public, ZodPipe } from '@esg/platform';
import { RecoverPasswordCommand } from './recover-password.command';

@Controller('auth')
export class RecoverPasswordController {
  constructor(private readonly commands: CommandBus) {}

  /** Always 200 with the same message (known or unknown e-mail); 400 for a malformed e-mail; 429 when rate-limited. */
  @Public()
  @Post('recover-password')
  @HttpCode(200)
  async recover(
    @Body(new ZodPipe(recoverPasswordRequestSchema)) body: RecoverPasswordRequest,
    @Req() request: FastifyRequest,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new RecoverPasswordCommand(body.email, request.ip));
    return { data: null, message: RECOVER_PASSWORD_MESSAGE };
  }
}
