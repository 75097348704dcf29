import { Controller, Get, Inject, Param } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiResponse, ResponseDetail } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import { presentDetail } from '../../application/present-response';
import { ResponseWorkspace } from '../../application/response-workspace';
import { namesOf } from '../../application/transitions';
import { firstPublications } from '../../domain/esg/response';
import { USER_DIRECTORY, type DirectoryUser } from '../../infrastructure/user-directory';
import { responseIdPipe } from '../../http/esg-params';

/**
 * GET /responses/{id}: status, completion (overall, per section, per contributor), permissions, and
 * the framework tree with every metric's definition, constraints, current value, validation state
 * and assignment. A contributor gets only what is assigned to it.
 */
export class ResponseDetailQuery extends Query<ResponseDetail> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
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

  async execute({ principal, responseId }: ResponseDetailQuery): Promise<ResponseDetail> {
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
    return presentDetail({
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
  }
}

@Controller('responses')
export class ResponseDetailController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  async detail(
    @Param('id', responseIdPipe()) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ResponseDetail>> {
    return { data: await this.queries.execute(new ResponseDetailQuery(principal, id)) };
  }
}
