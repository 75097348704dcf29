import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LoginResponse } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { consumeChallenge, liveChallenge, recordChallengeFailure } from '../../auth/challenges';
import { LOGIN_LIMITS, type LoginLimits } from '../../auth/limits';
import { acceptSecondFactor } from '../../auth/second-factor';
import { SessionService } from '../../auth/sessions';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, type UserAccount } from '../../domain/user';
import { VerifyTwoFactorCommand } from './verify-two-factor.command';

@CommandHandler(VerifyTwoFactorCommand)
export class VerifyTwoFactorHandler implements ICommandHandler<VerifyTwoFactorCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
    private readonly sessions: SessionService,
  ) {}

  async execute({
    challengeToken,
    factor,
  }: VerifyTwoFactorCommand): Promise<{ sessionCookie: string; response: LoginResponse }> {
    const challenge = await liveChallenge(this.store, challengeToken, ['verify']);
    await this.limits.twoFactorByUser.consume(String(challenge.userId));
    // Checked and spent in one transaction, so two requests with the same code cannot both pass.
    const result = await this.store.transaction(async (tx) => {
      const user = readUser(await tx.get('users', String(challenge.userId)));
      if (!user?.twoFactor) throw GatewayErrors.challengeInvalid();
      const accepted = await acceptSecondFactor(user.twoFactor, factor);
      if (!accepted) return null;
      const updated: UserAccount = { ...user, twoFactor: accepted };
      await tx.put('users', updated);
      await consumeChallenge(tx, challenge);
      const { cookie, response } = await this.sessions.open(updated, { twoFactorVerified: true, tx });
      return { sessionCookie: cookie, response };
    });
    if (!result) {
      await recordChallengeFailure(this.store, challenge);
      throw GatewayErrors.loginCodeRejected();
    }
    await this.limits.twoFactorByUser.reset(String(challenge.userId));
    return result;
  }
}
