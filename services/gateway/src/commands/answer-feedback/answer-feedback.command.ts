import { Command } from '@nestjs/cqrs';
import type { AnswerFeedbackRequest, Feedback } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class AnswerFeedbackCommand extends Command<Feedback> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
    readonly input: AnswerFeedbackRequest,
  ) {
    super();
  }
}
