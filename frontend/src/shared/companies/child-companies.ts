import { z } from 'zod';
import { childCompanySchema, type ChildCompany } from '@esg/contracts/access-manager';
import { apiClient } from '@/lib/api-client';

/** A company a picker or a figure names: its id and name. */
export interface PortfolioCompany {
  id: number;
  name: string;
}

const childCompaniesSchema = z.array(childCompanySchema);

/** GET /api/company/getChildCompanies/{id} (spec 7.4): the companies the company invited, with their contact. */
export async function getChildCompanies(companyId: number): Promise<ChildCompany[]> {
  const { data } = await apiClient.get(`/company/getChildCompanies/${companyId}`, {
    schema: childCompaniesSchema,
  });
  return data;
}

/** The same list as id and name only: the portfolio companies an investor picks or sees named. */
export async function getPortfolioCompanies(gpCompanyId: number): Promise<PortfolioCompany[]> {
  return (await getChildCompanies(gpCompanyId)).map(({ id, name }) => ({ id, name }));
}
