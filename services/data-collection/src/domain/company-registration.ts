import type { Doc, Transaction } from '@esg/persistence';
import type { Company } from './company';

/** A company registration waiting for its contact to confirm the e-mail address (not a company yet). */
export interface CompanyRegistration extends Doc {
  /** Reserved for the company the registration becomes. */
  companyId: number;
  name: string;
  type: 'gp' | 'lp';
  contact_name: string;
  contact_email: string;
  status: 'pending' | 'confirmed';
  requestedAt: string;
  expiresAt: string;
  confirmedAt: string | null;
}

export const REGISTRATIONS = 'company_registrations';

/** Company ids continue after the highest existing one (the demo data uses fixed ids). */
export async function nextCompanyId(tx: Transaction): Promise<number> {
  for (;;) {
    const id = (await tx.nextId('companies')) + 1000;
    if (!(await tx.get('companies', String(id))) && !(await tx.get(REGISTRATIONS, String(id)))) return id;
  }
}

/** The company a confirmed registration becomes: no reporting cycle yet, so its first user sees the data collection modal. */
export function companyOf(registration: CompanyRegistration): Company {
  return {
    id: String(registration.companyId),
    companyId: registration.companyId,
    name: registration.name,
    type: registration.type,
    parent_id: null,
    contact_email: registration.contact_email,
    contract_type: 'standard',
    data_collection_duration: null,
    auto_mail_flag: true,
    report_reminder_flag: true,
    auto_highlights_flag: false,
    gp_key: null,
    industry_id: null,
    number_of_pcs: 0,
    team_members: 0,
    number_of_contributors: 0,
    funds_manager: false,
    is_action_plan_enabled: false,
    company_standard_assignments: [],
  };
}
