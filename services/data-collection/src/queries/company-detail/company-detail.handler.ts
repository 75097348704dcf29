import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { presentCompany } from '../../domain/company';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { CompanyDetailQuery, type CompanyDetail } from './company-detail.query';

@QueryHandler(CompanyDetailQuery)
export class CompanyDetailHandler implements IQueryHandler<CompanyDetailQuery> {
  constructor(private readonly companies: CompanyRepository) {}

  async execute({ companyId, principal }: CompanyDetailQuery): Promise<CompanyDetail> {
    const company = await this.companies.getFor(principal, companyId);
    const parent = await this.companies.find(company.parent_id);
    return { company: presentCompany(company), parentCompany: parent ? presentCompany(parent) : null };
  }
}
