import type { CreatedApiKey } from '@esg/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RUNTIME, type ServiceRuntime } from '@esg/platform';
import { newKeyId, newSecret, type ApiKeyDoc } from '../../domain/api-key';
import { assertKeyHoldingCompany, assertMayIssueKeys } from '../manage-api-keys/manage-api-keys.rules';
import { CreateApiKeyCommand } from './create-api-key.command';

@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKeyCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {}

  async execute({ principal, companyId, input }: CreateApiKeyCommand): Promise<CreatedApiKey> {
    await assertMayIssueKeys(this.runtime, principal, companyId);
    await assertKeyHoldingCompany(this.runtime, companyId);
    const secret = newSecret();
    const doc: ApiKeyDoc = {
      id: newKeyId(),
      companyId,
      name: input.name,
      scopes: [...input.scopes],
      keyHash: secret.keyHash,
      prefix: secret.prefix,
      createdAt: new Date().toISOString(),
      createdBy: principal.userId,
      expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.runtime.store.transaction((tx) => tx.insert('api_keys', doc));
    this.runtime.logger.info({ keyId: doc.id, companyId, scopes: doc.scopes }, 'API key created');
    return { id: doc.id, key: secret.key };
  }
}
