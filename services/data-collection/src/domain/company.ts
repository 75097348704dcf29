import type { Doc } from '@esg/persistence';

export type CompanyType = 'gp' | 'pc' | 'lp' | 'admin';

/** A company as stored (spec section 3, Company). Field names follow the spec. */
export interface Company extends Doc {
  companyId: number;
  name: string;
  type: CompanyType;
  parent_id: number | null;
  contact_email: string;
  contract_type: string;
  data_collection_duration: string | null;
  auto_mail_flag: boolean;
  report_reminder_flag: boolean;
  auto_highlights_flag: boolean;
  gp_key: string | null;
  industry_id: number | null;
  number_of_pcs: number;
  team_members: number;
  number_of_contributors: number;
  funds_manager: boolean;
  is_action_plan_enabled: boolean;
  /** The standards the company reports against; framework_version names the framework version assigned (ESG data collection). */
  company_standard_assignments: Array<{ standard_id: number; framework_version?: string }>;
}

/** The public shape of a company: the stored document with its numeric id. */
export function presentCompany(company: Company): Omit<Company, 'companyId'> & { id: number } {
  const { companyId, ...rest } = company;
  return { ...rest, id: companyId };
}
