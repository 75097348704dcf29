import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentCompany, type Company } from '../../domain/company';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { fundsOf } from '../../infrastructure/funds';
import { CompanyDetailQuery, type CompanyDetail } from './company-detail.query';

@QueryHandler(CompanyDetailQuery)
export class CompanyDetailHandler implements IQueryHandler<CompanyDetailQuery> {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  async execute({ companyId, principal }: CompanyDetailQuery): Promise<CompanyDetail> {
    const company = await this.companies.getFor(principal, companyId);
    const parent = await this.companies.find(company.parent_id);
    return {
      company: { ...presentCompany(company), parentCompanyFunds: await this.parentCompanyFunds(company) },
      parentCompany: parent ? presentCompany(parent) : null,
    };
  }

  /** Spec 3 parentCompanyFunds: the parent's funds that hold the company (or, for an LP's GP, its funds). */
  private async parentCompanyFunds(company: Company): Promise<Array<{ id: number; name: string }>> {
    if (company.parent_id === null) return [];
    const own = new Set((await fundsOf(this.store, company.companyId)).map((f) => f.fundId));
    return (await fundsOf(this.store, company.parent_id))
      .filter(
        (f) => f.portfolio_company_ids.includes(company.companyId) || f.gp_fund_ids.some((id) => own.has(id)),
      )
      .map((f) => ({ id: f.fundId, name: f.name }));
  }
}
