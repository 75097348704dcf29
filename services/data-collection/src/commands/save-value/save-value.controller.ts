import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  saveValueRequestSchema,
  type ApiResponse,
  type SaveValueRequest,
  type SaveValueResult,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { metricCodePipe, responseIdPipe } from '../../http/esg-params';
import { SaveValueCommand } from './save-value.command';

@Controller('responses')
export class SaveValueController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/values/:metricCode')
  async save(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @Body(new ZodPipe(saveValueRequestSchema)) body: SaveValueRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<SaveValueResult>> {
    const data = await this.commands.execute(new SaveValueCommand(principal, id, metricCode, body));
    return {
      data,
      message:
        data.warnings.length && !body.confirmWarnings
          ? 'Value saved; please confirm the warnings'
          : 'Value saved',
    };
  }
}
