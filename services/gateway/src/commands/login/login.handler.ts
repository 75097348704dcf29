import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { DomainError, STORE } from '@esg/platform';
import { issueChallenge } from '../../auth/challenges';
import { LOGIN_LIMITS, type LoginLimits } from '../../auth/limits';
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

  async execute({ email, password, clientAddress }: LogInCommand): Promise<LoginResult> {
    const normalised = normaliseEmail(email);
    this.limits.byAddress.consume(clientAddress);
    this.limits.byEmail.consume(normalised);
    const [raw] = await this.store.find<UserAccount>('users', { email: normalised }, { limit: 1 });
    const user = readUser(raw ?? null);
    // An invited user without a password yet is refused like a wrong password (verified against a decoy).
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) throw new DomainError('AUTH.INVALID_CREDENTIALS', 'Invalid email or password');
    this.limits.byEmail.reset(normalised);
    if (twoFactorEnabled(user)) {
      return {
        sessionId: null,
        response: {
          twoFactorRequired: true,
          challengeToken: await issueChallenge(this.store, user.userId, 'verify'),
        },
      };
    }
    if (await twoFactorRequiredFor(this.store, user)) {
      return {
        sessionId: null,
        response: {
          twoFactorEnrolmentRequired: true,
          challengeToken: await issueChallenge(this.store, user.userId, 'enrol'),
        },
      };
    }
    const { session, response } = await this.sessions.open(user);
    return { sessionId: session.id, response };
  }
}
