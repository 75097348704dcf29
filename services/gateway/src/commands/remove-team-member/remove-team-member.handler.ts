import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { revokeSessions } from '../../auth/sessions';
import { memberToChange, spendLinks, userRemoved } from '../../infrastructure/team';
import { RemoveTeamMemberCommand } from './remove-team-member.command';

@CommandHandler(RemoveTeamMemberCommand)
export class RemoveTeamMemberHandler implements ICommandHandler<RemoveTeamMemberCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, userId }: RemoveTeamMemberCommand): Promise<void> {
    await this.store.transaction(async (tx) => {
      const { member } = await memberToChange(tx, principal, userId);
      const revoked = await revokeSessions(tx, member.userId, {
        reason: 'member-removed',
        actorId: principal.userId,
      });
      await spendLinks(tx, member.userId);
      await tx.deleteMany('two_factor_challenges', { userId: member.userId });
      await tx.delete('users', member.id);
      await tx.append([
        userRemoved(
          member,
          member.passwordHash === null ? 'invitation-revoked' : 'removed',
          revoked,
          principal.userId,
        ),
      ]);
    });
  }
}
