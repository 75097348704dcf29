import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

/** Revokes a key at once (it stays listed, revoked). */
export class RevokeApiKeyCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly keyId: string,
  ) {
    super();
  }
}
