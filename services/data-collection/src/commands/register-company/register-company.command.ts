import { Command } from '@nestjs/cqrs';
import type { RegisterCompanyRequest } from '@esg/contracts';

/**
 * Someone, not signed in, asks to register a GP or LP (route /register-company). Nothing is created
 * until the contact proves the address: the registration stays pending (docs/adr/0016, finding 4).
 */
export class RegisterCompanyCommand extends Command<void> {
  constructor(
    readonly request: RegisterCompanyRequest,
    readonly clientAddress: string,
  ) {
    super();
  }
}
