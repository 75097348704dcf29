import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CloudEvent, SaveValueResult } from '@esg/contracts';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import { presentValue } from '../../application/present-response';
import { responseEvent, responseRef, statusChanged } from '../../application/response-events';
import { RESPONSES, ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { moved, userName } from '../../application/transitions';
import { invalidValues, ValueWriter } from '../../application/value-writer';
import { nextStatus } from '../../domain/esg/response';
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
}
