import { Inject, Injectable } from '@nestjs/common';
import {
  canActForCompany,
  canChangeAccess,
  canManageFunds,
  canEditCompanyDetails,
  normaliseCompany,
  type PolicyContext,
} from '@esg/access-policy';
import type { DocumentReader, Store } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import { presentCompany, type Company } from '../domain/company';
import type { FundDoc } from '../domain/fund';
import { fundsOf } from './funds';
import { directoryUser } from './user-directory';
import { dataCollectionError } from '../domain/data-collection.errors';

/**
 * The access rules of funds and of the access manager, on top of libs/access-policy (canManageFunds,
 * canChangeAccess, canActForCompany) with what this service knows: companies, funds, and users from
 * the gateway's events (for the primary user of spec 6.1, whose e-mail is the company's contact e-mail).
 */
@Injectable()
export class PortfolioAccess {
  constructor(@Inject(STORE) private readonly store: Store) {}

  /** The policy context of the principal, with `company` as the company concerned. */
  async context(
    principal: Principal,
    company: Company,
    reader: DocumentReader = this.store,
  ): Promise<PolicyContext> {
    const user = await directoryUser(reader, principal.userId);
    return {
      user: {
        id: principal.userId,
        email: user?.email ?? '',
        role: principal.role,
        permission: principal.permission,
        companyId: principal.companyId,
      },
      company: normaliseCompany(presentCompany(company)),
      parentCompany: null,
    };
  }

  async mayActFor(
    principal: Principal,
    companyId: number,
    reader: DocumentReader = this.store,
  ): Promise<boolean> {
    const ids = [companyId, principal.companyId].filter((id): id is number => id !== null);
    const companies = await Promise.all(ids.map((id) => reader.get<Company>('companies', String(id))));
    const known = new Map(
      companies
        .filter((c): c is Company => c !== null)
        .map((c) => [
          c.companyId,
          { id: c.companyId, parent_id: c.parent_id, contract_type: c.contract_type },
        ]),
    );
    return canActForCompany(principal, companyId, (id) => known.get(id));
  }

  async assertMayManageFunds(
    principal: Principal,
    manager: Company,
    reader: DocumentReader = this.store,
  ): Promise<void> {
    if (!canManageFunds(await this.context(principal, manager, reader))) {
      throw dataCollectionError(
        'FUND.FORBIDDEN',
        `Only a fund manager of ${manager.name} (a non-contributor user of a company that manages funds) or an admin changes its funds`,
      );
    }
  }

  /**
   * Which of a manager's funds the principal may read: all of them (its own company, a GP's child, an
   * LP's invited GP, an admin), or the ones its LP's funds invest in. Contributors read none (spec 6.1
   * keeps them off /fundManager).
   */
  async readableFunds(
    principal: Principal,
    manager: Company,
    reader: DocumentReader = this.store,
  ): Promise<'all' | Set<number>> {
    const refuse = () =>
      dataCollectionError('FUND.FORBIDDEN', `You may not see the funds of company ${manager.companyId}`);
    if (principal.role === 'admin') return 'all';
    if (principal.permission === 'Contributor' || principal.companyId === null) throw refuse();
    if (await this.mayActFor(principal, manager.companyId, reader)) return 'all';
    if (principal.role !== 'lp') throw refuse();
    if (manager.parent_id === principal.companyId) return 'all';
    const managed = new Set((await fundsOf(reader, manager.companyId)).map((f) => f.fundId));
    const invested = new Set(
      (await fundsOf(reader, principal.companyId)).flatMap((f) =>
        f.gp_fund_ids.filter((id) => managed.has(id)),
      ),
    );
    if (invested.size === 0) throw refuse();
    return invested;
  }

  async assertMayReadFund(principal: Principal, fund: FundDoc, manager: Company): Promise<void> {
    const readable = await this.readableFunds(principal, manager);
    if (readable !== 'all' && !readable.has(fund.fundId))
      throw dataCollectionError('FUND.FORBIDDEN', `You may not see fund ${fund.fundId}`);
  }

  /**
   * Reading a company's access (remaining limits, invited companies): an admin, or a non-contributor who
   * may act for the company; never through the demo company (spec 6.2).
   */
  async assertMayViewAccess(principal: Principal, company: Company): Promise<void> {
    if (principal.role === 'admin') return;
    const own =
      principal.companyId === null
        ? null
        : await this.store.get<Company>('companies', String(principal.companyId));
    if (
      principal.permission === 'Contributor' ||
      own?.contract_type === 'demo' ||
      company.contract_type === 'demo'
    ) {
      throw dataCollectionError(
        'ACCESS.FORBIDDEN',
        'The access manager is not open to contributors and demo accounts',
      );
    }
    if (!(await this.mayActFor(principal, company.companyId)))
      throw dataCollectionError('COMPANY.FORBIDDEN', `You may not act for company ${company.companyId}`);
  }

  /** Changing a company's access: its primary user (spec 6.1) or an admin. */
  async assertMayChangeAccess(
    principal: Principal,
    company: Company,
    reader: DocumentReader = this.store,
  ): Promise<void> {
    if (!canChangeAccess(await this.context(principal, company, reader))) {
      throw dataCollectionError(
        'ACCESS.FORBIDDEN',
        `Only the primary user of ${company.name} (${company.contact_email}) or an admin changes its access`,
      );
    }
  }

  /** /company-details edits: the company's primary user (spec 6.1) or an admin. */
  async assertMayEditCompany(
    principal: Principal,
    company: Company,
    reader: DocumentReader = this.store,
  ): Promise<void> {
    if (!canEditCompanyDetails(await this.context(principal, company, reader))) {
      throw dataCollectionError(
        'COMPANY.FORBIDDEN',
        `Only the primary user of ${company.name} (${company.contact_email}) or an admin edits its details`,
      );
    }
  }
}
