import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiAccess, CreatedApiKey } from '@esg/contracts';
import { API_CUSTOMER_COMPANY_ID } from '@esg/access-policy';
import { RUNTIME, type ServiceRuntime } from '@esg/platform';
import { apiAccessOf } from '../../auth/api-keys';
import { newKeyId, newSecret, type ApiAccessDoc, type ApiKeyDoc } from '../../domain/api-key';
import { GatewayErrors } from '../../domain/gateway.errors';
import {
  CreateApiKeyCommand,
  RevokeApiKeyCommand,
  RotateApiKeyCommand,
  SetApiAccessCommand,
} from './manage-api-keys.commands';
import { assertKeyHoldingCompany, assertKeyManager, assertMayIssueKeys } from './manage-api-keys.rules';

async function companyKey(runtime: ServiceRuntime, companyId: number, keyId: string): Promise<ApiKeyDoc> {
  const doc = await runtime.store.get<ApiKeyDoc>('api_keys', keyId);
  // Another company's key is "not found": its existence is none of the caller's business.
  if (!doc || doc.companyId !== companyId) throw GatewayErrors.apiKeyNotFound();
  return doc;
}

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

@CommandHandler(SetApiAccessCommand)
export class SetApiAccessHandler implements ICommandHandler<SetApiAccessCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {}

  async execute({ principal, companyId, enabled }: SetApiAccessCommand): Promise<ApiAccess> {
    if (principal.role !== 'admin') throw GatewayErrors.apiKeyAdminOnly();
    if (companyId === API_CUSTOMER_COMPANY_ID) return apiAccessOf(this.runtime, companyId);
    if (!(await this.runtime.store.get('company_directory', String(companyId))))
      throw GatewayErrors.companyNotFound(companyId);
    const now = new Date().toISOString();
    await this.runtime.store.transaction(async (tx) => {
      const doc: ApiAccessDoc = {
        id: String(companyId),
        companyId,
        enabled,
        changedAt: now,
        changedBy: principal.userId,
      };
      await tx.put('api_access', doc);
      // Closing the API revokes the company's keys: reopening it must not bring old secrets back.
      if (!enabled) {
        for (const key of await tx.find<ApiKeyDoc>('api_keys', { companyId, revokedAt: null }))
          await tx.put('api_keys', { ...key, revokedAt: now });
      }
    });
    return apiAccessOf(this.runtime, companyId);
  }
}
