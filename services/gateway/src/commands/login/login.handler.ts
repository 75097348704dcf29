import { Inject } from '@nestjs/common';
import { gatewayError } from '../../domain/gateway.errors';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { issueChallenge } from '../../auth/challenges';
import {
  admitLogin,
  LOGIN_LIMITS,
  recordLoginFailure,
  recordLoginSuccess,
  type LoginAttempt,
  type LoginLimits,
} from '../../auth/limits';
import { verifyPassword } from '../../auth/password';
import { SessionService } from '../../auth/sessions';
import { twoFactorRequiredFor } from '../../auth/two-factor-policy';
import { normaliseEmail, readUser, twoFactorEnabled, type UserAccount } from '../../domain/user';
import { LogInCommand, type LoginResult } from './login.command';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly sessions: SessionService,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
  ) {}

  async execute({ email, password, clientAddress, deviceUserId }: LogInCommand): Promise<LoginResult> {
    const normalised = normaliseEmail(email);
    const [raw] = await this.store.find<UserAccount>('users', { email: normalised }, { limit: 1 });
    const user = readUser(raw ?? null);
    const attempt: LoginAttempt = {
      email: normalised,
      address: clientAddress,
      knownDevice: user !== null && deviceUserId === user.userId,
    };
    await admitLogin(this.limits, attempt);
    // An invited user without a password yet is refused like a wrong password (verified against a decoy).
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await recordLoginFailure(this.limits, attempt);
      throw gatewayError('AUTH.INVALID_CREDENTIALS', 'Invalid email or password');
    }
    await recordLoginSuccess(this.limits, attempt);
    if (twoFactorEnabled(user)) {
      return {
        userId: user.userId,
        sessionCookie: null,
        response: {
          twoFactorRequired: true,
          challengeToken: await issueChallenge(this.store, user.userId, 'verify'),
        },
      };
    }
    if (await twoFactorRequiredFor(this.store, user)) {
      return {
        userId: user.userId,
        sessionCookie: null,
        response: {
          twoFactorEnrolmentRequired: true,
          challengeToken: await issueChallenge(this.store, user.userId, 'enrol'),
        },
      };
    }
    const { cookie, response } = await this.sessions.open(user);
    return { userId: user.userId, sessionCookie: cookie, response };
  }
}
