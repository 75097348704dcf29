import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WebhookDelivery } from '@esg/contracts';
import { clockOf, RUNTIME, type ServiceRuntime } from '@esg/platform';
import { GatewayErrors } from '../../domain/gateway.errors';
import { WebhookDispatcher } from '../../webhooks/webhook-dispatcher';
import { toDelivery, WEBHOOK_DELIVERIES, type WebhookDeliveryDoc } from '../../webhooks/webhooks.domain';
import { assertMayChangeWebhooks, companyWebhook } from '../../webhooks/webhooks.rules';
import { RedeliverWebhookCommand } from './redeliver-webhook.command';

@CommandHandler(RedeliverWebhookCommand)
export class RedeliverWebhookHandler implements ICommandHandler<RedeliverWebhookCommand> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  async execute({
    principal,
    companyId,
    webhookId,
    deliveryId,
  }: RedeliverWebhookCommand): Promise<WebhookDelivery> {
    await assertMayChangeWebhooks(this.runtime, principal, companyId);
    const hook = await companyWebhook(this.runtime, companyId, webhookId);
    const now = clockOf(this.runtime).now().toISOString();
    const queued = await this.runtime.store.transaction(async (tx) => {
      const delivery = await tx.get<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES, deliveryId);
      if (!delivery || delivery.webhookId !== webhookId) throw GatewayErrors.webhookDeliveryNotFound();
      const next: WebhookDeliveryDoc = {
        ...delivery,
        status: 'pending',
        failuresInRow: 0,
        nextAttemptAt: hook.active ? now : null,
        leaseUntil: null,
      };
      await tx.put(WEBHOOK_DELIVERIES, next);
      return next;
    });
    this.runtime.logger.info({ webhookId, deliveryId }, 'webhook redelivery asked');
    void this.dispatcher.flush();
    return toDelivery(queued);
  }
}
