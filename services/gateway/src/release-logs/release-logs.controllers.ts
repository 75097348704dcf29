import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import {
  createReleaseLogRequestSchema,
  releaseLogVisibleTo,
  updateReleaseLogRequestSchema,
  type ApiResponse,
  type CreateReleaseLogRequest,
  type ReleaseLog,
  type UpdateReleaseLogRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, RequireAbility, STORE, ZodPipe, type Principal } from '@esg/platform';
import { gatewayError } from '../domain/gateway.errors';
import { CreateReleaseLogCommand } from '../commands/create-release-log/create-release-log.command';
import { DeleteReleaseLogCommand } from '../commands/delete-release-log/delete-release-log.command';
import { PublishReleaseLogCommand } from '../commands/publish-release-log/publish-release-log.command';
import { UpdateReleaseLogCommand } from '../commands/update-release-log/update-release-log.command';
import {
  RELEASE_LOG_LIST_LIMIT,
  RELEASE_LOGS,
  toReleaseLog,
  type ReleaseLogDoc,
} from './release-logs.domain';

/** Before any pipe reads the body: only the platform admin logs releases (spec 6.2). */
const AdminOnly = () =>
  RequireAbility((principal) => principal.role === 'admin', 'log releases', {
    code: 'RELEASE_LOG.FORBIDDEN',
  });

const idPipe = new ZodPipe(z.uuid({ error: 'id must be a release log id' }));

/** Newest release first: by date, then by when it was written. */
const newestFirst = (a: ReleaseLogDoc, b: ReleaseLogDoc) =>
  b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);

/**
 * Release logs (spec 2.1, 6.2 "Log Release"; issue 13): everyone reads the published notes meant
 * for their role (/user-release-logs); the platform admin writes, publishes and deletes them.
 */
@Controller('release-logs')
export class ReleaseLogsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(STORE) private readonly store: Store,
  ) {}

  /** The published logs for the caller's role; the admin with ?all=true also gets the drafts. */
  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query('all') all?: string,
  ): Promise<ApiResponse<ReleaseLog[]>> {
    const everything = all === 'true' && principal.role === 'admin';
    const docs = await this.store.find<ReleaseLogDoc>(
      RELEASE_LOGS,
      everything ? {} : { status: 'published' },
      { sort: [['date', 'desc']], limit: RELEASE_LOG_LIST_LIMIT },
    );
    return {
      data: docs
        .filter((doc) => releaseLogVisibleTo(doc.audience, principal.role))
        .sort(newestFirst)
        .map(toReleaseLog),
    };
  }

  /** One log: a draft for the admin only; a published one for its audience. */
  @Get(':id')
  async one(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe) id: string,
  ): Promise<ApiResponse<ReleaseLog>> {
    const doc = await this.store.get<ReleaseLogDoc>(RELEASE_LOGS, id);
    const visible =
      doc &&
      (principal.role === 'admin' ||
        (doc.status === 'published' && releaseLogVisibleTo(doc.audience, principal.role)));
    if (!doc || !visible) throw gatewayError('RELEASE_LOG.NOT_FOUND', 'Release log not found');
    return { data: toReleaseLog(doc) };
  }

  @Post()
  @AdminOnly()
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(createReleaseLogRequestSchema)) body: CreateReleaseLogRequest,
  ): Promise<ApiResponse<ReleaseLog>> {
    const log = await this.commands.execute(new CreateReleaseLogCommand(principal, body));
    return {
      data: log,
      message: log.status === 'published' ? `Release ${log.version} published` : 'Draft saved',
    };
  }

  @Patch(':id')
  @AdminOnly()
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe) id: string,
    @Body(new ZodPipe(updateReleaseLogRequestSchema)) body: UpdateReleaseLogRequest,
  ): Promise<ApiResponse<ReleaseLog>> {
    return { data: await this.commands.execute(new UpdateReleaseLogCommand(principal, id, body)) };
  }

  /** Publishes a draft and raises the announcement banner for its audience. */
  @Post(':id/publish')
  @AdminOnly()
  @HttpCode(200)
  async publish(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe) id: string,
  ): Promise<ApiResponse<ReleaseLog>> {
    const log = await this.commands.execute(new PublishReleaseLogCommand(principal, id));
    return { data: log, message: `Release ${log.version} published` };
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  async remove(@CurrentPrincipal() principal: Principal, @Param('id', idPipe) id: string): Promise<void> {
    await this.commands.execute(new DeleteReleaseLogCommand(principal, id));
  }
}
