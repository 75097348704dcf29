import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ValueComment } from '@esg/contracts';
import { responseEvent } from '../../application/response-events';
import { ResponseWorkspace } from '../../application/response-workspace';
import {
  commentRecipients,
  openThread,
  requireWriter,
  threadEventContext,
  threadId,
  threadMembers,
  VALUE_THREADS,
  type ValueThreadDoc,
} from '../../application/threads/value-threads';
import { userName } from '../../application/transitions';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { PostValueCommentCommand } from './post-value-comment.command';

const unprocessable = (field: string, message: string, details: Record<string, unknown> = {}) =>
  dataCollectionError('VALUE_THREAD.UNPROCESSABLE', `${field}: ${message}`, { field, ...details });

@CommandHandler(PostValueCommentCommand)
export class PostValueCommentHandler implements ICommandHandler<PostValueCommentCommand> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, metricCode, request }: PostValueCommentCommand) {
    return this.workspace.store.transaction(async (tx) => {
      const context = await openThread(this.workspace, principal, responseId, metricCode, tx);
      const side = requireWriter(context);
      const { response } = context;
      const id = threadId(responseId, metricCode);
      const stored = await tx.get<ValueThreadDoc>(VALUE_THREADS, id);
      let replyTo: string | null = null;
      if (request.replyTo !== undefined) {
        const answered = stored?.comments.find((c) => c.commentId === request.replyTo);
        if (!answered) throw unprocessable('replyTo', 'answer a comment of this thread');
        // One level: a reply to a reply answers the comment that opened the line.
        replyTo = answered.replyTo ?? answered.commentId;
      }
      const members = await threadMembers(tx, context);
      const wanted = [...new Set(request.mentions ?? [])];
      const refused = wanted.filter((userId) => !members.has(userId));
      if (refused.length > 0)
        throw unprocessable(
          'mentions',
          `${refused.length === 1 ? 'one person' : `${refused.length} people`} mentioned may not read this value: mention the investor's team, the company's users or a contributor assigned to it`,
          { userIds: refused },
        );
      const now = new Date().toISOString();
      const byName = await userName(tx, principal.userId);
      const mentions = wanted.map((userId) => {
        const { name, side: theirs } = members.get(userId)!;
        return { userId, name, side: theirs };
      });
      const comment: ValueComment = {
        commentId: crypto.randomUUID(),
        replyTo,
        text: request.text,
        mentions,
        byId: principal.userId,
        byName,
        side,
        at: now,
      };
      const reopened = stored?.status === 'resolved';
      const told = commentRecipients(
        members,
        stored,
        principal.userId,
        side,
        wanted,
        response.requesterCompanyId === response.companyId,
      );
      await tx.put<ValueThreadDoc>(VALUE_THREADS, {
        id,
        responseId,
        companyId: response.companyId,
        requesterCompanyId: response.requesterCompanyId,
        period: response.period,
        metricCode,
        status: 'open',
        comments: [...(stored?.comments ?? []), comment],
        steps: [
          ...(stored?.steps ?? []),
          ...(reopened ? [{ kind: 'reopened' as const, byId: principal.userId, byName, at: now }] : []),
        ],
        updatedAt: now,
      });
      await tx.append([
        responseEvent('data-collection.response.comment-posted.v1', response, principal.userId, {
          ...(await threadEventContext(tx, context, principal.userId, byName, now, told)),
          commentId: comment.commentId,
          replyTo,
          text: comment.text,
          side,
          mentions,
          reopened,
        }),
      ]);
      return comment;
    });
  }
}
