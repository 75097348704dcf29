import { Controller, Get, Param } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiResponse, ResponseThreads, ValueThread } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { ResponseWorkspace } from '../../application/response-workspace';
import {
  openThread,
  threadId,
  threadMembers,
  VALUE_THREADS,
  type ValueThreadDoc,
} from '../../application/threads/value-threads';
import { metricCodePipe, responseIdPipe } from '../../http/esg-params';

/**
 * GET /responses/{id}/threads (ADR 0213, rule 135): the values of the response that have a discussion, with
 * their comment counts and state, for whoever reads the response (a contributor: the values assigned to it).
 */
export class ResponseThreadsQuery extends Query<ResponseThreads> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
  ) {
    super();
  }
}

/** GET /responses/{id}/values/{metricCode}/thread: one value's discussion and who may be mentioned in it. */
export class ValueThreadQuery extends Query<ValueThread> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
  ) {
    super();
  }
}

@QueryHandler(ResponseThreadsQuery)
export class ResponseThreadsHandler implements IQueryHandler<ResponseThreadsQuery> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId }: ResponseThreadsQuery): Promise<ResponseThreads> {
    const reader = this.workspace.store;
    const { response, access } = await this.workspace.open(principal, responseId, reader);
    const docs = await reader.find<ValueThreadDoc>(VALUE_THREADS, { responseId });
    const tree = this.workspace.catalogue.treeFor(response.frameworkId, response);
    const assigned = access.contributor
      ? this.workspace.assignedCodes(response, tree, principal.userId)
      : null;
    return {
      responseId,
      threads: docs
        .filter((d) => d.comments.length > 0 && (assigned === null || assigned.has(d.metricCode)))
        .sort((a, b) => a.metricCode.localeCompare(b.metricCode))
        .map((d) => {
          const last = d.comments[d.comments.length - 1];
          return {
            metricCode: d.metricCode,
            status: d.status,
            comments: d.comments.length,
            lastAt: last.at,
            lastByName: last.byName,
          };
        }),
    };
  }
}

@QueryHandler(ValueThreadQuery)
export class ValueThreadHandler implements IQueryHandler<ValueThreadQuery> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, metricCode }: ValueThreadQuery): Promise<ValueThread> {
    const reader = this.workspace.store;
    const context = await openThread(this.workspace, principal, responseId, metricCode, reader);
    const doc = await reader.get<ValueThreadDoc>(VALUE_THREADS, threadId(responseId, metricCode));
    const members = await threadMembers(reader, context);
    return {
      responseId,
      metricCode,
      status: doc?.status ?? 'open',
      comments: doc?.comments ?? [],
      steps: doc?.steps ?? [],
      mentionable: [...members.values()]
        .filter((m) => m.userId !== principal.userId)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ userId, name, side }) => ({ userId, name, side })),
      canWrite: context.side !== null,
    };
  }
}

@Controller('responses')
export class ValueThreadsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/threads')
  async threads(
    @Param('id', responseIdPipe()) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ResponseThreads>> {
    return { data: await this.queries.execute(new ResponseThreadsQuery(principal, id)) };
  }

  @Get(':id/values/:metricCode/thread')
  async thread(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ValueThread>> {
    return { data: await this.queries.execute(new ValueThreadQuery(principal, id, metricCode)) };
  }
}
