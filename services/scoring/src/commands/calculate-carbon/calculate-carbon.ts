import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  carbonCalculationRequestSchema,
  type ApiResponse,
  type CarbonCalculationRequest,
  type CarbonCalculationResult,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { FactorCatalogue } from '../../application/factor-catalogue';
import { carbonQualityTable } from '../../infrastructure/reference-files';
import { calculateCarbon } from '../../domain/carbon/calculate-carbon';

/** Stateless: the emissions of activity data, nothing stored. Every authenticated user may call it. */
export class CalculateCarbonQuery extends Query<CarbonCalculationResult> {
  constructor(readonly request: CarbonCalculationRequest) {
    super();
  }
}

@QueryHandler(CalculateCarbonQuery)
export class CalculateCarbonHandler implements IQueryHandler<CalculateCarbonQuery> {
  constructor(private readonly catalogue: FactorCatalogue) {}

  async execute({ request }: CalculateCarbonQuery): Promise<CarbonCalculationResult> {
    const factors = await this.catalogue.byIds(
      request.activities.flatMap((a) => (a.factorId ? [a.factorId] : [])),
    );
    return calculateCarbon(request.activities, factors, carbonQualityTable(), new Date().toISOString());
  }
}

@Controller('calculations/carbon')
export class CalculateCarbonController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  async calculate(
    @Body(new ZodPipe(carbonCalculationRequestSchema)) body: CarbonCalculationRequest,
  ): Promise<ApiResponse<CarbonCalculationResult>> {
    return { data: await this.queries.execute(new CalculateCarbonQuery(body)) };
  }
}
