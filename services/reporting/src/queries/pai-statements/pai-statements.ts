import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { paiStatementQuerySchema, type ApiResponse, type PaiStatement } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import { assertMayReadPaiStatements } from '../../application/pai-report-access';
import { defaultPaiExplanation } from '../../domain/pai/explanation';
import { PAI_FUNDS, PAI_STATEMENTS } from '../../infrastructure/migrations';
import { yearPipe } from '../../http/params';
import { statementId, type FundRecord, type StatementRecord } from '../../projections/pai.projection';
import { reportingError } from '../../domain/reporting.errors';

type StatementQuery = { provenance?: 'true' | 'false' };

async function present(
  store: Store,
  scope: 'fund' | 'entity',
  companyId: number,
  fundId: number | null,
  year: number,
  record: StatementRecord | null,
  provenance: boolean,
): Promise<PaiStatement> {
  const fundIds = record?.fundIds ?? (fundId ? [fundId] : []);
  const funds = await Promise.all(
    fundIds.map(async (id) => ({
      fundId: id,
      name: (await store.get<FundRecord>(PAI_FUNDS, String(id)))?.name ?? null,
    })),
  );
  const calculation = record?.calculation ?? null;
  return {
    scope,
    companyId,
    fundId,
    year,
    funds,
    quarterEnds: record?.quarterEnds ?? [],
    computedAt: record?.computedAt ?? null,
    reference: calculation?.reference ?? null,
    indicators: (calculation?.indicators ?? []).map((i) => {
      if (provenance) return i;
      const { provenance: _left, ...rest } = i;
      return rest;
    }),
    sources: record?.sources ?? [],
    ...(record?.countries ? { countries: record.countries } : {}),
    defaultExplanations: Object.fromEntries(
      (calculation?.indicators ?? []).map((i) => [i.id, defaultPaiExplanation(i)]),
    ),
    error: record?.error ?? null,
  };
}

/**
 * The PAI read model's statements (projections/pai.projection.ts): the same indicator shape as the
 * stateless POST /api/calculations/pai, each figure with its provenance, for one fund or for the whole
 * entity (all funds of the GP). A year without positions answers no quarters and no indicators.
 */
@Controller('pai')
export class PaiStatementsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('funds/:fundId/:year')
  async fund(
    @Param('fundId', new IdPipe('fundId')) fundId: number,
    @Param('year', yearPipe) year: number,
    @Query(new ZodPipe(paiStatementQuerySchema)) query: StatementQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PaiStatement>> {
    const fund = await this.store.get<FundRecord>(PAI_FUNDS, String(fundId));
    if (!fund) throw reportingError('PAI_FUND.NOT_FOUND', `There is no fund ${fundId} with PAI data`);
    assertMayReadPaiStatements(principal, fund.companyId);
    const record = await this.store.get<StatementRecord>(PAI_STATEMENTS, statementId('fund', fundId, year));
    return {
      data: await present(
        this.store,
        'fund',
        fund.companyId,
        fundId,
        year,
        record,
        query.provenance !== 'false',
      ),
    };
  }

  @Get('entities/:companyId/:year')
  async entity(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Param('year', yearPipe) year: number,
    @Query(new ZodPipe(paiStatementQuerySchema)) query: StatementQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PaiStatement>> {
    assertMayReadPaiStatements(principal, companyId);
    const record = await this.store.get<StatementRecord>(
      PAI_STATEMENTS,
      statementId('entity', companyId, year),
    );
    return {
      data: await present(this.store, 'entity', companyId, null, year, record, query.provenance !== 'false'),
    };
  }
}
