import { Command } from '@nestjs/cqrs';
import type { LoginOutcome } from '@esg/contracts';

/** A session was opened (sessionId set), or a second factor is needed first (sessionId null). */
export interface LoginResult {
  sessionId: string | null;
  response: LoginOutcome;
}

export class LogInCommand extends Command<LoginResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}
