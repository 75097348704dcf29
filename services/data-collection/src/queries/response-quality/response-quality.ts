import { Controller, Get, Param } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiResponse, ResponseQuality } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { PortfolioQuality } from '../../application/quality/portfolio-quality';
import { ResponseWorkspace } from '../../application/response-workspace';
import { responseIdPipe } from '../../http/esg-params';

/**
 * GET /responses/{id}/quality (issue 27): for every metric of the response, last year's value and the
 * flags on the company's value as the investor that asked for the data checks them. Whoever reads the
 * response reads it; the company (and its contributors, for their assignment) without its peers' figures.
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
  ) {}

  async execute({ principal, responseId }: ResponseQualityQuery): Promise<ResponseQuality> {
    const reader = this.workspace.store;
    const { response, access } = await this.workspace.open(principal, responseId, reader);
    const state = await this.workspace.state(reader, response);
    const codes = access.contributor
      ? [...this.workspace.assignedCodes(response, state.tree, principal.userId)]
      : state.codes;
    const companySide = (access.company || access.contributor) && !access.reviewer;
    return this.quality.forResponse(reader, response, codes, companySide ? 'company' : 'investor');
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
