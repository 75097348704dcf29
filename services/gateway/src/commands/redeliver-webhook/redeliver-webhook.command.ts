import { Command } from '@nestjs/cqrs';
import type { WebhookDelivery } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * Sends a delivery again now, whatever its status (a dead-lettered one too): a fresh run of the retry
 * schedule under the same `webhook-id`, so a receiver that already has it can tell.
 */
export class RedeliverWebhookCommand extends Command<WebhookDelivery> {
  constructor(
    readonly principal: Principal,
    readonly companyId: number,
    readonly webhookId: string,
    readonly deliveryId: string,
  ) {
    super();
  }
}
