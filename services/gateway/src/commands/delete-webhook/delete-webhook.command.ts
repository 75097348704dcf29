import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

/** Deletes the webhook and its delivery log; nothing more is sent. */
export class DeleteWebhookCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly webhookId: string,
  ) {
    super();
  }
}
