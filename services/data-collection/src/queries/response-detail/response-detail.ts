import { Controller, Get, Inject, Param, Query as QueryParam } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  responseDetailQuerySchema,
  withDefinition,
  type ApiResponse,
  type ResponseDetail,
  type ResponseDetailQueryParams,
  type ResponseValues,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import { presentDetail } from '../../application/present-response';
import { ResponseWorkspace } from '../../application/response-workspace';
import { namesOf } from '../../application/transitions';
import { firstPublications } from '../../domain/esg/response';
import { USER_DIRECTORY, type DirectoryUser } from '../../infrastructure/user-directory';
import { responseIdPipe } from '../../http/esg-params';

/**
 * GET /responses/{id}: status, completion (overall, per section, per contributor), permissions, and
 * the sections and metrics the caller sees with each metric's current value, validation state, lock
 * and assignment. A contributor gets only what is assigned to it. What the framework version defines
 * comes from GET /frameworks/{standardId}/versions/{version}/definition, or inline with
 * `include=definition` (ADR 0170).
 */
export class ResponseDetailQuery extends Query<ResponseValues | ResponseDetail> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly includeDefinition = false,
  ) {
    super();
  }
}

@QueryHandler(ResponseDetailQuery)
export class ResponseDetailHandler implements IQueryHandler<ResponseDetailQuery> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    @Inject(ESG_SETTINGS) private readonly settings: EsgSettings,
  ) {}

  async execute({
    principal,
    responseId,
    includeDefinition,
  }: ResponseDetailQuery): Promise<ResponseValues | ResponseDetail> {
    const reader = this.workspace.store;
    const { response, access } = await this.workspace.open(principal, responseId, reader);
    const state = await this.workspace.state(reader, response);
    const publications = await this.workspace.publications(reader, response.companyId, response.period);
    const publishers = [...new Set(publications.map((p) => p.publishedBy))];
    const users = publishers.length
      ? await reader.find<DirectoryUser>(USER_DIRECTORY, { userId: { in: publishers } })
      : [];
    const byUser = new Map<number, Set<string>>();
    for (const assignment of response.assignments)
      byUser.set(assignment.userId, this.workspace.assignedCodes(response, state.tree, assignment.userId));
    const values = presentDetail({
      state,
      access,
      userId: principal.userId,
      names: await namesOf(reader, response),
      locks: await this.workspace.reviewLocks(reader, response),
      published: firstPublications(publications),
      userNames: new Map(users.map((u) => [u.userId, u.name])),
      assigned: access.contributor ? (byUser.get(principal.userId) ?? new Set()) : null,
      assignedCodesByUser: access.contributor
        ? new Map([[principal.userId, byUser.get(principal.userId) ?? new Set<string>()]])
        : byUser,
      catalogue: this.workspace.catalogue,
      yearOnYearWarningPercent: this.settings.yearOnYearWarningPercent,
    });
    return includeDefinition
      ? withDefinition(values, this.workspace.catalogue.definition(response.frameworkId))
      : values;
  }
}

@Controller('responses')
export class ResponseDetailController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  async detail(
    @Param('id', responseIdPipe()) id: number,
    @QueryParam(new ZodPipe(responseDetailQuerySchema)) query: ResponseDetailQueryParams,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ResponseValues | ResponseDetail>> {
    const includeDefinition = query.include === 'definition';
    return { data: await this.queries.execute(new ResponseDetailQuery(principal, id, includeDefinition)) };
  }
}
