import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { todayUtc, type AuditorGrant } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { RUNTIME, STORE, type ServiceRuntime } from '@esg/platform';
import { AUDITOR_GRANTS, type AuditorGrantDoc } from '../../domain/auditor';
import { gatewayError } from '../../domain/gateway.errors';
import { readUser } from '../../domain/user';
import { inviteUser } from '../../infrastructure/accounts';
import { presentAuditor } from '../../infrastructure/auditors';
import { MailDispatcher } from '../../infrastructure/mail-outbox';
import { assertMayChangeTeam, teamCompany } from '../../infrastructure/team';
import { InviteAuditorCommand } from './invite-auditor.command';

@CommandHandler(InviteAuditorCommand)
export class InviteAuditorHandler implements ICommandHandler<InviteAuditorCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
    private readonly mail: MailDispatcher,
  ) {}

  async execute({ principal, request, scopeName }: InviteAuditorCommand): Promise<AuditorGrant> {
    if (request.expiresOn < todayUtc())
      throw gatewayError('AUDITOR.VALIDATION', 'expiresOn: the end date must be today or later');
    const grant = await this.store.transaction(async (tx) => {
      const company = await teamCompany(tx, request.companyId);
      await assertMayChangeTeam(tx, principal, company);
      if (company.type !== 'gp')
        throw gatewayError(
          'AUDITOR.FORBIDDEN',
          `${company.name} is not an investor: only a GP invites auditors`,
        );
      const caller = readUser(await tx.get('users', String(principal.userId)));
      // The access manager's invitation: an account of the company's role, a set-password link by mail.
      const user = await inviteUser(tx, this.runtime.config, {
        name: request.name,
        email: request.email,
        role: 'gp',
        permission: 'Auditor',
        companyId: company.companyId,
        primary: false,
        invitedBy: caller ? { userId: caller.userId, name: caller.name, email: caller.email } : null,
      });
      const doc: AuditorGrantDoc = {
        id: String(user.userId),
        userId: user.userId,
        companyId: company.companyId,
        scope: request.scope,
        scopeId: request.scopeId,
        scopeName,
        period: request.period,
        expiresOn: request.expiresOn,
        invitedAt: new Date().toISOString(),
        invitedBy: caller ? { userId: caller.userId, name: caller.name } : null,
      };
      await tx.insert(AUDITOR_GRANTS, doc);
      return doc;
    });
    void this.mail.flush();
    const shown = await presentAuditor(this.store, grant);
    if (!shown) throw gatewayError('AUDITOR.NOT_FOUND', 'The auditor was not found');
    return shown;
  }
}
