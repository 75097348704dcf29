import { presentComment, presentInternalNote } from '../../application/present';
import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ACTION_PLAN_ERRORS,
  discussionQuerySchema,
  pageMeta,
  type ApiResponse,
  type DiscussionQuery,
  type ListedComment,
  type ListedInternalNote,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import { COMMENTS, INTERNAL_NOTES, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import type { Comment, InternalNote } from '../../domain/discussion';
import { recommendationNotFound, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';

/** Comments (both sides) and internal notes (the GP's team) of a recommendation, oldest first, paged. */
@Controller()
export class DiscussionsController {
  constructor(private readonly workspace: PlanWorkspace) {}

  private async load(caller: Caller, recommendationId: number) {
    const scope = await this.workspace.access.scope(caller);
    const rec = await this.workspace.store.get<Recommendation>(RECOMMENDATIONS, String(recommendationId));
    if (!rec) throw recommendationNotFound(recommendationId);
    return this.workspace.access.plan(scope, rec.planId, this.workspace.store);
  }

  private async withAuthors<T extends { authorId: number }>(
    items: T[],
  ): Promise<Array<T & { author: { id: number; name: string } | null }>> {
    const users = await this.workspace.directory.users([...new Set(items.map((i) => i.authorId))]);
    return items.map((item) => {
      const user = users.find((u) => u.userId === item.authorId);
      return { ...item, author: user ? { id: user.userId, name: user.name } : null };
    });
  }

  @Get('action-plan-recommendations-comments/:id')
  @FailureMessage(ACTION_PLAN_ERRORS.fetchComments)
  async comments(
    @Param('id', new IdPipe()) id: number,
    @Query(new ZodPipe(discussionQuerySchema)) query: DiscussionQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<ListedComment[]>> {
    await this.load(caller, id);
    const filter = { recommendationId: id };
    const [total, comments] = await Promise.all([
      this.workspace.store.count(COMMENTS, filter),
      this.workspace.store.find<Comment>(COMMENTS, filter, {
        sort: [['commentId', 'asc']],
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      }),
    ]);
    return {
      data: await this.withAuthors(comments.map(presentComment)),
      meta: pageMeta(query.page, query.perPage, total),
    };
  }

  @Get('action-plan-recommendations-internal-notes/:id')
  @Requires('action-plans.internal-notes.read', 'read internal notes')
  @FailureMessage(ACTION_PLAN_ERRORS.fetchNotes)
  async notes(
    @Param('id', new IdPipe()) id: number,
    @Query(new ZodPipe(discussionQuerySchema)) query: DiscussionQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<ListedInternalNote[]>> {
    const access = await this.load(caller, id);
    requireCapability(access.seesInternalNotes, 'Internal notes are for the investor side only');
    const filter = { recommendationId: id };
    const [total, notes] = await Promise.all([
      this.workspace.store.count(INTERNAL_NOTES, filter),
      this.workspace.store.find<InternalNote>(INTERNAL_NOTES, filter, {
        sort: [['noteId', 'asc']],
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      }),
    ]);
    return {
      data: await this.withAuthors(notes.map(presentInternalNote)),
      meta: pageMeta(query.page, query.perPage, total),
    };
  }
}
