import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Webhook } from '@esg/contracts';
import { clockOf, RUNTIME, type ServiceRuntime } from '@esg/platform';
import {
  WEBHOOK_DELIVERIES,
  WEBHOOKS,
  type WebhookDeliveryDoc,
  type WebhookDoc,
} from '../../webhooks/webhooks.domain';
import { assertMayChangeWebhooks, companyWebhook, webhookView } from '../../webhooks/webhooks.rules';
import { assertReachable } from '../../webhooks/webhooks.reachability';
import { UpdateWebhookCommand } from './update-webhook.command';

@CommandHandler(UpdateWebhookCommand)
export class UpdateWebhookHandler implements ICommandHandler<UpdateWebhookCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {}

  async execute({ principal, companyId, webhookId, input }: UpdateWebhookCommand): Promise<Webhook> {
    await assertMayChangeWebhooks(this.runtime, principal, companyId);
    const current = await companyWebhook(this.runtime, companyId, webhookId);
    if (input.url !== undefined) await assertReachable(this.runtime, input.url);
    const now = clockOf(this.runtime).now().toISOString();
    const next: WebhookDoc = {
      ...current,
      url: input.url ?? current.url,
      events: input.events ? [...input.events] : current.events,
      active: input.active ?? current.active,
      updatedAt: now,
    };
    await this.runtime.store.transaction(async (tx) => {
      await tx.put(WEBHOOKS, next);
      // Paused: queued deliveries wait without a schedule; resumed: they are due at once.
      if (next.active !== current.active) {
        for (const delivery of await tx.find<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES, {
          webhookId,
          status: 'pending',
        }))
          await tx.put(WEBHOOK_DELIVERIES, { ...delivery, nextAttemptAt: next.active ? now : null });
      }
    });
    return webhookView(this.runtime, next);
  }
}
