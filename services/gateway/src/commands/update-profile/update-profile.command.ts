import { Command } from '@nestjs/cqrs';
import type { User } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** The signed-in user renames themselves (the edit-profile page); the e-mail is the login and stays. */
export class UpdateProfileCommand extends Command<User> {
  constructor(
    readonly principal: Principal,
    readonly name: string,
  ) {
    super();
  }
}
