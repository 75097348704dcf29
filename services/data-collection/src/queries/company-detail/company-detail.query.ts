import { Query } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';
import type { presentCompany } from '../../domain/company';

export interface CompanyDetail {
  company: ReturnType<typeof presentCompany>;
  parentCompany: ReturnType<typeof presentCompany> | null;
}

export class CompanyDetailQuery extends Query<CompanyDetail> {
  constructor(
    readonly companyId: number,
    readonly principal: Principal,
  ) {
    super();
  }
}
