import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  submitEdciSubmissionRequestSchema,
  type ApiResponse,
  type EdciSubmission,
  type SubmitEdciSubmissionRequest,
} from '@esg/contracts';
import { CurrentPrincipal, IdPipe, ZodPipe, type Principal } from '@esg/platform';
import { SubmitEdciSubmissionCommand } from './submit-edci-submission.command';

@Controller('edci')
export class SubmitEdciSubmissionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('submissions/:id/submit')
  @HttpCode(200)
  async submit(
    @Param('id', new IdPipe('id')) id: number,
    @Body(new ZodPipe(submitEdciSubmissionRequestSchema)) body: SubmitEdciSubmissionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<EdciSubmission>> {
    return {
      data: await this.commands.execute(
        new SubmitEdciSubmissionCommand(principal, id, body, new Date().toISOString()),
      ),
      message: 'EDCI submission submitted',
    };
  }
}
