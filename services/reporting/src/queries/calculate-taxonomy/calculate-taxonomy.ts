import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  taxonomyCalculationRequestSchema,
  type ApiResponse,
  type TaxonomyCalculationRequest,
  type TaxonomyCalculationResult,
} from '@esg/contracts';
import { DomainError } from '@esg/platform';
import { readTaxonomyReference } from '@esg/reference-data';
import {
  TaxonomyInputError,
  calculateTaxonomyAlignment,
  type TaxonomyInputIssue,
} from '../../domain/taxonomy/alignment';
import { reportingError } from '../../domain/reporting.errors';

function unprocessable(issues: readonly TaxonomyInputIssue[]): DomainError {
  return reportingError(
    'TAXONOMY.UNPROCESSABLE',
    issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; '),
  );
}

/**
 * The stateless EU Taxonomy calculation (issue 26, ADR 0150): the caller supplies a fund's positions on a
 * date and its companies' disclosures (the templates of Delegated Regulation 2021/2178); the answer is the
 * fund's aligned and eligible shares by turnover, CapEx and OpEx, including and excluding sovereign
 * exposures, by objective, enabling, transitional, fossil gas and nuclear, with coverage and estimates.
 * Nothing is read or stored.
 */
export class CalculateTaxonomyQuery extends Query<TaxonomyCalculationResult> {
  constructor(readonly request: TaxonomyCalculationRequest) {
    super();
  }
}

@QueryHandler(CalculateTaxonomyQuery)
export class CalculateTaxonomyHandler implements IQueryHandler<CalculateTaxonomyQuery> {
  execute({ request }: CalculateTaxonomyQuery): Promise<TaxonomyCalculationResult> {
    try {
      return Promise.resolve(calculateTaxonomyAlignment(request, readTaxonomyReference()));
    } catch (error) {
      if (error instanceof TaxonomyInputError) throw unprocessable(error.issues);
      throw error;
    }
  }
}

/** Body validation with 422 naming the field, as POST /calculations/pai does. */
const BODY = {
  transform(value: unknown): TaxonomyCalculationRequest {
    const parsed = taxonomyCalculationRequestSchema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    throw unprocessable(
      parsed.error.issues.map((issue) => ({
        path: issue.path as Array<string | number>,
        message: issue.message,
      })),
    );
  },
};

@Controller('calculations/taxonomy')
export class CalculateTaxonomyController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  async calculate(
    @Body(BODY) body: TaxonomyCalculationRequest,
  ): Promise<ApiResponse<TaxonomyCalculationResult>> {
    return { data: await this.queries.execute(new CalculateTaxonomyQuery(body)) };
  }
}
