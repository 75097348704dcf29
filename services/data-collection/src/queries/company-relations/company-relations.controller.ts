import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, CompanyReporting, RelatedCompany } from '@esg/contracts';
import type { Doc, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal, IdPipe } from '@esg/platform';
import { MonitoringReadModel } from '../../application/monitoring-rows';
import type { Company } from '../../domain/company';
import { readFund, type FundDoc } from '../../domain/fund';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { FUNDS, fundsOf } from '../../infrastructure/funds';
import { companyContact } from '../../infrastructure/user-directory';
import { dataCollectionError } from '../../domain/data-collection.errors';

type Relation = RelatedCompany['relations'][number];

/**
 * /investor and /management: GET company/getInvestors/{id} lists who invests in the company (its
 * parent; the LPs whose funds hold its funds; the GPs whose funds hold it), GET
 * company/getManagedCompanies/{id} what it manages (its children; what its funds hold). Each row names
 * the relations and the funds behind them, and the reporting status from the monitoring read model:
 * a managed company's as the company monitors it, the company's own as each investor monitors it.
 */
@Controller('company')
export class CompanyRelationsController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly monitoring: MonitoringReadModel,
  ) {}

  @Get('getInvestors/:companyId')
  async investors(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<RelatedCompany[]>> {
    const company = await this.readable(principal, companyId);
    const rows = new Rows();
    if (company.parent_id !== null) rows.add(company.parent_id, 'parent');
    const allFunds = await this.allFunds();
    if (company.type === 'gp') {
      const own = new Map(allFunds.filter((f) => f.company_id === companyId).map((f) => [f.fundId, f]));
      for (const fund of allFunds) {
        const held = fund.gp_fund_ids.filter((id) => own.has(id)).map((id) => own.get(id)!);
        if (held.length > 0) rows.add(fund.company_id, 'fund', held);
      }
    } else {
      for (const fund of allFunds) {
        if (fund.portfolio_company_ids.includes(companyId)) rows.add(fund.company_id, 'fund', [fund]);
      }
    }
    // Each investor's view of this company's reporting.
    return {
      data: await rows.present(this.store, (investor) =>
        this.reporting(
          investor,
          company,
          allFunds.filter((f) => f.company_id === investor.companyId),
        ),
      ),
    };
  }

  @Get('getManagedCompanies/:companyId')
  async managed(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<RelatedCompany[]>> {
    const company = await this.readable(principal, companyId);
    const rows = new Rows();
    for (const child of await this.store.find<Company>('companies', { parent_id: companyId }))
      rows.add(child.companyId, 'child');
    for (const fund of await fundsOf(this.store, companyId)) {
      for (const id of fund.portfolio_company_ids) rows.add(id, 'fund', [fund]);
      for (const gpFundId of fund.gp_fund_ids) {
        const gpFund = readFund(await this.store.get(FUNDS, String(gpFundId)));
        if (gpFund) rows.add(gpFund.company_id, 'fund', [gpFund]);
      }
    }
    // Each managed company's reporting as this company monitors it.
    const ownFunds = await fundsOf(this.store, companyId);
    return {
      data: await rows.present(this.store, (managed) => this.reporting(company, managed, ownFunds)),
    };
  }

  private async readable(principal: Principal, companyId: number): Promise<Company> {
    const company = await this.companies.getFor(principal, companyId);
    if (principal.permission === 'Contributor')
      throw dataCollectionError(
        'COMPANY.FORBIDDEN',
        'Contributors do not see investors and managed companies',
      );
    return company;
  }

  /** The monitoring rows of `reporter` as `monitor` sees them; none when `monitor` monitors nobody. */
  private async reporting(
    monitor: Company,
    reporter: Company,
    funds: readonly FundDoc[],
  ): Promise<CompanyReporting[]> {
    if (monitor.type !== 'gp' && monitor.type !== 'lp') return [];
    const { rows } = await this.monitoring.rows(monitor, [reporter], funds);
    return rows
      .map(({ company: _company, funds: _funds, contact: _contact, ...status }) => status)
      .sort((a, b) => b.period.localeCompare(a.period) || a.standardId - b.standardId);
  }

  private async allFunds(): Promise<FundDoc[]> {
    return (await this.store.find<Doc>(FUNDS)).map((doc) => readFund(doc)!);
  }
}

/** Rows keyed by company, merging the relations and funds found for each. */
class Rows {
  private readonly rows = new Map<number, { relations: Set<Relation>; funds: Map<number, string> }>();

  add(companyId: number, relation: Relation, funds: readonly FundDoc[] = []): void {
    const row = this.rows.get(companyId) ?? {
      relations: new Set<Relation>(),
      funds: new Map<number, string>(),
    };
    row.relations.add(relation);
    for (const fund of funds) row.funds.set(fund.fundId, fund.name);
    this.rows.set(companyId, row);
  }

  async present(
    store: Store,
    reporting: (company: Company) => Promise<CompanyReporting[]>,
  ): Promise<RelatedCompany[]> {
    const order: Relation[] = ['parent', 'child', 'fund'];
    const result: RelatedCompany[] = [];
    for (const [companyId, row] of this.rows) {
      const company = await store.get<Company>('companies', String(companyId));
      if (!company) continue;
      result.push({
        company: { id: company.companyId, name: company.name, type: company.type },
        relations: order.filter((r) => row.relations.has(r)),
        funds: [...row.funds].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id),
        contact: await companyContact(store, company),
        reporting: await reporting(company),
      });
    }
    return result.sort((a, b) => a.company.name.localeCompare(b.company.name));
  }
}
