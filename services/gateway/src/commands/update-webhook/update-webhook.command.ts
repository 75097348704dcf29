import { Command } from '@nestjs/cqrs';
import type { UpdateWebhookRequest, Webhook } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** Changes the URL, the event types or pauses/resumes the webhook. */
export class UpdateWebhookCommand extends Command<Webhook> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly webhookId: string,
    readonly input: UpdateWebhookRequest,
  ) {
    super();
  }
}
