import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AcceptUnflaggedResult } from '@esg/contracts';
import { PreApproval } from '../../application/quality/pre-approval';
import { ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { applyReview, valuesWaiting } from '../../application/value-reviews';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { nextStatus } from '../../domain/esg/response';
import { AcceptUnflaggedCommand } from './accept-unflagged.command';

@CommandHandler(AcceptUnflaggedCommand)
export class AcceptUnflaggedHandler implements ICommandHandler<AcceptUnflaggedCommand> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly preApproval: PreApproval,
  ) {}

  async execute({
    principal,
    responseId,
    request,
    at,
  }: AcceptUnflaggedCommand): Promise<AcceptUnflaggedResult> {
    return this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.reviewer, 'Only the company that asked for the data reviews it');
      nextStatus(response.status, 'review');
      const state = await this.workspace.state(tx, response);
      const waiting = valuesWaiting(state);
      const flags = await this.preApproval.waitingFlags(
        tx,
        response,
        waiting.map((v) => v.metricCode),
      );
      const unflagged = waiting.filter((v) => (flags.get(v.metricCode) ?? 0) === 0);
      const own = unflagged.filter((v) => v.authorId === principal.userId);
      const accepting = unflagged.filter((v) => v.authorId !== principal.userId);
      if (request.expectedCount !== undefined && request.expectedCount !== accepting.length)
        throw dataCollectionError(
          'RESPONSE.CONFLICT',
          `expectedCount: ${accepting.length} unflagged value${accepting.length === 1 ? ' is' : 's are'} waiting now, not ${request.expectedCount}; look at the values again and accept them`,
          { waiting: accepting.length },
        );
      if (accepting.length === 0)
        throw dataCollectionError(
          'RESPONSE.UNPROCESSABLE',
          own.length > 0
            ? 'Every unflagged value still waiting was entered by you: someone else must accept them (four eyes)'
            : 'No unflagged value is waiting for a verdict',
        );
      const result = await applyReview(
        this.workspace,
        tx,
        principal,
        state,
        accepting.map((v) => ({ metricCode: v.metricCode, verdict: 'accepted' as const })),
        { at: at.toISOString(), bulk: true },
      );
      return { ...result, leftForAnotherReviewer: own.map((v) => v.metricCode) };
    });
  }
}
