import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type {
  CreatedWebhook,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  Webhook,
  WebhookDelivery,
} from '@esg/contracts';
import { clockOf, RUNTIME, type Principal, type ServiceRuntime } from '@esg/platform';
import { GatewayErrors } from '../domain/gateway.errors';
import { newWebhookSecret, sealSecret } from './webhook-secrets';
import { WebhookDispatcher } from './webhook-dispatcher';
import { targetPolicyFor, targetRefusal } from './webhook-targets';
import {
  toDelivery,
  WEBHOOK_DELIVERIES,
  WEBHOOKS,
  type WebhookDeliveryDoc,
  type WebhookDoc,
} from './webhooks.domain';
import { assertMayChangeWebhooks, assertWebhookManager, companyWebhook, webhookView } from './webhooks.rules';

async function assertReachable(runtime: ServiceRuntime, url: string): Promise<void> {
  const refusal = await targetRefusal(url, targetPolicyFor(runtime.config.mode));
  if (refusal) throw GatewayErrors.webhookUrlRefused(refusal);
}

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
