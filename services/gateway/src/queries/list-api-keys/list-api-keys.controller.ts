import { Controller, Get, Headers, Inject } from '@nestjs/common';
import type { ApiAccess, ApiKey, ApiResponse } from '@esg/contracts';
import { CurrentPrincipal, RUNTIME, type Principal, type ServiceRuntime } from '@esg/platform';
import { apiAccessOf } from '../../auth/api-keys';
import { toApiKey, type ApiKeyDoc } from '../../domain/api-key';
import { actingCompanyId, assertKeyManager } from '../../commands/manage-api-keys/manage-api-keys.rules';

type Headers = Record<string, string | string[] | undefined>;

@Controller('api-keys')
export class ListApiKeysController {
  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {}

  /** The keys of the company acted for, newest first (revoked ones too, marked); never a secret or hash. */
  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: Headers,
  ): Promise<ApiResponse<ApiKey[]>> {
    const companyId = actingCompanyId(principal, headers);
    assertKeyManager(principal, companyId);
    const docs = await this.runtime.store.find<ApiKeyDoc>(
      'api_keys',
      { companyId },
      { sort: [['createdAt', 'desc']] },
    );
    return { data: docs.map(toApiKey) };
  }

  /** Whether the public API is open to the company acted for (the page offers keys only then). */
  @Get('access')
  async access(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: Headers,
  ): Promise<ApiResponse<ApiAccess>> {
    return { data: await apiAccessOf(this.runtime, actingCompanyId(principal, headers)) };
  }
}
