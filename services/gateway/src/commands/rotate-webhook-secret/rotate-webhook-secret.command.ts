import { Command } from '@nestjs/cqrs';
import type { CreatedWebhook } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** A new signing secret; the old one stops signing at once. */
export class RotateWebhookSecretCommand extends Command<CreatedWebhook> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly webhookId: string,
  ) {
    super();
  }
}
