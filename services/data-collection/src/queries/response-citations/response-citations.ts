import { Controller, Get, Param } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { evidenceKindOf, type ApiResponse, type ResponseCitations } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { evidenceOf } from '../../application/evidence/citations';
import { ResponseWorkspace } from '../../application/response-workspace';
import { responseIdPipe } from '../../http/esg-params';

/**
 * GET /responses/{id}/citations (issue 27 item 3, ADR 0185): the documents of the response's company and
 * period and where each backs a value, for whoever may read the response (a contributor: the values assigned
 * to them). The reviewer and the investor see them beside each value; the drill-down opens the page.
 */
export class ResponseCitationsQuery extends Query<ResponseCitations> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
  ) {
    super();
  }
}

@QueryHandler(ResponseCitationsQuery)
export class ResponseCitationsHandler implements IQueryHandler<ResponseCitationsQuery> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId }: ResponseCitationsQuery): Promise<ResponseCitations> {
    const reader = this.workspace.store;
    const { response, access } = await this.workspace.open(principal, responseId, reader);
    const { files, citations } = await evidenceOf(reader, [response.companyId], [response.period]);
    let visible = (_code: string) => true;
    if (access.contributor) {
      const state = await this.workspace.state(reader, response);
      const assigned = this.workspace.assignedCodes(response, state.tree, principal.userId);
      visible = (code) => assigned.has(code);
    }
    return {
      responseId,
      files: files
        .filter((f) => visible(f.metricCode))
        .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt) || a.name.localeCompare(b.name))
        .map((f) => ({
          fileId: f.fileId,
          fileName: f.name,
          mediaType: f.mediaType,
          kind: evidenceKindOf(f.mediaType),
          responseId: f.responseId,
        })),
      citations: citations.filter((c) => visible(c.metricCode)),
    };
  }
}

@Controller('responses')
export class ResponseCitationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/citations')
  async citations(
    @Param('id', responseIdPipe()) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ResponseCitations>> {
    return { data: await this.queries.execute(new ResponseCitationsQuery(principal, id)) };
  }
}
