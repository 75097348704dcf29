import type { Store, Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';
import { gatewayError } from '../domain/gateway.errors';
import { COMPANY_CONTRACTS, type CompanyContract } from '../integration/company-contracts.consumer';

export const supportError = gatewayError;

export function origin(runtime: ServiceRuntime): string {
  return (runtime.config.publicOrigin ?? `http://localhost:${runtime.config.port}`).replace(/\/$/, '');
}

export async function companyName(tx: Transaction | Store, companyId: number): Promise<string | null> {
  const contract = await tx.get<CompanyContract>(COMPANY_CONTRACTS, String(companyId));
  return contract?.name ?? null;
}
