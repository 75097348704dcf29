import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  twoFactorEnrolRequestSchema,
  type ApiResponse,
  type TwoFactorEnrolment,
  type TwoFactorEnrolRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { Public, STORE, ZodPipe } from '@esg/platform';
import { enrollingUser } from '../../auth/enrolling-user';
import { SessionService } from '../../auth/sessions';
import { EnrolTwoFactorCommand } from './enrol-two-factor.command';

@Controller('auth/2fa')
export class EnrolTwoFactorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionService,
    @Inject(STORE) private readonly store: Store,
  ) {}

  /** Bearer token, or { challengeToken } from a login that requires enrolment. 200 { secret, otpauthUri, qrCode }; 409 when already on. */
  @Public()
  @Post('enrol')
  @HttpCode(200)
  async enrol(
    @Body(new ZodPipe(twoFactorEnrolRequestSchema)) body: TwoFactorEnrolRequest,
    @Req() request: FastifyRequest,
  ): Promise<ApiResponse<TwoFactorEnrolment>> {
    const { userId } = await enrollingUser(request, body.challengeToken, {
      store: this.store,
      sessions: this.sessions,
    });
    return { data: await this.commands.execute(new EnrolTwoFactorCommand(userId)) };
  }
}
