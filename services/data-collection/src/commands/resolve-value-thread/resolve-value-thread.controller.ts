import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ApiResponse, ThreadStatus } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { Requires } from '../../http/requires';
import { metricCodePipe, responseIdPipe } from '../../http/esg-params';
import { ResolveValueThreadCommand } from './resolve-value-thread.command';

@Controller('responses')
export class ResolveValueThreadController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/values/:metricCode/thread/resolve')
  @HttpCode(200)
  @Requires('value-threads.write', "resolve a value's discussion")
  async resolve(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<{ status: ThreadStatus }>> {
    const status = await this.commands.execute(
      new ResolveValueThreadCommand(principal, id, metricCode, 'resolved'),
    );
    return { data: { status }, message: 'Discussion resolved' };
  }

  @Post(':id/values/:metricCode/thread/reopen')
  @HttpCode(200)
  @Requires('value-threads.write', "reopen a value's discussion")
  async reopen(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<{ status: ThreadStatus }>> {
    const status = await this.commands.execute(
      new ResolveValueThreadCommand(principal, id, metricCode, 'open'),
    );
    return { data: { status }, message: 'Discussion reopened' };
  }
}
