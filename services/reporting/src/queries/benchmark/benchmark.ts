import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  benchmarkQuerySchema,
  type ApiResponse,
  type BenchmarkQuery,
  type CompanyBenchmark,
  type PortfolioBenchmark,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import {
  assertMayReadCompanyAnalysis,
  assertMayReadPortfolioAnalysis,
} from '../../application/analysis-access';
import { benchmarkReadModel } from '../../infrastructure/benchmark-read-model';
import { companyBenchmarkFromDocuments, portfolioBenchmarkFromDocuments } from './benchmark-documents';
import { companyBenchmarkFromReadModel, portfolioBenchmarkFromReadModel } from './benchmark-read-model.query';

export { BENCHMARK_FORMULAS, PROFILE_CODES, industryBenchmark } from './benchmark-common';

/*
 * Benchmarks (issue 12, docs/benchmarking.md, ADR 0045) over the analysis read model's published values:
 * industry peers under the anonymity rule with the widening ladder (domain/analysis/benchmark.ts), the rest
 * of the investor's own portfolio, and the map bubble chart. Peer groups are built from what companies
 * published about themselves (company.nace, company.country, company.fte, company.revenue).
 *
 * They answer from the benchmark read model (ADR 0171: real tables, a peer group's statistics in SQL)
 * where the store has it, else from the analysis documents.
 */

export async function companyBenchmark(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
  query: BenchmarkQuery,
): Promise<CompanyBenchmark> {
  const model = benchmarkReadModel(reader);
  return model
    ? companyBenchmarkFromReadModel(reader, model, principal, companyId, query)
    : companyBenchmarkFromDocuments(reader, principal, companyId, query);
}

export async function portfolioBenchmark(
  reader: DocumentReader,
  companyId: number,
  query: BenchmarkQuery,
): Promise<PortfolioBenchmark> {
  const model = benchmarkReadModel(reader);
  return model
    ? portfolioBenchmarkFromReadModel(reader, model, companyId, query)
    : portfolioBenchmarkFromDocuments(reader, companyId, query);
}

/**
 * GET /api/analysis/companies/{id}/benchmark: a company against industry peers and the rest of the
 * portfolio; GET /api/analysis/portfolios/{id}/benchmark: every company of a GP's portfolio (or fund) with
 * the map. Who may read: as the analysis read model (application/analysis-access.ts).
 */
@Controller('analysis')
export class BenchmarkController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('companies/:companyId/benchmark')
  async company(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(benchmarkQuerySchema)) query: BenchmarkQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyBenchmark>> {
    await assertMayReadCompanyAnalysis(this.store, principal, companyId);
    return { data: await companyBenchmark(this.store, principal, companyId, query) };
  }

  @Get('portfolios/:companyId/benchmark')
  async portfolio(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(benchmarkQuerySchema)) query: BenchmarkQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PortfolioBenchmark>> {
    await assertMayReadPortfolioAnalysis(this.store, principal, companyId);
    return { data: await portfolioBenchmark(this.store, companyId, query) };
  }
}
