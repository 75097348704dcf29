import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  reopenEdciSubmissionRequestSchema,
  type ApiResponse,
  type EdciSubmission,
  type ReopenEdciSubmissionRequest,
} from '@esg/contracts';
import { CurrentPrincipal, IdPipe, ZodPipe, type Principal } from '@esg/platform';
import { ReopenEdciSubmissionCommand } from './reopen-edci-submission.command';

@Controller('edci')
export class ReopenEdciSubmissionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('submissions/:id/reopen')
  @HttpCode(200)
  async reopen(
    @Param('id', new IdPipe('id')) id: number,
    @Body(new ZodPipe(reopenEdciSubmissionRequestSchema)) body: ReopenEdciSubmissionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<EdciSubmission>> {
    return {
      data: await this.commands.execute(
        new ReopenEdciSubmissionCommand(principal, id, body, new Date().toISOString()),
      ),
      message: 'EDCI submission reopened',
    };
  }
}
