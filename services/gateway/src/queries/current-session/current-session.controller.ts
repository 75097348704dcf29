import { Controller, Get, Req } from '@nestjs/common';
import { gatewayError } from '../../domain/gateway.errors';
import type { FastifyRequest } from 'fastify';
import type { ApiResponse, LoginResponse } from '@esg/contracts';
import { Public, STORE } from '@esg/platform';
import { Inject } from '@nestjs/common';
import type { Store } from '@esg/persistence';
import { readSessionCookie } from '../../auth/session-cookie';
import { SessionService } from '../../auth/sessions';
import { readUser } from '../../domain/user';

/** Restores a signed-in browser after a reload: the `__session` cookie buys a fresh access token. */
@Controller('auth')
export class CurrentSessionController {
  constructor(
    private readonly sessions: SessionService,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Public()
  @Get('session')
  async current(@Req() request: FastifyRequest): Promise<ApiResponse<LoginResponse>> {
    const cookie = readSessionCookie(request);
    const session = cookie ? await this.sessions.findByCookie(cookie) : null;
    const user = session ? readUser(await this.store.get('users', String(session.userId))) : null;
    if (!session || !user) throw gatewayError('AUTH.UNAUTHENTICATED', 'No active session');
    return { data: await this.sessions.issue(user, session) };
  }
}
