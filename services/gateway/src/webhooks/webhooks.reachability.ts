import type { ServiceRuntime } from '@esg/platform';
import { GatewayErrors } from '../domain/gateway.errors';
import { targetPolicyFor, targetRefusal } from './webhook-targets';

export async function assertReachable(runtime: ServiceRuntime, url: string): Promise<void> {
  const refusal = await targetRefusal(url, targetPolicyFor(runtime.config.mode));
  if (refusal) throw GatewayErrors.webhookUrlRefused(refusal);
}
