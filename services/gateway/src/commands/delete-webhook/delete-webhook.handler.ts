import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RUNTIME, type ServiceRuntime } from '@esg/platform';
import { WEBHOOK_DELIVERIES, WEBHOOKS } from '../../webhooks/webhooks.domain';
import { assertWebhookManager, companyWebhook } from '../../webhooks/webhooks.rules';
import { DeleteWebhookCommand } from './delete-webhook.command';

@CommandHandler(DeleteWebhookCommand)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhookCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {}

  async execute({ principal, companyId, webhookId }: DeleteWebhookCommand): Promise<void> {
    assertWebhookManager(principal, companyId);
    await companyWebhook(this.runtime, companyId, webhookId);
    await this.runtime.store.transaction(async (tx) => {
      await tx.deleteMany(WEBHOOK_DELIVERIES, { webhookId });
      await tx.delete(WEBHOOKS, webhookId);
    });
    this.runtime.logger.info({ webhookId, companyId }, 'webhook deleted');
  }
}
