import { Body, Controller, Delete, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createApiKeyRequestSchema,
  setApiAccessRequestSchema,
  type ApiAccess,
  type ApiResponse,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  type SetApiAccessRequest,
} from '@esg/contracts';
import { CurrentPrincipal, IdPipe, ZodPipe, type Principal } from '@esg/platform';
import { CreateApiKeyCommand } from '../create-api-key/create-api-key.command';
import { RevokeApiKeyCommand } from '../revoke-api-key/revoke-api-key.command';
import { RotateApiKeyCommand } from '../rotate-api-key/rotate-api-key.command';
import { SetApiAccessCommand } from '../set-api-access/set-api-access.command';
import { actingCompanyId } from './manage-api-keys.rules';

type RequestHeaders = Record<string, string | string[] | undefined>;

@Controller('api-keys')
export class ManageApiKeysController {
  constructor(private readonly commands: CommandBus) {}

  /** { name, scopes, expiresAt? } -> 201 { id, key }: the only time the key is shown. 403 when not allowed. */
  @Post()
  async create(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Body(new ZodPipe(createApiKeyRequestSchema)) body: CreateApiKeyRequest,
  ): Promise<ApiResponse<CreatedApiKey>> {
    const companyId = actingCompanyId(principal, headers);
    return { data: await this.commands.execute(new CreateApiKeyCommand(principal, companyId, body)) };
  }

  /** A new secret for the key (same id, scopes and expiry); the old secret stops working at once. */
  @Post(':id/rotate')
  @HttpCode(200)
  async rotate(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Param('id') id: string,
  ): Promise<ApiResponse<CreatedApiKey>> {
    const companyId = actingCompanyId(principal, headers);
    return { data: await this.commands.execute(new RotateApiKeyCommand(principal, companyId, id)) };
  }

  /** Revokes the key at once. 204; 404 for a key of another company. */
  @Delete(':id')
  @HttpCode(204)
  async revoke(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Param('id') id: string,
  ): Promise<void> {
    await this.commands.execute(new RevokeApiKeyCommand(principal, actingCompanyId(principal, headers), id));
  }

  /** Admin only: { enabled } opens or closes the public API to a company (closing revokes its keys). */
  @Put('access/:companyId')
  async setAccess(
    @CurrentPrincipal() principal: Principal,
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(setApiAccessRequestSchema)) body: SetApiAccessRequest,
  ): Promise<ApiResponse<ApiAccess>> {
    return {
      data: await this.commands.execute(new SetApiAccessCommand(principal, companyId, body.enabled)),
    };
  }
}
