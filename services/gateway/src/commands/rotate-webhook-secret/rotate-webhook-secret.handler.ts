import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedWebhook } from '@esg/contracts';
import { clockOf, RUNTIME, type ServiceRuntime } from '@esg/platform';
import { newWebhookSecret, sealSecret } from '../../webhooks/webhook-secrets';
import { WEBHOOKS, type WebhookDoc } from '../../webhooks/webhooks.domain';
import { assertMayChangeWebhooks, companyWebhook } from '../../webhooks/webhooks.rules';
import { RotateWebhookSecretCommand } from './rotate-webhook-secret.command';

@CommandHandler(RotateWebhookSecretCommand)
export class RotateWebhookSecretHandler implements ICommandHandler<RotateWebhookSecretCommand> {
  constructor(@Inject(RUNTIME) private readonly runtime: ServiceRuntime) {}

  async execute({ principal, companyId, webhookId }: RotateWebhookSecretCommand): Promise<CreatedWebhook> {
    await assertMayChangeWebhooks(this.runtime, principal, companyId);
    const current = await companyWebhook(this.runtime, companyId, webhookId);
    const secret = newWebhookSecret();
    const now = clockOf(this.runtime).now().toISOString();
    await this.runtime.store.transaction((tx) =>
      tx.put<WebhookDoc>(WEBHOOKS, {
        ...current,
        secret: sealSecret(secret, this.runtime.config.jwt),
        secretRotatedAt: now,
        updatedAt: now,
      }),
    );
    this.runtime.logger.info({ webhookId, companyId }, 'webhook secret rotated');
    return { id: webhookId, secret };
  }
}
