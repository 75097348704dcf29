import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { DomainError, STORE } from '@esg/platform';
import { verifyPassword } from '../../auth/password';
import { LOGIN_LIMITS, type LoginLimits } from '../../auth/limits';
import { SessionService } from '../../auth/sessions';
import { normaliseEmail, type UserAccount } from '../../domain/user';
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
    const [user] = await this.store.find<UserAccount>('users', { email: normalised }, { limit: 1 });
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) throw new DomainError('AUTH.INVALID_CREDENTIALS', 'Invalid email or password');
    this.limits.byEmail.reset(normalised);
    const { session, response } = await this.sessions.open(user);
    return { sessionId: session.id, response };
  }
}
