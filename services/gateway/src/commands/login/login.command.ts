import { Command } from '@nestjs/cqrs';
import type { LoginResponse } from '@esg/contracts';

export interface LoginResult {
  sessionId: string;
  response: LoginResponse;
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
