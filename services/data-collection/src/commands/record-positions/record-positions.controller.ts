import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  recordPositionsRequestSchema,
  type ApiResponse,
  type PositionSet,
  type RecordPositionsRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { fundIdPipe } from '../../http/portfolio-params';
import { RecordPositionsCommand } from './record-positions.command';

@Controller('funds')
export class RecordPositionsController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * { allInvestments, positions: [{ companyId, instrument, value, outstanding? }] } replaces the fund's
   * positions on {date}. 200 the set; 400 wrong types; 422 a rule broken, naming each row and rule.
   */
  @Put(':fundId/positions/:date')
  async record(
    @Param('fundId', fundIdPipe()) fundId: number,
    @Param('date') date: string,
    @Body(new ZodPipe(recordPositionsRequestSchema)) body: RecordPositionsRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PositionSet>> {
    return {
      data: await this.commands.execute(new RecordPositionsCommand(fundId, date, body, principal)),
      message: 'Positions recorded',
    };
  }
}
