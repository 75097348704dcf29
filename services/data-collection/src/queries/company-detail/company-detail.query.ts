import { Query } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';
import type { CompanyDetail } from '@esg/contracts';

export type { CompanyDetail } from '@esg/contracts';

export class CompanyDetailQuery extends Query<CompanyDetail> {
  constructor(
    readonly companyId: number,
    readonly principal: Principal,
  ) {
    super();
  }
}
