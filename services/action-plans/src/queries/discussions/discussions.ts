import { Controller, Get, Param } from '@nestjs/common';
import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { requireCapability, type Caller } from '../../application/access';
import { COMMENTS, INTERNAL_NOTES, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import type { Comment, InternalNote } from '../../domain/discussion';
import { recommendationNotFound, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

type WithAuthor<T> = T & { author: { id: number; name: string } | null };

/** Comments (both sides) and internal notes (investor side only) of a recommendation, oldest first. */
@Controller()
export class DiscussionsController {
  constructor(private readonly workspace: PlanWorkspace) {}

  private async load(caller: Caller, recommendationId: number) {
    const scope = await this.workspace.access.scope(caller);
    const rec = await this.workspace.store.get<Recommendation>(RECOMMENDATIONS, String(recommendationId));
    if (!rec) throw recommendationNotFound(recommendationId);
    return this.workspace.access.plan(scope, rec.planId, this.workspace.store);
  }

  private async withAuthors<T extends { authorId: number }>(items: T[]): Promise<WithAuthor<T>[]> {
    const users = await this.workspace.directory.users([...new Set(items.map((i) => i.authorId))]);
    return items.map((item) => {
      const user = users.find((u) => u.userId === item.authorId);
      return { ...item, author: user ? { id: user.userId, name: user.name } : null };
    });
  }

  @Get('action-plan-recommendations-comments/:id')
  @FailureMessage(ACTION_PLAN_ERRORS.fetchComments)
  async comments(
    @Param('id', idPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<WithAuthor<Comment>[]>> {
    await this.load(caller, id);
    const comments = await this.workspace.store.find<Comment>(
      COMMENTS,
      { recommendationId: id },
      { sort: [['commentId', 'asc']] },
    );
    return { data: await this.withAuthors(comments) };
  }

  @Get('action-plan-recommendations-internal-notes/:id')
  @FailureMessage(ACTION_PLAN_ERRORS.fetchNotes)
  async notes(
    @Param('id', idPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<WithAuthor<InternalNote>[]>> {
    const access = await this.load(caller, id);
    requireCapability(access.seesInternalNotes, 'Internal notes are for the investor side only');
    const notes = await this.workspace.store.find<InternalNote>(
      INTERNAL_NOTES,
      { recommendationId: id },
      { sort: [['noteId', 'asc']] },
    );
    return { data: await this.withAuthors(notes) };
  }
}
