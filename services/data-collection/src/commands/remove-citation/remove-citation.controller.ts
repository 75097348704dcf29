import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { ApiResponse } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { metricCodePipe, responseIdPipe } from '../../http/esg-params';
import { RemoveCitationCommand } from './remove-citation.command';

const citationIdSchema = z.uuid({ error: 'citationId must be a citation id' });

@Controller('responses')
export class RemoveCitationController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id/values/:metricCode/citations/:citationId')
  @HttpCode(200)
  async remove(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @Param('citationId', new ZodPipe(citationIdSchema)) citationId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new RemoveCitationCommand(principal, id, metricCode, citationId));
    return { data: null, message: 'Citation removed' };
  }
}
