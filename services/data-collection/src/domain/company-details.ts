import { ADMIN_EDITABLE_COMPANY_FIELDS, type UpdateCompanyDetailsRequest } from '@esg/contracts';

import type { Company } from './company';
import { dataCollectionError } from './data-collection.errors';

export interface CompanyDetailsChange {
  next: Company;
  changes: Record<string, unknown>;
  previous: Record<string, unknown>;
}

/**
 * Applies a /company-details edit: the primary user's fields for the primary user, and the platform's
 * (gp_key, funds_manager, is_action_plan_enabled) for an admin only. Unchanged values are dropped.
 */
export function applyCompanyDetails(
  company: Company,
  request: UpdateCompanyDetailsRequest,
  admin: boolean,
): CompanyDetailsChange {
  const adminOnly = ADMIN_EDITABLE_COMPANY_FIELDS.filter((field) => request[field] !== undefined);
  if (!admin && adminOnly.length > 0) {
    throw dataCollectionError('COMPANY.FORBIDDEN', `Only an admin changes ${adminOnly.join(', ')}`);
  }
  const next: Company = { ...company };
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(request) as Array<[keyof UpdateCompanyDetailsRequest, unknown]>) {
    if (raw === undefined) continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (company[field] === value) continue;
    (next as Record<string, unknown>)[field] = value;
    changes[field] = value;
    previous[field] = company[field] ?? null;
  }
  return { next, changes, previous };
}
