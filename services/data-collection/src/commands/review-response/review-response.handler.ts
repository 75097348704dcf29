import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReviewResult } from '@esg/contracts';
import { ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { applyReview } from '../../application/value-reviews';
import { nextStatus } from '../../domain/esg/response';
import { ReviewResponseCommand } from './review-response.command';

@CommandHandler(ReviewResponseCommand)
export class ReviewResponseHandler implements ICommandHandler<ReviewResponseCommand> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, request, at }: ReviewResponseCommand): Promise<ReviewResult> {
    return this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.reviewer, 'Only the company that asked for the data reviews it');
      nextStatus(response.status, 'review');
      const state = await this.workspace.state(tx, response);
      return applyReview(this.workspace, tx, principal, state, request.decisions, {
        at: at.toISOString(),
        bulk: false,
      });
    });
  }
}
