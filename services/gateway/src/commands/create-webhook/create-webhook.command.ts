import { Command } from '@nestjs/cqrs';
import type { CreatedWebhook, CreateWebhookRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** Subscribes a URL of the company acted for; the answer holds the only copy of the signing secret. */
export class CreateWebhookCommand extends Command<CreatedWebhook> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly input: CreateWebhookRequest,
  ) {
    super();
  }
}
