import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { DomainError, STORE } from '@esg/platform';
import { presentCompany, type Company } from '../../domain/company';
import { CompanyDetailQuery, type CompanyDetail } from './company-detail.query';

@QueryHandler(CompanyDetailQuery)
export class CompanyDetailHandler implements IQueryHandler<CompanyDetailQuery> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ companyId, principal }: CompanyDetailQuery): Promise<CompanyDetail> {
    const company = await this.store.get<Company>('companies', String(companyId));
    if (!company) throw new DomainError('COMPANY.NOT_FOUND', `Company ${companyId} was not found`);
    const ownCompany = principal.companyId;
    const allowed =
      principal.role === 'admin' || company.companyId === ownCompany || (ownCompany !== null && company.parent_id === ownCompany);
    if (!allowed) throw new DomainError('COMPANY.FORBIDDEN', `You may not view company ${companyId}`);
    const parent = company.parent_id === null ? null : await this.store.get<Company>('companies', String(company.parent_id));
    return { company: presentCompany(company), parentCompany: parent ? presentCompany(parent) : null };
  }
}
