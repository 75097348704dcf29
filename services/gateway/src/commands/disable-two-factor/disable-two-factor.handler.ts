import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { LOGIN_LIMITS, type LoginLimits } from '../../auth/limits';
import { verifyPassword } from '../../auth/password';
import { acceptSecondFactor } from '../../auth/second-factor';
import { twoFactorRequiredFor } from '../../auth/two-factor-policy';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, twoFactorEnabled, type TwoFactorState, type UserAccount } from '../../domain/user';
import { userUpdated } from '../../infrastructure/user-events';
import { DisableTwoFactorCommand } from './disable-two-factor.command';

@CommandHandler(DisableTwoFactorCommand)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactorCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginLimits,
  ) {}

  async execute({ principal, proof }: DisableTwoFactorCommand): Promise<void> {
    const user = readUser(await this.store.get('users', String(principal.userId)));
    if (!user) throw GatewayErrors.userNotFound();
    if (!twoFactorEnabled(user) || !user.twoFactor) throw GatewayErrors.twoFactorNotEnabled();
    if (await twoFactorRequiredFor(this.store, user)) throw GatewayErrors.twoFactorRequiredByCompany();
    await this.limits.twoFactorByUser.consume(String(user.userId));
    let accepted: TwoFactorState | null = null;
    if (proof.code !== undefined) accepted = await acceptSecondFactor(user.twoFactor, { code: proof.code });
    else if (proof.password !== undefined && (await verifyPassword(user.passwordHash, proof.password)))
      accepted = user.twoFactor;
    if (!accepted) throw proof.code !== undefined ? GatewayErrors.wrongCode() : GatewayErrors.wrongPassword();
    await this.limits.twoFactorByUser.reset(String(user.userId));
    await this.store.transaction(async (tx) => {
      const current = readUser(await tx.get('users', user.id));
      if (!current) throw GatewayErrors.userNotFound();
      const disabled: UserAccount = { ...current, twoFactor: null };
      await tx.put('users', disabled);
      await tx.append([userUpdated(disabled, ['twoFactor'], principal.userId)]);
    });
  }
}
