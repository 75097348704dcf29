import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { responseEvent } from '../../application/response-events';
import { ResponseWorkspace } from '../../application/response-workspace';
import {
  openThread,
  participants,
  requireWriter,
  threadEventContext,
  threadId,
  threadMembers,
  VALUE_THREADS,
  type ValueThreadDoc,
} from '../../application/threads/value-threads';
import { userName } from '../../application/transitions';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { ResolveValueThreadCommand } from './resolve-value-thread.command';

@CommandHandler(ResolveValueThreadCommand)
export class ResolveValueThreadHandler implements ICommandHandler<ResolveValueThreadCommand> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, metricCode, to }: ResolveValueThreadCommand) {
    return this.workspace.store.transaction(async (tx) => {
      const context = await openThread(this.workspace, principal, responseId, metricCode, tx);
      requireWriter(context);
      const stored = await tx.get<ValueThreadDoc>(VALUE_THREADS, threadId(responseId, metricCode));
      if (!stored || stored.comments.length === 0)
        throw dataCollectionError(
          'VALUE_THREAD.CONFLICT',
          `${context.metricLabel} has no discussion to ${to === 'resolved' ? 'resolve' : 'reopen'}`,
        );
      if (stored.status === to)
        throw dataCollectionError(
          'VALUE_THREAD.CONFLICT',
          `The discussion of ${context.metricLabel} is already ${to === 'resolved' ? 'resolved' : 'open'}`,
        );
      const now = new Date().toISOString();
      const byName = await userName(tx, principal.userId);
      const kind = to === 'resolved' ? ('resolved' as const) : ('reopened' as const);
      await tx.put<ValueThreadDoc>(VALUE_THREADS, {
        ...stored,
        status: to,
        steps: [...stored.steps, { kind, byId: principal.userId, byName, at: now }],
        updatedAt: now,
      });
      const told = participants(await threadMembers(tx, context), stored, principal.userId);
      const data = await threadEventContext(tx, context, principal.userId, byName, now, told);
      await tx.append([
        to === 'resolved'
          ? responseEvent(
              'data-collection.response.thread-resolved.v1',
              context.response,
              principal.userId,
              data,
            )
          : responseEvent(
              'data-collection.response.thread-reopened.v1',
              context.response,
              principal.userId,
              data,
            ),
      ]);
      return to;
    });
  }
}
