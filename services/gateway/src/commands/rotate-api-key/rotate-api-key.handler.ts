import type { CreatedApiKey } from '@esg/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RUNTIME, type ServiceRuntime } from '@esg/platform';
import { newSecret } from '../../domain/api-key';
import { GatewayErrors } from '../../domain/gateway.errors';
import { assertMayIssueKeys, companyKey } from '../manage-api-keys/manage-api-keys.rules';
import { RotateApiKeyCommand } from './rotate-api-key.command';

@CommandHandler(RotateApiKeyCommand)
export class RotateApiKeyHandler implements ICommandHandler<RotateApiKeyCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {}

  async execute({ principal, companyId, keyId }: RotateApiKeyCommand): Promise<CreatedApiKey> {
    await assertMayIssueKeys(this.runtime, principal, companyId);
    const doc = await companyKey(this.runtime, companyId, keyId);
    if (doc.revokedAt !== null) throw GatewayErrors.apiKeyNotFound();
    const secret = newSecret();
    await this.runtime.store.transaction((tx) =>
      tx.put('api_keys', { ...doc, keyHash: secret.keyHash, prefix: secret.prefix, lastUsedAt: null }),
    );
    this.runtime.logger.info({ keyId, companyId }, 'API key rotated');
    return { id: doc.id, key: secret.key };
  }
}
