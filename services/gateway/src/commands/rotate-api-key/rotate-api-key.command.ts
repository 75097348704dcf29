import { Command } from '@nestjs/cqrs';
import type { CreatedApiKey } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** Gives a key a new secret; the old one stops working at once. */
export class RotateApiKeyCommand extends Command<CreatedApiKey> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly keyId: string,
  ) {
    super();
  }
}
