import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  saveAssignmentsRequestSchema,
  type ApiResponse,
  type Assignment,
  type SaveAssignmentsRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { responseIdPipe } from '../../http/esg-params';
import { AssignContributorsCommand } from './assign-contributors.command';

@Controller('responses')
export class AssignContributorsController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/assignments')
  async assign(
    @Param('id', responseIdPipe()) id: number,
    @Body(new ZodPipe(saveAssignmentsRequestSchema)) body: SaveAssignmentsRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<Assignment[]>> {
    return {
      data: await this.commands.execute(new AssignContributorsCommand(principal, id, body)),
      message: 'Assignments saved',
    };
  }
}
