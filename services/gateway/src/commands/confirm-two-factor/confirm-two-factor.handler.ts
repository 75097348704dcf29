import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { consumeChallenge, recordChallengeFailure } from '../../auth/challenges';
import { LOGIN_LIMITS, type LoginLimits } from '../../auth/limits';
import { SessionService } from '../../auth/sessions';
import { acceptedStep, newRecoveryCodes } from '../../auth/totp';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, twoFactorEnabled, type UserAccount } from '../../domain/user';
import { userUpdated } from '../../infrastructure/user-events';
import { ConfirmTwoFactorCommand, type ConfirmTwoFactorResult } from './confirm-two-factor.command';

@CommandHandler(ConfirmTwoFactorCommand)
export class ConfirmTwoFactorHandler implements ICommandHandler<ConfirmTwoFactorCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
    private readonly sessions: SessionService,
  ) {}

  async execute({ userId, code, challenge }: ConfirmTwoFactorCommand): Promise<ConfirmTwoFactorResult> {
    await this.limits.twoFactorByUser.consume(String(userId));
    const user = readUser(await this.store.get('users', String(userId)));
    if (!user) throw GatewayErrors.userNotFound();
    if (twoFactorEnabled(user)) throw GatewayErrors.twoFactorAlreadyEnabled();
    const pending = user.twoFactor?.pendingSecret;
    if (!pending) throw GatewayErrors.noPendingEnrolment();
    const step = await acceptedStep(pending, code, null);
    if (step === null) {
      if (challenge) await recordChallengeFailure(this.store, challenge);
      throw GatewayErrors.wrongCode();
    }
    await this.limits.twoFactorByUser.reset(String(userId));
    const { codes, hashes } = newRecoveryCodes();
    return this.store.transaction(async (tx) => {
      const current = readUser(await tx.get('users', String(userId)));
      if (!current || current.twoFactor?.pendingSecret !== pending) throw GatewayErrors.noPendingEnrolment();
      const enabled: UserAccount = {
        ...current,
        twoFactor: {
          enabled: true,
          secret: pending,
          pendingSecret: null,
          lastStep: step,
          recoveryCodeHashes: hashes,
        },
      };
      await tx.put('users', enabled);
      await tx.append([userUpdated(enabled, ['twoFactor'], userId)]);
      if (!challenge) return { confirmation: { recoveryCodes: codes }, sessionCookie: null };
      await consumeChallenge(tx, challenge);
      const { cookie, response } = await this.sessions.open(enabled, { twoFactorVerified: true, tx });
      return { confirmation: { recoveryCodes: codes, login: response }, sessionCookie: cookie };
    });
  }
}
