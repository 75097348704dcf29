import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { assertAcceptablePassword, hashPassword } from '../../auth/password';
import { accountOfToken, replacePasswordWithToken } from '../../infrastructure/accounts';
import { SetPasswordCommand } from './set-password.command';

@CommandHandler(SetPasswordCommand)
export class SetPasswordHandler implements ICommandHandler<SetPasswordCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ token, password }: SetPasswordCommand): Promise<void> {
    // Unknown, used or expired links are refused in the transaction below, with their own message.
    const account = await accountOfToken(this.store, token, 'set-password');
    if (account) await assertAcceptablePassword(password, account.email);
    const passwordHash = await hashPassword(password);
    await this.store.transaction((tx) =>
      replacePasswordWithToken(tx, { token, purpose: 'set-password', passwordHash }),
    );
  }
}
