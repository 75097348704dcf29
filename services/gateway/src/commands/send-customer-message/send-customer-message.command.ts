import { Command } from '@nestjs/cqrs';
import type { CustomerMessage, SendCustomerMessageRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

export class SendCustomerMessageCommand extends Command<CustomerMessage> {
  constructor(
    readonly principal: Principal,
    readonly input: SendCustomerMessageRequest,
  ) {
    super();
  }
}
