import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CloudEvent, SaveValueRequest, SaveValueResult } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import { presentValue } from '../../application/present-response';
import { responseEvent, responseRef, statusChanged } from '../../application/response-events';
import { RESPONSES, ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { moved, userName } from '../../application/transitions';
import { invalidValues, ValueWriter } from '../../application/value-writer';
import { nextStatus, revisionOf, type CurrentValueDoc, type ResponseDoc } from '../../domain/esg/response';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { SaveValueCommand } from './save-value.command';

@CommandHandler(SaveValueCommand)
export class SaveValueHandler implements ICommandHandler<SaveValueCommand> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly writer: ValueWriter,
    @Inject(ESG_SETTINGS) private readonly settings: EsgSettings,
  ) {}

  async execute({ principal, responseId, metricCode, request }: SaveValueCommand): Promise<SaveValueResult> {
    return this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.company || access.contributor, "Only the reporting company's users enter values");
      const next = nextStatus(response.status, 'enter');
      const state = await this.workspace.state(tx, response);
      if (
        access.contributor &&
        !this.workspace.assignedCodes(response, state.tree, principal.userId).has(metricCode)
      )
        throw dataCollectionError('RESPONSE.FORBIDDEN', `${metricCode} is not assigned to you`);
      const checked = await this.writer.check(
        tx,
        state,
        [{ code: metricCode, input: request }],
        this.settings.yearOnYearWarningPercent,
      );
      // Content already stored is saved, whatever revision the save started from (a retried autosave).
      if (!checked[0].unchanged) this.refuseStale(metricCode, request, state.values.get(metricCode));
      this.writer.refuseLocked(checked);
      const errors = checked.flatMap((c) => c.errors);
      if (errors.length) throw invalidValues(errors);
      const now = new Date().toISOString();
      const written = await this.writer.write(
        {
          tx,
          state,
          actorId: principal.userId,
          actorName: await userName(tx, principal.userId),
          now,
          source: { kind: 'entered', calculationId: null, calculationType: null, importId: null },
          ...(request.draft ? { draft: { closedAt: await this.lastSubmission(tx, response) } } : {}),
        },
        checked,
      );
      let status = response.status;
      if (written.length) {
        const updated = moved(response, next, principal.userId, now, null);
        status = updated.status;
        await tx.put(RESPONSES, updated);
        const after = await this.workspace.state(tx, updated, state.values);
        const events: CloudEvent[] = [];
        if (updated.status !== response.status)
          events.push(statusChanged(response.status, updated, principal.userId, now, null, after.completion));
        events.push(
          responseEvent('data-collection.response.value-changed.v1', updated, principal.userId, {
            ...responseRef(updated),
            metricCode,
            valueVersionId: written[0].valueVersionId,
            version: written[0].version,
            status: written[0].status,
            actorId: principal.userId,
            at: now,
            completion: after.completion,
          }),
        );
        await tx.append(events);
      }
      return {
        metricCode,
        value: presentValue(state.values.get(metricCode))!,
        warnings: checked[0].warnings,
        responseStatus: status,
      };
    });
  }

  /**
   * 409 with the value now stored when someone saved it since the revision the save started from:
   * the author chooses between theirs and the other's, nothing is overwritten silently (ADR 0226).
   */
  private refuseStale(code: string, request: SaveValueRequest, current: CurrentValueDoc | undefined): void {
    if (request.baseRevision === undefined) return;
    if ((current ? revisionOf(current) : 0) === request.baseRevision) return;
    const who = current?.authorName ?? 'someone else';
    const when = current
      ? ` at ${current.createdAt.slice(11, 16)} UTC on ${current.createdAt.slice(0, 10)}`
      : '';
    throw dataCollectionError(
      'VALUE.CONFLICT',
      `${code} was saved by ${who}${when} since you started editing it: keep yours or take theirs`,
      { metricCode: code, baseRevision: request.baseRevision, theirs: presentValue(current) },
    );
  }

  /** When the period's data was last submitted (any response of the company and period): drafts before it are closed. */
  private async lastSubmission(tx: DocumentReader, response: ResponseDoc): Promise<string> {
    const all = await tx.find<ResponseDoc>(RESPONSES, {
      companyId: response.companyId,
      period: response.period,
    });
    return all.reduce((last, r) => (r.submittedAt && r.submittedAt > last ? r.submittedAt : last), '');
  }
}
