import { Command } from '@nestjs/cqrs';
import type { LoginOutcome } from '@esg/contracts';

/** A session was opened (sessionCookie set), or a second factor is needed first (sessionCookie null). */
export interface LoginResult {
  sessionCookie: string | null;
  /** The account whose password was right (for the device cookie). */
  userId: number;
  response: LoginOutcome;
}

export class LogInCommand extends Command<LoginResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly clientAddress: string,
    /** The account named by the client's device cookie, if any (docs/adr/0016). */
    readonly deviceUserId: number | null = null,
  ) {
    super();
  }
}
