import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import {
  createEvent,
  saveContractRequestSchema,
  todayUtc,
  type ApiResponse,
  type Contract,
  type SaveContractRequest,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, RequireAbility, STORE, ZodPipe, type Principal } from '@esg/platform';
import { dataCollectionError } from '../domain/data-collection.errors';
import type { StandardDoc } from '../domain/standards';
import { CompanyRepository } from '../infrastructure/company.repository';
import {
  applyContract,
  companyLookup,
  includedStandardsOf,
  invitedKind,
  presentContract,
  type CompanyWithContract,
} from './contract-manager.domain';

/** Only the platform admin manages contracts (spec 6.2 "Contract Manager: admin only"), refused before the body is read. */
const AdminOnly = () =>
  RequireAbility((principal) => principal.role === 'admin', 'manage contracts', {
    code: 'COMPANY.FORBIDDEN',
  });

async function standardNames(reader: DocumentReader): Promise<Map<number, string>> {
  const standards = await reader.find<StandardDoc>('standards', {}, { sort: [['standardId', 'asc']] });
  return new Map(standards.map((s) => [s.standardId, s.name]));
}

/**
 * Contracts (issue 13, docs/contracts.md): GET contracts (admin: every company's), GET
 * contracts/{companyId} (the admin, or whoever may act for the company), PUT contracts/{companyId}
 * (admin). A change writes the company's limits and period and publishes company.updated.v1.
 */
@Controller('contracts')
export class ContractsController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
  ) {}

  @Get()
  @AdminOnly()
  async list(): Promise<ApiResponse<Contract[]>> {
    const [all, names] = await Promise.all([
      this.store.find<CompanyWithContract>('companies', {}, { sort: [['name', 'asc']], limit: 5000 }),
      standardNames(this.store),
    ]);
    const invited = new Map<string, number>();
    for (const c of all)
      if (c.parent_id !== null)
        invited.set(`${c.parent_id}:${c.type}`, (invited.get(`${c.parent_id}:${c.type}`) ?? 0) + 1);
    const today = todayUtc();
    const byId = new Map(all.map((c) => [c.companyId, c]));
    // Every company is at hand: the parents' contracts are looked up in memory.
    const inMemory = async (id: number) => byId.get(id);
    const data: Contract[] = [];
    for (const c of all.filter((company) => company.type !== 'admin')) {
      const used = invited.get(`${c.companyId}:${invitedKind(c)}`) ?? 0;
      data.push(presentContract(c, used, names, today, await includedStandardsOf(c, inMemory)));
    }
    return { data };
  }

  @Get(':companyId')
  async one(
    @CurrentPrincipal() principal: Principal,
    @Param('companyId', new IdPipe('companyId')) companyId: number,
  ): Promise<ApiResponse<Contract>> {
    const company = (await this.companies.getFor(principal, companyId)) as CompanyWithContract;
    const used = await this.store.count('companies', { parent_id: companyId, type: invitedKind(company) });
    const included = await includedStandardsOf(company, companyLookup(this.store));
    return { data: presentContract(company, used, await standardNames(this.store), todayUtc(), included) };
  }

  @Put(':companyId')
  @AdminOnly()
  async save(
    @CurrentPrincipal() principal: Principal,
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(saveContractRequestSchema)) body: SaveContractRequest,
  ): Promise<ApiResponse<Contract>> {
    const names = await standardNames(this.store);
    const unknown = body.standardIds.find((id) => !names.has(id));
    if (unknown !== undefined)
      throw dataCollectionError('COMPANY.VALIDATION', `Standard ${unknown} does not exist`);
    const { next, used, included } = await this.store.transaction(async (tx) => {
      const company = (await this.companies.get(companyId, tx)) as CompanyWithContract;
      if (company.type === 'admin')
        throw dataCollectionError('COMPANY.VALIDATION', 'The platform company has no contract');
      const now = new Date().toISOString();
      const { next, changes, previous } = applyContract(company, body, now);
      const used = await tx.count('companies', { parent_id: companyId, type: invitedKind(company) });
      if (Object.keys(changes).length === 0)
        return { next: company, used, included: await includedStandardsOf(company, companyLookup(tx)) };
      await tx.put('companies', next);
      await tx.append([
        createEvent({
          type: 'data-collection.company.updated.v1',
          source: 'data-collection',
          subject: companyId,
          companyId,
          actorId: principal.userId,
          data: { companyId, changes, previous },
        }),
      ]);
      return { next, used, included: await includedStandardsOf(next, companyLookup(tx)) };
    });
    return {
      data: presentContract(next, used, names, todayUtc(), included),
      message: `Contract of ${next.name} saved`,
    };
  }
}
