import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createWebhookRequestSchema,
  updateWebhookRequestSchema,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_DELIVERY_STATUSES,
  type ApiResponse,
  type CreatedWebhook,
  type CreateWebhookRequest,
  type UpdateWebhookRequest,
  type Webhook,
  type WebhookDelivery,
} from '@esg/contracts';
import type { Filter } from '@esg/persistence';
import { CurrentPrincipal, RUNTIME, ZodPipe, type Principal, type ServiceRuntime } from '@esg/platform';
import { CreateWebhookCommand } from '../commands/create-webhook/create-webhook.command';
import { DeleteWebhookCommand } from '../commands/delete-webhook/delete-webhook.command';
import { RedeliverWebhookCommand } from '../commands/redeliver-webhook/redeliver-webhook.command';
import { RotateWebhookSecretCommand } from '../commands/rotate-webhook-secret/rotate-webhook-secret.command';
import { UpdateWebhookCommand } from '../commands/update-webhook/update-webhook.command';
import {
  toDelivery,
  WEBHOOK_DELIVERIES,
  WEBHOOKS,
  type WebhookDeliveryDoc,
  type WebhookDoc,
} from './webhooks.domain';
import { assertWebhookManager, companyWebhook, webhookCompanyId, webhookView } from './webhooks.rules';

type RequestHeaders = Record<string, string | string[] | undefined>;

/**
 * Webhooks of the public API (issue 13, docs/webhooks.md) for the company the request acts for:
 * subscribe a URL to event types, change, pause, rotate the secret, delete; the delivery log with
 * redelivery. Managed by the same people as the company's API keys.
 */
@Controller('webhooks')
export class WebhooksController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
  ) {}

  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
  ): Promise<ApiResponse<Webhook[]>> {
    const companyId = webhookCompanyId(principal, headers);
    assertWebhookManager(principal, companyId);
    const docs = await this.runtime.store.find<WebhookDoc>(
      WEBHOOKS,
      { companyId },
      { sort: [['createdAt', 'desc']] },
    );
    return { data: await Promise.all(docs.map((doc) => webhookView(this.runtime, doc))) };
  }

  /** { url, events } -> 201 { id, secret }: the only time the signing secret is shown. */
  @Post()
  async create(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Body(new ZodPipe(createWebhookRequestSchema)) body: CreateWebhookRequest,
  ): Promise<ApiResponse<CreatedWebhook>> {
    const companyId = webhookCompanyId(principal, headers);
    return {
      data: await this.commands.execute(new CreateWebhookCommand(principal, companyId, body)),
      message: 'Webhook created',
    };
  }

  @Get(':id')
  async one(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Param('id') id: string,
  ): Promise<ApiResponse<Webhook>> {
    const companyId = webhookCompanyId(principal, headers);
    assertWebhookManager(principal, companyId);
    return { data: await webhookView(this.runtime, await companyWebhook(this.runtime, companyId, id)) };
  }

  /** { url?, events?, active? }: active false pauses deliveries (queued ones wait), true resumes them. */
  @Patch(':id')
  async update(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Param('id') id: string,
    @Body(new ZodPipe(updateWebhookRequestSchema)) body: UpdateWebhookRequest,
  ): Promise<ApiResponse<Webhook>> {
    const companyId = webhookCompanyId(principal, headers);
    return { data: await this.commands.execute(new UpdateWebhookCommand(principal, companyId, id, body)) };
  }

  /** Deletes the webhook and its delivery log. 204. */
  @Delete(':id')
  @HttpCode(204)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Param('id') id: string,
  ): Promise<void> {
    await this.commands.execute(
      new DeleteWebhookCommand(principal, webhookCompanyId(principal, headers), id),
    );
  }

  /** A new signing secret, shown once; the old one stops signing at once. */
  @Post(':id/rotate')
  @HttpCode(200)
  async rotate(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Param('id') id: string,
  ): Promise<ApiResponse<CreatedWebhook>> {
    const companyId = webhookCompanyId(principal, headers);
    return { data: await this.commands.execute(new RotateWebhookSecretCommand(principal, companyId, id)) };
  }

  /** The delivery log, newest first, 50 at a time (?offset=), optionally of one status (?status=). */
  @Get(':id/deliveries')
  async deliveries(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Param('id') id: string,
    @Query('status') status?: string,
    @Query('offset') offset?: string,
  ): Promise<ApiResponse<WebhookDelivery[]>> {
    const companyId = webhookCompanyId(principal, headers);
    assertWebhookManager(principal, companyId);
    await companyWebhook(this.runtime, companyId, id);
    const filter: Filter = { webhookId: id };
    if (status && (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(status)) filter.status = status;
    const docs = await this.runtime.store.find<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES, filter, {
      sort: [
        ['createdAt', 'desc'],
        ['id', 'desc'],
      ],
      limit: WEBHOOK_DELIVERY_PAGE_SIZE,
      offset: offset && /^\d{1,6}$/.test(offset) ? Number(offset) : 0,
    });
    return { data: docs.map(toDelivery) };
  }

  /** Sends a delivery again now (a dead-lettered one too), starting its retry schedule afresh. */
  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(200)
  async redeliver(
    @CurrentPrincipal() principal: Principal,
    @Headers() headers: RequestHeaders,
    @Param('id') id: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<ApiResponse<WebhookDelivery>> {
    const companyId = webhookCompanyId(principal, headers);
    return {
      data: await this.commands.execute(new RedeliverWebhookCommand(principal, companyId, id, deliveryId)),
      message: 'Redelivery queued',
    };
  }
}
