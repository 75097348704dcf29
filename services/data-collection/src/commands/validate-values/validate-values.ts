import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  validateValuesRequestSchema,
  type ApiResponse,
  type ValidateValuesRequest,
  type ValidationResult,
} from '@esg/contracts';
import { CurrentPrincipal, DomainError, ZodPipe, type Principal } from '@esg/platform';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import { ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { ValueWriter } from '../../application/value-writer';
import { responseIdPipe } from '../../http/esg-params';

/**
 * POST /responses/{id}/validate: the server's verdict on values before they are saved (a dry run):
 * type, unit and conversion, range, allowed values, cross-checks with the other values, and the
 * year-on-year warning. Nothing is stored.
 */
export class ValidateValuesQuery extends Query<ValidationResult[]> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly request: ValidateValuesRequest,
  ) {
    super();
  }
}

@QueryHandler(ValidateValuesQuery)
export class ValidateValuesHandler implements IQueryHandler<ValidateValuesQuery> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly writer: ValueWriter,
    @Inject(ESG_SETTINGS) private readonly settings: EsgSettings,
  ) {}

  async execute({ principal, responseId, request }: ValidateValuesQuery): Promise<ValidationResult[]> {
    const { response, access } = await this.workspace.open(principal, responseId);
    requireSide(access.company || access.contributor, "Only the reporting company's users enter values");
    const state = await this.workspace.state(this.workspace.store, response);
    const results: ValidationResult[] = [];
    const changes = request.values.map(({ metricCode, ...input }) => ({ code: metricCode, input }));
    try {
      const checked = await this.writer.check(
        this.workspace.store,
        state,
        changes,
        this.settings.yearOnYearWarningPercent,
      );
      for (const item of checked) {
        const lock = this.writer.lockError(item);
        const errors = lock
          ? [
              { metricCode: item.change.code, rule: lock.code, message: lock.message, limits: {} },
              ...item.errors,
            ]
          : item.errors;
        results.push({
          metricCode: item.change.code,
          valid: errors.length === 0,
          canonicalValue: item.checked.value,
          unit: item.checked.unit,
          errors,
          warnings: item.warnings,
        });
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // A value the response cannot take at all (a metric it does not ask).
      const code = changes.find((c) => error.message.startsWith(c.code))?.code ?? changes[0].code;
      results.push({
        metricCode: code,
        valid: false,
        canonicalValue: null,
        unit: '',
        errors: [{ metricCode: code, rule: error.code, message: error.message, limits: {} }],
        warnings: [],
      });
    }
    return results;
  }
}

@Controller('responses')
export class ValidateValuesController {
  constructor(private readonly queries: QueryBus) {}

  @Post(':id/validate')
  @HttpCode(200)
  async validate(
    @Param('id', responseIdPipe()) id: number,
    @Body(new ZodPipe(validateValuesRequestSchema)) body: ValidateValuesRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ValidationResult[]>> {
    return { data: await this.queries.execute(new ValidateValuesQuery(principal, id, body)) };
  }
}
