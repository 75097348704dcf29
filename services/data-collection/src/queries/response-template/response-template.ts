import { Controller, Get, Param, Res } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition, CurrentPrincipal, type Principal } from '@esg/platform';
import { ResponseWorkspace } from '../../application/response-workspace';
import { namesOf } from '../../application/transitions';
import { responseIdPipe } from '../../http/esg-params';
import { buildTemplate, templateRows } from '../../spreadsheets/response-template';

/** GET /responses/{id}/template.xlsx: the response as an Excel template to fill and import. */
export class ResponseTemplateQuery extends Query<{ fileName: string; data: Buffer }> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
  ) {
    super();
  }
}

@QueryHandler(ResponseTemplateQuery)
export class ResponseTemplateHandler implements IQueryHandler<ResponseTemplateQuery> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({
    principal,
    responseId,
  }: ResponseTemplateQuery): Promise<{ fileName: string; data: Buffer }> {
    const reader = this.workspace.store;
    const { response, access } = await this.workspace.open(principal, responseId, reader);
    const state = await this.workspace.state(reader, response);
    const assigned = access.contributor
      ? this.workspace.assignedCodes(response, state.tree, principal.userId)
      : null;
    const names = await namesOf(reader, response);
    const rows = templateRows(
      state.tree,
      (code) => this.workspace.catalogue.requireMetric(code),
      state.values,
      (code) => !assigned || assigned.has(code),
    );
    const data = await buildTemplate(
      {
        responseId: response.responseId,
        companyId: response.companyId,
        companyName: names.company,
        standardId: response.standardId,
        standardName: names.standard,
        frameworkVersion: response.frameworkVersion,
        period: response.period,
      },
      rows,
    );
    const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return { fileName: `${slug(names.company)}-${slug(names.standard)}-${response.period}.xlsx`, data };
  }
}

@Controller('responses')
export class ResponseTemplateController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/template.xlsx')
  async template(
    @Param('id', responseIdPipe()) id: number,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { fileName, data } = await this.queries.execute(new ResponseTemplateQuery(principal, id));
    await reply
      .status(200)
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachmentDisposition(fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(data);
  }
}
