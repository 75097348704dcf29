import { Inject, Injectable } from '@nestjs/common';
import { canActForCompany, canUseCarbonCalculator, cannot, mayEver } from '@esg/access-policy';
import type { Doc, DocumentReader, Store } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import { scoringError } from '../domain/scoring.errors';

export const COMPANIES = 'companies';

/** A company as scoring knows it, projected from data-collection's company events. */
export interface CompanyRecord extends Doc {
  companyId: number;
  name: string;
  type: 'gp' | 'pc' | 'lp' | 'admin';
  parent_id: number | null;
  contract_type: string;
}

const forbidden = (message: string) => scoringError('CLIMATE.FORBIDDEN', message);

/**
 * Who may see and change a company's climate records (docs/climate.md "Access"):
 * - read: the company's own users, its investors (users of the GP it belongs to) and admins,
 *   as libs/access-policy canActForCompany decides;
 * - carbon calculations: the company's own users except Contributors and outside parties (Coinvestor,
 *   Consultant: rule 45), and only where spec 6.2
 *   shows the Carbon Calculator (not admin, lp or a nested gp: canUseCarbonCalculator);
 * - TCFD assessments: the company's own users (Contributors answer questionnaires in data collection).
 */
@Injectable()
export class ClimateAccess {
  constructor(@Inject(STORE) private readonly store: Store) {}

  company(companyId: number, reader: DocumentReader = this.store): Promise<CompanyRecord | null> {
    return reader.get<CompanyRecord>(COMPANIES, String(companyId));
  }

  private async known(companyId: number): Promise<CompanyRecord> {
    const company = await this.company(companyId);
    if (!company) throw scoringError('COMPANY.NOT_FOUND', `Company ${companyId} was not found`);
    return company;
  }

  async assertRead(principal: Principal, companyId: number): Promise<CompanyRecord> {
    const company = await this.known(companyId);
    const own = principal.companyId === null ? null : await this.company(principal.companyId);
    const lookup = (id: number) => {
      const record = id === company.companyId ? company : id === own?.companyId ? own : null;
      return (
        record && { id: record.companyId, parent_id: record.parent_id, contract_type: record.contract_type }
      );
    };
    if (!canActForCompany(principal, companyId, lookup))
      throw forbidden(`The climate data of company ${companyId} is not yours to see`);
    return company;
  }

  async assertCalculatorWrite(principal: Principal, companyId: number): Promise<CompanyRecord> {
    const company = await this.known(companyId);
    if (principal.companyId !== companyId)
      throw forbidden(`Only users of company ${companyId} may change its carbon calculations`);
    if (!mayEver('climate.carbon.save', principal))
      throw forbidden(cannot(principal, 'change carbon calculations'));
    if (!canUseCarbonCalculator({ role: principal.role }, { parent_id: company.parent_id }))
      throw forbidden(`The carbon calculator is not available to ${principal.role} users of this company`);
    return company;
  }
}
