import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { SessionService } from '../../auth/sessions';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser } from '../../domain/user';
import { TwoFactorLogoutCommand } from './two-fa-logout.command';

@CommandHandler(TwoFactorLogoutCommand)
export class TwoFactorLogoutHandler implements ICommandHandler<TwoFactorLogoutCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly sessions: SessionService,
  ) {}

  async execute({ principal, uid }: TwoFactorLogoutCommand): Promise<void> {
    const user = readUser(await this.store.get('users', String(principal.userId)));
    if (!user || user.uid !== uid) throw GatewayErrors.userForbidden('You can only log yourself out');
    await this.sessions.revoke(principal, 'two-factor-logout');
  }
}
