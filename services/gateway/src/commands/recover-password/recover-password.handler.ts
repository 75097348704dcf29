import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { RUNTIME, STORE, type ServiceRuntime } from '@esg/platform';
import { LOGIN_LIMITS, type LoginLimits } from '../../auth/limits';
import { newAccountToken } from '../../domain/account-token';
import { recoveryMail } from '../../domain/mails';
import { normaliseEmail } from '../../domain/user';
import { findUserByEmail, publicLink, RESET_PASSWORD_PATH } from '../../infrastructure/accounts';
import { MailDispatcher, queueMail } from '../../infrastructure/mail-outbox';
import { RecoverPasswordCommand } from './recover-password.command';

@CommandHandler(RecoverPasswordCommand)
export class RecoverPasswordHandler implements ICommandHandler<RecoverPasswordCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
    private readonly mail: MailDispatcher,
  ) {}

  /** Same outcome whether or not the account exists; the mail leaves after the answer (no timing tell). */
  async execute({ email, clientAddress }: RecoverPasswordCommand): Promise<void> {
    const normalised = normaliseEmail(email);
    await this.limits.recoveryByAddress.consume(clientAddress);
    await this.limits.recoveryByEmail.consume(normalised);
    const sent = await this.store.transaction(async (tx) => {
      const user = await findUserByEmail(tx, normalised);
      if (!user) return false;
      const { token, doc } = newAccountToken('reset-password', user.userId);
      await tx.insert('account_tokens', doc);
      await queueMail(
        tx,
        recoveryMail({
          to: user.email,
          link: publicLink(this.runtime.config, RESET_PASSWORD_PATH, token),
        }),
      );
      return true;
    });
    if (sent) void this.mail.flush();
  }
}
