import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { registerCompanyRequestSchema, type ApiResponse, type RegisterCompanyRequest } from '@esg/contracts';
import { Public, ZodPipe } from '@esg/platform';
import { RegisterCompanyCommand } from './register-company.command';

/** The one answer, whatever happens next (an address with an account is not told apart). */
export const REGISTRATION_MESSAGE =
  'Thank you for registering. Check your e-mail for a link to confirm your address and set your password.';

@Controller('company')
export class RegisterCompanyController {
  constructor(private readonly commands: CommandBus) {}

  /** Public. 201 `{ data: null, message }`; 400 for the form; 429 past the per-address, per-e-mail or global cap. */
  @Public()
  @Post('register-company')
  async register(
    @Body(new ZodPipe(registerCompanyRequestSchema)) body: RegisterCompanyRequest,
    @Req() request: FastifyRequest,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new RegisterCompanyCommand(body, request.ip));
    return { data: null, message: REGISTRATION_MESSAGE };
  }
}
