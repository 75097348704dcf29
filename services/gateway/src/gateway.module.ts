import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AccessTokenGuard, runtimeProviders, type ServiceRuntime } from '@esg/platform';
import { LOGIN_LIMITS, type LoginLimits } from './auth/limits';
import { SessionService } from './auth/sessions';
import { LoginController } from './commands/login/login.controller';
import { LogInHandler } from './commands/login/login.handler';
import { LogoutController } from './commands/logout/logout.controller';
import { CurrentSessionController } from './queries/current-session/current-session.controller';
import { SocketHub } from './socket/socket-hub';

export interface GatewayContext {
  sessions: SessionService;
  hub: SocketHub;
  limits: LoginLimits;
}

@Module({})
export class GatewayModule {
  static register(runtime: ServiceRuntime, context: GatewayContext): DynamicModule {
    return {
      module: GatewayModule,
      imports: [CqrsModule.forRoot()],
      controllers: [LoginController, LogoutController, CurrentSessionController],
      providers: [
        ...runtimeProviders(runtime),
        { provide: SessionService, useValue: context.sessions },
        { provide: SocketHub, useValue: context.hub },
        { provide: LOGIN_LIMITS, useValue: context.limits },
        LogInHandler,
        {
          // The one guard of the process: every route of every hosted service needs a live session.
          provide: APP_GUARD,
          useFactory: (reflector: Reflector) =>
            new AccessTokenGuard(reflector, runtime.config.jwtSecret, (principal) => context.sessions.isLive(principal)),
          inject: [Reflector],
        },
      ],
      exports: [SocketHub],
    };
  }
}
