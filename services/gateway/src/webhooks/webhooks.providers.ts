import {
  CreateWebhookHandler,
  DeleteWebhookHandler,
  RedeliverWebhookHandler,
  RotateWebhookSecretHandler,
  UpdateWebhookHandler,
} from './webhooks.commands';
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
