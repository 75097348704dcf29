import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  postValueCommentRequestSchema,
  type ApiResponse,
  type PostValueCommentRequest,
  type ValueComment,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { Requires } from '../../http/requires';
import { metricCodePipe, responseIdPipe } from '../../http/esg-params';
import { PostValueCommentCommand } from './post-value-comment.command';

@Controller('responses')
export class PostValueCommentController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/values/:metricCode/comments')
  @Requires('value-threads.write', 'comment on a value')
  async post(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @Body(new ZodPipe(postValueCommentRequestSchema)) body: PostValueCommentRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ValueComment>> {
    return {
      data: await this.commands.execute(new PostValueCommentCommand(principal, id, metricCode, body)),
      message: 'Comment posted',
    };
  }
}
