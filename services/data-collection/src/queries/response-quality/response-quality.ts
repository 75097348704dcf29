import { Controller, Get, Param } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiResponse, ResponseQuality } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { PortfolioQuality } from '../../application/quality/portfolio-quality';
import { PreApproval } from '../../application/quality/pre-approval';
import { ResponseWorkspace } from '../../application/response-workspace';
import { responseIdPipe } from '../../http/esg-params';

/**
 * GET /responses/{id}/quality (issue 27): for every metric of the response, last year's value and the
 * flags on the company's value as the investor that asked for the data checks them. Whoever reads the
 * response reads it; the company (and its contributors, for their assignment) without its peers' figures
 * and without what the pre-approval drew.
 */
export class ResponseQualityQuery extends Query<ResponseQuality> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
  ) {
    super();
  }
}

@QueryHandler(ResponseQualityQuery)
export class ResponseQualityHandler implements IQueryHandler<ResponseQualityQuery> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly quality: PortfolioQuality,
    private readonly preApproval: PreApproval,
  ) {}

  async execute({ principal, responseId }: ResponseQualityQuery): Promise<ResponseQuality> {
    const reader = this.workspace.store;
    const { response, access } = await this.workspace.open(principal, responseId, reader);
    const state = await this.workspace.state(reader, response);
    const codes = access.contributor
      ? [...this.workspace.assignedCodes(response, state.tree, principal.userId)]
      : state.codes;
    const companySide = (access.company || access.contributor) && !access.reviewer;
    const quality = await this.quality.forResponse(
      reader,
      response,
      codes,
      companySide ? 'company' : 'investor',
    );
    if (companySide) return quality;
    // What the GP's pre-approval did with each value as handed in (ADR 0186): the reviewer's side only.
    const outcomes = await this.preApproval.outcomes(reader, response, state.values);
    for (const [code, entry] of Object.entries(quality.metrics))
      entry.preApproval = outcomes.get(code) ?? null;
    return quality;
  }
}

@Controller('responses')
export class ResponseQualityController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/quality')
  async quality(
    @Param('id', responseIdPipe()) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ResponseQuality>> {
    return { data: await this.queries.execute(new ResponseQualityQuery(principal, id)) };
  }
}
