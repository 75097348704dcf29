import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  PAI_FORMER_INPUT_CODES,
  paiCalculationRequestSchema,
  type ApiResponse,
  type PaiCalculationRequest,
  type PaiCalculationResponse,
} from '@esg/contracts';
import { DomainError } from '@esg/platform';
import { calculatePai } from '../../domain/pai/calculate';
import { PaiInputError, type PaiCalculation, type PaiInputIssue } from '../../domain/pai/model';
import { loadPaiReference } from '../../infrastructure/pai-reference';
import { reportingError } from '../../domain/reporting.errors';

function unprocessable(issues: readonly PaiInputIssue[]): DomainError {
  return reportingError(
    'PAI.UNPROCESSABLE',
    issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; '),
  );
}

/**
 * The calculation reads the dictionary's codes; a client still sending a code the PAI inputs had before they
 * were aligned with the dictionary (issue 21, finding 3: `env.water_consumption` for `water.consumption` …)
 * has it read as the dictionary code, unless the request also gives that code.
 */
export function withDictionaryCodes(request: PaiCalculationRequest): PaiCalculationRequest {
  return {
    ...request,
    companies: request.companies.map((company) => {
      if (!Object.keys(company.values).some((code) => code in PAI_FORMER_INPUT_CODES)) return company;
      const values: typeof company.values = {};
      for (const [code, value] of Object.entries(company.values)) {
        const current = PAI_FORMER_INPUT_CODES[code];
        if (current === undefined) values[code] = value;
        else if (!(current in company.values)) values[current] = value;
      }
      return { ...company, values };
    }),
  };
}

/**
 * The stateless PAI calculation: the caller supplies quarters of positions and companies' values, the
 * platform's pure functions answer every indicator with coverage, estimates, inclusions and (on request)
 * provenance. Nothing is read or stored.
 */
export class CalculatePaiQuery extends Query<PaiCalculation> {
  constructor(readonly request: PaiCalculationRequest) {
    super();
  }
}

@QueryHandler(CalculatePaiQuery)
export class CalculatePaiHandler implements IQueryHandler<CalculatePaiQuery> {
  execute({ request }: CalculatePaiQuery): Promise<PaiCalculation> {
    try {
      return Promise.resolve(
        calculatePai(withDictionaryCodes(request), loadPaiReference(), {
          computedAt: new Date().toISOString(),
          provenance: request.provenance === true,
        }),
      );
    } catch (error) {
      if (error instanceof PaiInputError) throw unprocessable(error.issues);
      throw error;
    }
  }
}

/** Body validation with 422 (not 400): the request is JSON, but not a calculation the domain can run. */
const BODY = {
  transform(value: unknown): PaiCalculationRequest {
    const parsed = paiCalculationRequestSchema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    throw unprocessable(
      parsed.error.issues.map((issue) => ({
        path: issue.path as Array<string | number>,
        message: issue.message,
      })),
    );
  },
};

@Controller('calculations/pai')
export class CalculatePaiController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  async calculate(@Body(BODY) body: PaiCalculationRequest): Promise<ApiResponse<PaiCalculationResponse>> {
    return { data: await this.queries.execute(new CalculatePaiQuery(body)) };
  }
}
