import { Command } from '@nestjs/cqrs';

/** An invited user chooses a password with the link of the invitation e-mail. */
export class SetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
