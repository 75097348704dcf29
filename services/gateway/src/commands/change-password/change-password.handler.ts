import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { LOGIN_LIMITS, type LoginLimits } from '../../auth/limits';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../auth/password';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, type UserAccount } from '../../domain/user';
import { revokeSessions } from '../../auth/sessions';
import { passwordChanged } from '../../infrastructure/user-events';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
  ) {}

  async execute({ principal, currentPassword, password }: ChangePasswordCommand): Promise<void> {
    const user = readUser(await this.store.get('users', String(principal.userId)));
    if (!user) throw GatewayErrors.userNotFound();
    // Guessing the current password from a borrowed session counts against the login limit.
    const key = String(user.userId);
    await this.limits.passwordChangeFailuresByUser.check(key);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await this.limits.passwordChangeFailuresByUser.penalty(key);
      throw GatewayErrors.wrongPassword();
    }
    await this.limits.passwordChangeFailuresByUser.reset(key);
    await assertAcceptablePassword(password, user.email);
    const passwordHash = await hashPassword(password);
    await this.store.transaction(async (tx) => {
      const current = readUser(await tx.get('users', user.id));
      if (!current) throw GatewayErrors.userNotFound();
      const updated: UserAccount = { ...current, passwordHash, passwordChangedAt: new Date().toISOString() };
      await tx.put('users', updated);
      const revoked = await revokeSessions(tx, user.userId, {
        reason: 'password-changed',
        keep: principal.sessionId,
      });
      await tx.append([passwordChanged(updated, 'change', revoked)]);
    });
  }
}
