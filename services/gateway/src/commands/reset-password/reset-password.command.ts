import { Command } from '@nestjs/cqrs';

/** A user who asked for recovery chooses a new password with the e-mailed link. */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
