import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedWebhook } from '@esg/contracts';
import { clockOf, RUNTIME, type ServiceRuntime } from '@esg/platform';
import { newWebhookSecret, sealSecret } from '../../webhooks/webhook-secrets';
import { WEBHOOKS, type WebhookDoc } from '../../webhooks/webhooks.domain';
import { assertMayChangeWebhooks } from '../../webhooks/webhooks.rules';
import { assertReachable } from '../../webhooks/webhooks.reachability';
import { CreateWebhookCommand } from './create-webhook.command';

@CommandHandler(CreateWebhookCommand)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhookCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {}

  async execute({ principal, companyId, input }: CreateWebhookCommand): Promise<CreatedWebhook> {
    await assertMayChangeWebhooks(this.runtime, principal, companyId);
    await assertReachable(this.runtime, input.url);
    const secret = newWebhookSecret();
    const now = clockOf(this.runtime).now().toISOString();
    const doc: WebhookDoc = {
      id: randomUUID(),
      companyId,
      url: input.url,
      events: [...input.events],
      active: true,
      secret: sealSecret(secret, this.runtime.config.jwt),
      createdAt: now,
      createdBy: principal.userId,
      updatedAt: now,
      secretRotatedAt: null,
    };
    await this.runtime.store.transaction((tx) => tx.insert(WEBHOOKS, doc));
    this.runtime.logger.info({ webhookId: doc.id, companyId, events: doc.events }, 'webhook created');
    return { id: doc.id, secret };
  }
}
