import { Command } from '@nestjs/cqrs';

/** Someone asks for a password reset link for an e-mail (which may or may not have an account). */
export class RecoverPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}
