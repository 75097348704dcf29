import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  investmentClassUpdateRequestSchema,
  type ApiResponse,
  type InvestmentClassUpdateRequest,
  type PeriodicAllocation,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { assertMayWritePaiTexts } from '../../application/pai-report-access';
import { readPeriodicReport } from '../../application/periodic-report';
import { readableFund } from '../../application/taxonomy-fund';
import { holdingKey } from '../../domain/periodic-report/asset-allocation';
import { assertHasPeriodicReport } from '../../domain/periodic-report/periodic-report';
import type { PositionsRecord } from '../../projections/pai.projection';
import { PAI_POSITIONS } from '../../infrastructure/migrations';
import { idPipe, yearPipe } from '../../http/params';
import { reportingError } from '../../domain/reporting.errors';
import { ClassifyInvestmentCommand } from './classify-investment.command';

@Controller('funds/:fundId/periodic-report')
export class ClassifyInvestmentController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(STORE) private readonly store: Store,
  ) {}

  /**
   * `PUT /funds/{fundId}/periodic-report/{year}/investments`: the GP team (rule 116) classes a holding the
   * fund held at a quarter end of the year; the answer is the report's asset allocation as it now reads.
   */
  @Put(':year/investments')
  async classify(
    @Param('fundId', idPipe('fundId')) fundId: number,
    @Param('year', yearPipe) year: number,
    @Body(new ZodPipe(investmentClassUpdateRequestSchema)) body: InvestmentClassUpdateRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PeriodicAllocation>> {
    const fund = await readableFund(this.store, principal, fundId);
    assertMayWritePaiTexts(principal, fund.companyId);
    assertHasPeriodicReport(fund.sfdrClassification ?? null);
    const sets = await this.store.find<PositionsRecord>(PAI_POSITIONS, { fundId, year });
    if (!sets.some((s) => s.positions.some((p) => holdingKey(p) === body.holding)))
      throw reportingError(
        'SFDR_INVESTMENT.UNPROCESSABLE',
        `holding: "${body.holding}" is not a holding of the fund at a quarter end of ${year}`,
      );
    if (body.classification === 'other_es' && fund.sfdrClassification === 'article_9')
      throw reportingError(
        'SFDR_INVESTMENT.UNPROCESSABLE',
        'classification: an Article 9 fund has only sustainable (#1) and not sustainable (#2) investments',
      );
    await this.commands.execute(new ClassifyInvestmentCommand(principal, fundId, year, body));
    const report = await readPeriodicReport(this.store, fund, year);
    return { data: report.allocation, message: 'Classification saved' };
  }
}
