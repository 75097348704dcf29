import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { TeamErrors } from '../../domain/team';
import { memberToChange, spendLinks, userRemoved } from '../../infrastructure/team';
import { RevokeInvitationCommand } from './revoke-invitation.command';

@CommandHandler(RevokeInvitationCommand)
export class RevokeInvitationHandler implements ICommandHandler<RevokeInvitationCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, userId }: RevokeInvitationCommand): Promise<void> {
    await this.store.transaction(async (tx) => {
      const { member } = await memberToChange(tx, principal, userId);
      if (member.passwordHash !== null) throw TeamErrors.alreadyActive(member.email);
      await spendLinks(tx, member.userId);
      await tx.delete('users', member.id);
      await tx.append([userRemoved(member, 'invitation-revoked', 0, principal.userId)]);
    });
  }
}
