import { dataCollectionError } from '../domain/data-collection.errors';
import { Inject, Injectable } from '@nestjs/common';
import type { Store, Transaction } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import type { Company } from '../domain/company';
import { canActForCompany } from '@esg/access-policy';

/** Loads companies and refuses, with the spec's codes, those the caller may not act for. */
@Injectable()
export class CompanyRepository {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async get(companyId: number, reader: Pick<Store, 'get'> | Transaction = this.store): Promise<Company> {
    const company = await reader.get<Company>('companies', String(companyId));
    if (!company) throw dataCollectionError('COMPANY.NOT_FOUND', `Company ${companyId} was not found`);
    return company;
  }

  async find(companyId: number | null): Promise<Company | null> {
    return companyId === null ? null : this.store.get<Company>('companies', String(companyId));
  }

  /** The company, when the principal may act for it (the shared policy: libs/access-policy, company scope). */
  async getFor(
    principal: Principal,
    companyId: number,
    reader: Pick<Store, 'get'> | Transaction = this.store,
  ): Promise<Company> {
    const company = await this.get(companyId, reader);
    const own =
      principal.companyId === null
        ? null
        : await reader.get<Company>('companies', String(principal.companyId));
    const known = new Map(
      [company, own]
        .filter((c): c is Company => c !== null)
        .map((c) => [
          c.companyId,
          { id: c.companyId, parent_id: c.parent_id, contract_type: c.contract_type },
        ]),
    );
    if (!canActForCompany(principal, companyId, (id) => known.get(id))) {
      throw dataCollectionError('COMPANY.FORBIDDEN', `You may not act for company ${companyId}`);
    }
    return company;
  }
}
