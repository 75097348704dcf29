import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TransitionResult } from '@esg/contracts';
import { PreApproval } from '../../application/quality/pre-approval';
import { statusChanged } from '../../application/response-events';
import { RESPONSES, ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { moved } from '../../application/transitions';
import { nextStatus } from '../../domain/esg/response';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { SubmitResponseCommand } from './submit-response.command';

@CommandHandler(SubmitResponseCommand)
export class SubmitResponseHandler implements ICommandHandler<SubmitResponseCommand> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly preApproval: PreApproval,
  ) {}

  async execute({ principal, responseId, request, at }: SubmitResponseCommand): Promise<TransitionResult> {
    return this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.company, "Only the reporting company's users submit");
      const to = nextStatus(response.status, 'submit');
      const state = await this.workspace.state(tx, response);
      // The rule the questionnaire shows (completion.missing): one function decides both.
      const { missing } = state.completeness;
      if (missing.length)
        throw dataCollectionError(
          'RESPONSE.UNPROCESSABLE',
          `${missing.length} required metric${missing.length > 1 ? 's are' : ' is'} not answered: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ' …' : ''} (answer them, or mark them not applicable or not available with a reason)`,
          { rule: 'complete', missing },
        );
      const now = at.toISOString();
      const updated = {
        ...moved(response, to, principal.userId, now, request.comment ?? null),
        submittedAt: now,
        submittedBy: principal.userId,
      };
      await tx.put(RESPONSES, updated);
      // The GP's risk-based pre-approval decides now, on the values as handed in (ADR 0186).
      const approval = await this.preApproval.onHandedIn(tx, updated, state, now);
      await tx.append([
        statusChanged(
          response.status,
          updated,
          principal.userId,
          now,
          request.comment ?? null,
          state.completion,
        ),
        ...approval.events,
      ]);
      return {
        id: approval.response.responseId,
        status: approval.response.status,
        publicationNumber: approval.response.publicationNumber,
        completion: state.completion,
      };
    });
  }
}
