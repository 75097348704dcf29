import { Body, Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createCarbonCalculationRequestSchema,
  updateCarbonCalculationRequestSchema,
  type ApiResponse,
  type CarbonCalculationView,
  type CreateCarbonCalculationRequest,
  type UpdateCarbonCalculationRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { idParam } from '../../http/params';
import { CreateCarbonCalculationCommand } from '../create-carbon-calculation/create-carbon-calculation.command';
import { UpdateCarbonCalculationCommand } from '../update-carbon-calculation/update-carbon-calculation.command';

/**
 * POST /carbon-calculations (201) and PUT /carbon-calculations/{id}: a company's calculation for a
 * period, by its own non-Contributor users where spec 6.2 offers the Carbon Calculator.
 */
@Controller('carbon-calculations')
export class SaveCarbonCalculationController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  async create(
    @Body(new ZodPipe(createCarbonCalculationRequestSchema)) body: CreateCarbonCalculationRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CarbonCalculationView>> {
    return {
      data: await this.commands.execute(new CreateCarbonCalculationCommand(principal, body)),
      message: 'Carbon calculation saved',
    };
  }

  @Put(':id')
  async update(
    @Param('id', idParam) id: number,
    @Body(new ZodPipe(updateCarbonCalculationRequestSchema)) body: UpdateCarbonCalculationRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CarbonCalculationView>> {
    return {
      data: await this.commands.execute(new UpdateCarbonCalculationCommand(principal, id, body)),
      message: 'Carbon calculation saved',
    };
  }
}
