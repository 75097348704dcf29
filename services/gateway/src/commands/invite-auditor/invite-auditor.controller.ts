import { Body, Controller, Headers, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  inviteAuditorRequestSchema,
  type ApiError,
  type ApiResponse,
  type AssuranceRecords,
  type AuditorGrant,
  type InviteAuditorRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { gatewayError } from '../../domain/gateway.errors';
import { InnerRead } from '../../http/inner-read';
import { InviteAuditorCommand } from './invite-auditor.command';

@Controller('auditors')
export class InviteAuditorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly inner: InnerRead,
  ) {}

  /**
   * { companyId, name, email, scope, scopeId, period, expiresOn } -> 201 the auditor (status invited). The
   * scope must be the investor's own (asked of data-collection with the caller's rights: 403 otherwise);
   * 403 not the primary user; 409 the e-mail has an account; 400 an end date in the past.
   */
  @Post()
  async invite(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(inviteAuditorRequestSchema)) body: InviteAuditorRequest,
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<ApiResponse<AuditorGrant>> {
    const scope = await this.inner.get(
      `/api/quality/assurance/${body.scope}/${body.scopeId}/${body.period}`,
      headers,
    );
    if (scope.status !== 200) {
      const refused = scope.json<Partial<ApiError>>();
      throw gatewayError('AUDITOR.FORBIDDEN', `scopeId: ${refused.message ?? 'this scope is not yours'}`);
    }
    const { scopeName } = scope.json<{ data: AssuranceRecords }>().data;
    return {
      data: await this.commands.execute(new InviteAuditorCommand(principal, body, scopeName)),
      message: `Invitation sent to ${body.email.toLowerCase()}`,
    };
  }
}
