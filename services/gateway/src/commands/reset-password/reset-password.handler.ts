import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { assertAcceptablePassword, hashPassword } from '../../auth/password';
import { accountOfToken, replacePasswordWithToken } from '../../infrastructure/accounts';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<void> {
    // Unknown, used or expired links are refused in the transaction below, with their own message.
    const account = await accountOfToken(this.store, token, 'reset-password');
    if (account) await assertAcceptablePassword(password, account.email);
    const passwordHash = await hashPassword(password);
    // Every session ends: whoever knew the old password is signed out.
    await this.store.transaction((tx) =>
      replacePasswordWithToken(tx, { token, purpose: 'reset-password', passwordHash }),
    );
  }
}
