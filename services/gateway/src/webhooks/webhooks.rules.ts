import { WEBHOOK_DELIVERY_STATUSES, type Webhook } from '@esg/contracts';
import type { Principal, ServiceRuntime } from '@esg/platform';
import {
  actingCompanyId,
  assertKeyManager,
  assertMayIssueKeys,
} from '../commands/manage-api-keys/manage-api-keys.rules';
import { GatewayErrors } from '../domain/gateway.errors';
import { toWebhook, WEBHOOK_DELIVERIES, WEBHOOKS, type WebhookDoc } from './webhooks.domain';

/**
 * Who manages a company's webhooks: the same people as its API keys (manage-api-keys.rules.ts): its
 * own users without a restricting permission, and the platform admin. Creating, changing, rotating
 * and redelivering also need the public API open to the company.
 */
export const assertWebhookManager = (principal: Principal, companyId: number): void =>
  assertKeyManager(principal, companyId, GatewayErrors.webhookForbidden);

export const assertMayChangeWebhooks = (
  runtime: ServiceRuntime,
  principal: Principal,
  companyId: number,
): Promise<void> => assertMayIssueKeys(runtime, principal, companyId, GatewayErrors.webhookForbidden);

/** The company a webhook request acts for: X-Company-ID (checked by the guard), else the caller's own. */
export const webhookCompanyId = (
  principal: Principal,
  headers: Record<string, string | string[] | undefined>,
): number => actingCompanyId(principal, headers, GatewayErrors.webhookForbidden);

/** A webhook of the company; another company's is "not found". */
export async function companyWebhook(
  runtime: ServiceRuntime,
  companyId: number,
  webhookId: string,
): Promise<WebhookDoc> {
  const doc = await runtime.store.get<WebhookDoc>(WEBHOOKS, webhookId);
  if (!doc || doc.companyId !== companyId) throw GatewayErrors.webhookNotFound();
  return doc;
}

export async function webhookView(runtime: ServiceRuntime, doc: WebhookDoc): Promise<Webhook> {
  const counts = await Promise.all(
    WEBHOOK_DELIVERY_STATUSES.map((status) =>
      runtime.store.count(WEBHOOK_DELIVERIES, { webhookId: doc.id, status }),
    ),
  );
  const [pending, delivered, failed] = counts;
  return toWebhook(doc, { pending, delivered, failed });
}
