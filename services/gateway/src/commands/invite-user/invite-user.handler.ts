import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { User } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { RUNTIME, STORE, type ServiceRuntime } from '@esg/platform';
import { mayManageCompany } from '../../auth/company-authority';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, toUser } from '../../domain/user';
import { assertRoleFitsCompany } from '../../domain/invitation-rules';
import type { DirectoryEntry } from '../../integration/company-directory.consumer';
import { inviteUser } from '../../infrastructure/accounts';
import { MailDispatcher } from '../../infrastructure/mail-outbox';
import { InviteUserCommand } from './invite-user.command';

@CommandHandler(InviteUserCommand)
export class InviteUserHandler implements ICommandHandler<InviteUserCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
    private readonly mail: MailDispatcher,
  ) {}

  async execute({ principal, invitation }: InviteUserCommand): Promise<User> {
    const caller = readUser(await this.store.get('users', String(principal.userId)));
    if (!mayManageCompany(principal, caller, invitation.companyId)) {
      throw GatewayErrors.userForbidden("Only the company's primary user or an admin can invite users");
    }
    // Only an admin creates admins; a company invites its own kind of users.
    if (invitation.role === 'admin' && principal.role !== 'admin')
      throw GatewayErrors.userForbidden('Only an admin can invite an admin');
    const company = await this.store.get<DirectoryEntry>('company_directory', String(invitation.companyId));
    if (!company?.type) throw GatewayErrors.companyNotFound(invitation.companyId);
    assertRoleFitsCompany(invitation, company.type);
    const user = await this.store.transaction((tx) =>
      inviteUser(tx, this.runtime.config, {
        name: invitation.name,
        email: invitation.email,
        role: invitation.role,
        permission: invitation.permission ?? null,
        companyId: invitation.companyId,
        primary: false,
        invitedBy: caller ? { userId: caller.userId, name: caller.name, email: caller.email } : null,
      }),
    );
    void this.mail.flush();
    return toUser(user);
  }
}
