import type { ChildCompany, CompanyContact } from '@esg/contracts';
import type { Company } from './company';

/** A child company as getChildCompanies and the invitation calls show it. */
export function presentChildCompany(company: Company, contact: CompanyContact): ChildCompany {
  return {
    id: company.companyId,
    name: company.name,
    type: company.type,
    parent_id: company.parent_id,
    contact_email: company.contact_email,
    contact,
  };
}
