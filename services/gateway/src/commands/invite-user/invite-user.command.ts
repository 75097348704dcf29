import { Command } from '@nestjs/cqrs';
import type { InviteUserRequest, User } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** A company's primary user (or an admin) invites someone: an account without password and a set-password e-mail. */
export class InviteUserCommand extends Command<User> {
  constructor(
    readonly principal: Principal,
    readonly invitation: InviteUserRequest,
  ) {
    super();
  }
}
