import { Command } from '@nestjs/cqrs';
import type { CreateApiKeyRequest, CreatedApiKey } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** Creates a key for the company acted for; the answer holds the only copy of the secret. */
export class CreateApiKeyCommand extends Command<CreatedApiKey> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly input: CreateApiKeyRequest,
  ) {
    super();
  }
}
