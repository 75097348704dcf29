import type { ApiAccess } from '@esg/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { API_CUSTOMER_COMPANY_ID } from '@esg/access-policy';
import { RUNTIME, type ServiceRuntime } from '@esg/platform';
import { apiAccessOf } from '../../auth/api-keys';
import type { ApiAccessDoc, ApiKeyDoc } from '../../domain/api-key';
import { GatewayErrors } from '../../domain/gateway.errors';
import { SetApiAccessCommand } from './set-api-access.command';

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
