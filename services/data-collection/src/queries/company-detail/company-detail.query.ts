import { Query } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';
import type { presentCompany } from '../../domain/company';

export interface CompanyDetail {
  /** parentCompanyFunds: spec 3, the parent's funds that hold this company. */
  company: ReturnType<typeof presentCompany> & { parentCompanyFunds: Array<{ id: number; name: string }> };
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
