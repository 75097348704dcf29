import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { User } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, toUser, type UserAccount } from '../../domain/user';
import { userUpdated } from '../../infrastructure/user-events';
import { UpdateProfileCommand } from './update-profile.command';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, name }: UpdateProfileCommand): Promise<User> {
    return this.store.transaction(async (tx) => {
      const user = readUser(await tx.get('users', String(principal.userId)));
      if (!user) throw GatewayErrors.userNotFound();
      // Saving the same name changes nothing and publishes nothing.
      if (user.name === name) return toUser(user);
      const updated: UserAccount = { ...user, name };
      await tx.put('users', updated);
      await tx.append([userUpdated(updated, ['name'], principal.userId)]);
      return toUser(updated);
    });
  }
}
