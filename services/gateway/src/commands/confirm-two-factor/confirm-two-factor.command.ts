import { Command } from '@nestjs/cqrs';
import type { TwoFactorConfirmation } from '@esg/contracts';
import type { TwoFactorChallenge } from '../../auth/challenges';

export interface ConfirmTwoFactorResult {
  confirmation: TwoFactorConfirmation;
  /** Set when the enrolment completed a login: the session for the __session cookie. */
  sessionCookie: string | null;
}

/** The first code from the app turns two-factor on and yields the recovery codes (shown once). */
export class ConfirmTwoFactorCommand extends Command<ConfirmTwoFactorResult> {
  constructor(
    readonly userId: number,
    readonly code: string,
    readonly challenge: TwoFactorChallenge | null,
  ) {
    super();
  }
}
