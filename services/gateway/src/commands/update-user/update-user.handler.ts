import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { User } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, toUser, type UserAccount } from '../../domain/user';
import { userUpdated } from '../../infrastructure/user-events';
import type { DirectoryEntry } from '../../integration/company-directory.consumer';
import { UpdateUserCommand } from './update-user.command';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, userId, visitingCompanyId }: UpdateUserCommand): Promise<User> {
    if (principal.userId !== userId) throw GatewayErrors.userForbidden('You can only change your own user');
    // Leaving (null) is always allowed; visiting another company's workplace is for admins.
    if (visitingCompanyId !== null && principal.role !== 'admin') {
      throw GatewayErrors.userForbidden('Only an admin can visit a company workplace');
    }
    return this.store.transaction(async (tx) => {
      const user = readUser(await tx.get('users', String(userId)));
      if (!user) throw GatewayErrors.userNotFound();
      // A workplace to visit must exist (the directory of data-collection's companies).
      if (
        visitingCompanyId !== null &&
        !(await tx.get<DirectoryEntry>('company_directory', String(visitingCompanyId)))
      )
        throw GatewayErrors.companyNotFound(visitingCompanyId);
      const next = visitingCompanyId === user.company_id ? null : visitingCompanyId;
      if ((user.visiting_company_id ?? null) === next) return toUser(user);
      const updated: UserAccount = { ...user, visiting_company_id: next };
      await tx.put('users', updated);
      await tx.append([userUpdated(updated, ['visiting_company_id'], principal.userId)]);
      return toUser(updated);
    });
  }
}
