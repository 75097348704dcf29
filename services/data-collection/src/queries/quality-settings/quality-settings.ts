import { Controller, Get, Inject, Query as QueryParam } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { positiveIntegerInput, type ApiResponse, type QualitySettings } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import { productDefaults, settingsFor } from '../../application/quality/quality-settings';
import { readableInvestor } from '../../application/quality/quality-access';
import { CompanyRepository } from '../../infrastructure/company.repository';

const querySchema = z.object({ investorId: positiveIntegerInput('investorId').optional() }).strict();

/** GET /quality/settings?investorId=: the thresholds and pre-approval in force for the investor, and the product's defaults. */
export class QualitySettingsQuery extends Query<QualitySettings> {
  constructor(
    readonly principal: Principal,
    readonly investorId: number | undefined,
  ) {
    super();
  }
}

@QueryHandler(QualitySettingsQuery)
export class QualitySettingsHandler implements IQueryHandler<QualitySettingsQuery> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    @Inject(ESG_SETTINGS) private readonly settings: EsgSettings,
  ) {}

  async execute({ principal, investorId }: QualitySettingsQuery): Promise<QualitySettings> {
    const investor = await readableInvestor(this.store, this.companies, principal, investorId);
    const percent = this.settings.yearOnYearWarningPercent;
    const { thresholds, preApproval, doc } = await settingsFor(this.store, investor.companyId, percent);
    return {
      companyId: investor.companyId,
      thresholds,
      defaults: productDefaults(percent),
      preApproval,
      custom: doc?.thresholds != null,
      updatedAt: doc?.updatedAt ?? null,
      updatedByName: doc?.updatedByName ?? null,
    };
  }
}

@Controller('quality')
export class QualitySettingsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('settings')
  async settings(
    @QueryParam(new ZodPipe(querySchema)) query: z.infer<typeof querySchema>,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<QualitySettings>> {
    return { data: await this.queries.execute(new QualitySettingsQuery(principal, query.investorId)) };
  }
}
