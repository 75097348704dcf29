import { Command } from '@nestjs/cqrs';
import type { LoginResponse } from '@esg/contracts';

/** Completes a login that asked for a second factor: a code from the app or a recovery code. */
export class VerifyTwoFactorCommand extends Command<{ sessionCookie: string; response: LoginResponse }> {
  constructor(
    readonly challengeToken: string,
    readonly factor: { code?: string; recoveryCode?: string },
  ) {
    super();
  }
}
