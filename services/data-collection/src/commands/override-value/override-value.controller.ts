import { Body, Controller, Delete, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  metricCodeSchema,
  overrideValueRequestSchema,
  type ApiResponse,
  type OverrideValueRequest,
  type ValueOverride,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { Requires } from '../../http/requires';
import { responseIdPipe } from '../../http/esg-params';
import { OverrideValueCommand } from './override-value.command';

const metricCodePipe = () => new ZodPipe(metricCodeSchema);

@Controller('responses')
export class OverrideValueController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/values/:metricCode/override')
  @Requires('quality.review', "override a company's value")
  async override(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @Body(new ZodPipe(overrideValueRequestSchema)) body: OverrideValueRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ValueOverride>> {
    const saved = await this.commands.execute(new OverrideValueCommand(principal, id, metricCode, body));
    return { data: saved!, message: 'Override saved; the company’s value is kept' };
  }

  @Delete(':id/values/:metricCode/override')
  @Requires('quality.review', "withdraw an override of a company's value")
  async remove(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new OverrideValueCommand(principal, id, metricCode, null));
    return { data: null, message: 'Override withdrawn; figures use the company’s value again' };
  }
}
