import { Command } from '@nestjs/cqrs';
import type { ApiAccess, CreateApiKeyRequest, CreatedApiKey } from '@esg/contracts';
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

/** The platform admin opens the public API to a company, or closes it (its keys then stop working). */
export class SetApiAccessCommand extends Command<ApiAccess> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly enabled: boolean,
  ) {
    super();
  }
}
