import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RUNTIME, type ServiceRuntime } from '@esg/platform';
import { assertKeyManager, companyKey } from '../manage-api-keys/manage-api-keys.rules';
import { RevokeApiKeyCommand } from './revoke-api-key.command';

@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {}

  async execute({ principal, companyId, keyId }: RevokeApiKeyCommand): Promise<void> {
    assertKeyManager(principal, companyId);
    const doc = await companyKey(this.runtime, companyId, keyId);
    if (doc.revokedAt !== null) return;
    await this.runtime.store.transaction((tx) =>
      tx.put('api_keys', { ...doc, revokedAt: new Date().toISOString() }),
    );
    this.runtime.logger.info({ keyId, companyId }, 'API key revoked');
  }
}
