import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reviewRequestSchema, type ApiResponse, type ReviewRequest, type ReviewResult } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { responseIdPipe } from '../../http/esg-params';
import { ReviewResponseCommand } from './review-response.command';

@Controller('responses')
export class ReviewResponseController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/review')
  @HttpCode(200)
  async review(
    @Param('id', responseIdPipe()) id: number,
    @Body(new ZodPipe(reviewRequestSchema)) body: ReviewRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ReviewResult>> {
    return {
      data: await this.commands.execute(new ReviewResponseCommand(principal, id, body)),
      message: 'Review saved',
    };
  }
}
