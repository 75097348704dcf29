import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createFundRequestSchema, type ApiResponse, type CreateFundRequest, type Fund } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { CreateFundCommand } from './create-fund.command';

@Controller('funds')
export class CreateFundController {
  constructor(private readonly commands: CommandBus) {}

  /** 201 the fund; 400 bad fields; 403 not a fund manager of the company; 409 name taken; 422 holdings refused. */
  @Post()
  async create(
    @Body(new ZodPipe(createFundRequestSchema)) body: CreateFundRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<Fund>> {
    return {
      data: await this.commands.execute(new CreateFundCommand(body, principal)),
      message: 'Fund created',
    };
  }
}
