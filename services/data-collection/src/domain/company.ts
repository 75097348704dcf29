import type { CompanyView } from '@esg/contracts';
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

/** A company as the API answers it (libs/contracts companySchema): every field named, nothing stored leaks. */
export function presentCompany(company: Company): CompanyView {
  return {
    id: company.companyId,
    name: company.name,
    type: company.type,
    parent_id: company.parent_id,
    contact_email: company.contact_email,
    contract_type: company.contract_type,
    data_collection_duration: company.data_collection_duration as CompanyView['data_collection_duration'],
    auto_mail_flag: company.auto_mail_flag,
    report_reminder_flag: company.report_reminder_flag,
    auto_highlights_flag: company.auto_highlights_flag,
    gp_key: company.gp_key,
    industry_id: company.industry_id,
    number_of_pcs: company.number_of_pcs,
    team_members: company.team_members,
    number_of_contributors: company.number_of_contributors,
    funds_manager: company.funds_manager,
    is_action_plan_enabled: company.is_action_plan_enabled,
    company_standard_assignments: company.company_standard_assignments.map((a) =>
      a.framework_version === undefined
        ? { standard_id: a.standard_id }
        : { standard_id: a.standard_id, framework_version: a.framework_version },
    ),
  };
}
