import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TeamMember } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { RUNTIME, STORE, type ServiceRuntime } from '@esg/platform';
import { newAccountToken } from '../../domain/account-token';
import { invitationMail } from '../../domain/mails';
import type { DirectoryEntry } from '../../integration/company-directory.consumer';
import { presentTeamMember, TeamErrors } from '../../domain/team';
import { readUser } from '../../domain/user';
import { publicLink, SET_PASSWORD_PATH } from '../../infrastructure/accounts';
import { MailDispatcher, queueMail } from '../../infrastructure/mail-outbox';
import { invitationResent, invitationToResend, spendLinks } from '../../infrastructure/team';
import { ResendInvitationCommand } from './resend-invitation.command';

@CommandHandler(ResendInvitationCommand)
export class ResendInvitationHandler implements ICommandHandler<ResendInvitationCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
    private readonly mail: MailDispatcher,
  ) {}

  async execute({ principal, userId }: ResendInvitationCommand): Promise<TeamMember> {
    const member = await this.store.transaction(async (tx) => {
      const member = await invitationToResend(tx, principal, userId);
      if (member.passwordHash !== null) throw TeamErrors.alreadyActive(member.email);
      await spendLinks(tx, member.userId);
      const { token, doc } = newAccountToken('set-password', member.userId);
      await tx.insert('account_tokens', doc);
      const caller = readUser(await tx.get('users', String(principal.userId)));
      await queueMail(
        tx,
        invitationMail({
          to: member.email,
          link: publicLink(this.runtime.config, SET_PASSWORD_PATH, token),
          invitedBy: caller ? { name: caller.name, email: caller.email } : null,
          company:
            member.company_id === null
              ? null
              : ((await tx.get<DirectoryEntry>('company_directory', String(member.company_id)))?.name ??
                null),
          role: member.role,
          permission: member.permission,
        }),
      );
      await tx.append([invitationResent(member, doc.expiresAt, principal.userId)]);
      return presentTeamMember(member, doc.expiresAt);
    });
    void this.mail.flush();
    return member;
  }
}
