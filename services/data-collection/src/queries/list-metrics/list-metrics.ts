import { Controller, Get, Param, Query as QueryParam } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  listMetricsQuerySchema,
  type ApiResponse,
  type ListMetricsQuery,
  type MetricDefinition,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { EsgCatalogue } from '../../application/esg-catalogue';
import { codesOf } from '../../domain/esg/framework';
import { metricCodePipe } from '../../http/esg-params';

/** GET /metrics (filter by framework, search) and GET /metrics/{code}: the dictionary. */
export class ListMetricsQueryMessage extends Query<MetricDefinition[]> {
  constructor(readonly filter: ListMetricsQuery) {
    super();
  }
}

@QueryHandler(ListMetricsQueryMessage)
export class ListMetricsHandler implements IQueryHandler<ListMetricsQueryMessage> {
  constructor(private readonly catalogue: EsgCatalogue) {}

  async execute({ filter }: ListMetricsQueryMessage): Promise<MetricDefinition[]> {
    let metrics = this.catalogue.allMetrics();
    if (filter.standardId !== undefined) {
      const framework = this.catalogue.framework(filter.standardId, filter.frameworkVersion);
      const codes = new Set(codesOf(framework.sections));
      metrics = metrics.filter((m) => codes.has(m.code));
    }
    if (filter.q) {
      const q = filter.q.toLowerCase();
      metrics = metrics.filter((m) => m.code.includes(q) || m.name.toLowerCase().includes(q));
    }
    return metrics;
  }
}

@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly catalogue: EsgCatalogue,
  ) {}

  @Get()
  async list(
    @QueryParam(new ZodPipe(listMetricsQuerySchema)) query: ListMetricsQuery,
  ): Promise<ApiResponse<MetricDefinition[]>> {
    return { data: await this.queries.execute(new ListMetricsQueryMessage(query)) };
  }

  @Get(':code')
  detail(@Param('code', metricCodePipe()) code: string): ApiResponse<MetricDefinition> {
    return { data: this.catalogue.requireMetric(code) };
  }
}
