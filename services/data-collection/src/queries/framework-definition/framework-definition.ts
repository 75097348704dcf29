import { Controller, Get, Param, Query as QueryParam, Req, Res } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { frameworkDefinitionQuerySchema, type FrameworkDefinition } from '@esg/contracts';
import { IdPipe, sendRevalidated, ZodPipe } from '@esg/platform';
import { EsgCatalogue } from '../../application/esg-catalogue';

/**
 * GET /frameworks/{standardId}/versions/{version}/definition: what a framework version defines (its tree
 * and the dictionary entry of every metric it asks), the same for every caller, sent once and cached by
 * the client (ADR 0170). GET /responses/{id} carries only the response's own state and values.
 */
export class FrameworkDefinitionQuery extends Query<FrameworkDefinition> {
  constructor(
    readonly standardId: number,
    readonly version: string,
  ) {
    super();
  }
}

@QueryHandler(FrameworkDefinitionQuery)
export class FrameworkDefinitionHandler implements IQueryHandler<FrameworkDefinitionQuery> {
  constructor(private readonly catalogue: EsgCatalogue) {}

  async execute({ standardId, version }: FrameworkDefinitionQuery): Promise<FrameworkDefinition> {
    return Promise.resolve(this.catalogue.definition(this.catalogue.framework(standardId, version).id));
  }
}

/** A year: the longest lifetime HTTP caches honour; the tag in the address changes with the content. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

@Controller('frameworks')
export class FrameworkDefinitionController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':standardId/versions/:version/definition')
  async definition(
    @Param('standardId', new IdPipe('standardId')) standardId: number,
    @Param('version') version: string,
    @QueryParam(new ZodPipe(frameworkDefinitionQuerySchema)) query: { tag?: string },
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const definition = await this.queries.execute(new FrameworkDefinitionQuery(standardId, version));
    // Asked by its current tag (as the SPA does), the answer never changes: kept for a year without
    // asking again. Otherwise the client keeps it but revalidates it by its ETag (304 when unchanged).
    const cacheControl = query.tag === definition.tag ? IMMUTABLE : 'private, no-cache';
    void reply.header('cache-control', cacheControl).type('application/json; charset=utf-8');
    await sendRevalidated(request, reply, JSON.stringify({ data: definition }), `"${definition.tag}"`);
  }
}
