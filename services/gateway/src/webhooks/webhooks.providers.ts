import { CreateWebhookHandler } from '../commands/create-webhook/create-webhook.handler';
import { DeleteWebhookHandler } from '../commands/delete-webhook/delete-webhook.handler';
import { RedeliverWebhookHandler } from '../commands/redeliver-webhook/redeliver-webhook.handler';
import { RotateWebhookSecretHandler } from '../commands/rotate-webhook-secret/rotate-webhook-secret.handler';
import { UpdateWebhookHandler } from '../commands/update-webhook/update-webhook.handler';
import { WebhooksController } from './webhooks.controller';

/** Webhooks (issue 13), registered by GatewayModule. */
export const WEBHOOK_CONTROLLERS = [WebhooksController];
export const WEBHOOK_HANDLERS = [
  CreateWebhookHandler,
  UpdateWebhookHandler,
  RotateWebhookSecretHandler,
  DeleteWebhookHandler,
  RedeliverWebhookHandler,
];
