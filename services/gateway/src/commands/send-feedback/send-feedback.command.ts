import { Command } from '@nestjs/cqrs';
import type { Feedback, SendFeedbackRequest } from '@esg/contracts';
import type { InspectedUpload, Principal } from '@esg/platform';

export class SendFeedbackCommand extends Command<Feedback> {
  constructor(
    readonly principal: Principal,
    readonly input: SendFeedbackRequest,
    readonly screenshot: (InspectedUpload & { data: Buffer }) | null,
  ) {
    super();
  }
}
