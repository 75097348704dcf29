import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, Param, Post } from '@nestjs/common';
import {
  createEdciSubmissionRequestSchema,
  type ApiResponse,
  type CreateEdciSubmissionRequest,
  type EdciSubmission,
} from '@esg/contracts';
import { CurrentPrincipal, IdPipe, ZodPipe, type Principal } from '@esg/platform';
import { CreateEdciSubmissionCommand } from './create-edci-submission.command';

@Controller('edci')
export class CreateEdciSubmissionController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':companyId/submissions')
  async create(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(createEdciSubmissionRequestSchema)) body: CreateEdciSubmissionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<EdciSubmission>> {
    return {
      data: await this.commands.execute(
        new CreateEdciSubmissionCommand(principal, companyId, body, new Date().toISOString()),
      ),
      message: `EDCI submission for ${body.year} created`,
    };
  }
}
