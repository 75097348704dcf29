import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CloudEvent, Completion } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import { responseEvent, responseRef, statusChanged } from '../../application/response-events';
import { RESPONSES, ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { moved, userName } from '../../application/transitions';
import { invalidValues, ValueWriter } from '../../application/value-writer';
import { nextStatus } from '../../domain/esg/response';
import { RecordValuesCommand } from './record-values.command';

@CommandHandler(RecordValuesCommand)
export class RecordValuesHandler implements ICommandHandler<RecordValuesCommand> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly writer: ValueWriter,
    @Inject(ESG_SETTINGS) private readonly settings: EsgSettings,
  ) {}

  async execute({
    principal,
    responseId,
    values,
    source,
    at,
  }: RecordValuesCommand): Promise<{ written: number; completion: Completion }> {
    return this.workspace.store.transaction((tx) =>
      this.recordIn(tx, principal, responseId, values, source, at),
    );
  }

  /** The same, inside a transaction the caller holds (an event consumer's, say). */
  async recordIn(
    tx: Transaction,
    principal: Principal,
    responseId: number,
    values: RecordValuesCommand['values'],
    source: RecordValuesCommand['source'],
    at: Date = new Date(),
  ): Promise<{ written: number; completion: Completion }> {
    const { response, access } = await this.workspace.open(principal, responseId, tx);
    requireSide(access.company, "Only the reporting company's values are recorded");
    const to = nextStatus(response.status, 'enter');
    const state = await this.workspace.state(tx, response);
    const checked = await this.writer.check(tx, state, values, this.settings.yearOnYearWarningPercent);
    this.writer.refuseLocked(checked);
    const errors = checked.flatMap((c) => c.errors);
    if (errors.length) throw invalidValues(errors);
    const now = at.toISOString();
    const batchId = randomUUID();
    const written = await this.writer.write(
      {
        tx,
        state,
        actorId: principal.userId,
        actorName: await userName(tx, principal.userId),
        now,
        source: { ...source, importId: source.importId ?? batchId },
      },
      checked.map((c) => ({
        ...c,
        change: { ...c.change, input: { ...c.change.input, confirmWarnings: true } },
      })),
    );
    if (written.length === 0) return { written: 0, completion: state.completion };
    const updated = moved(response, to, principal.userId, now, null);
    await tx.put(RESPONSES, updated);
    const after = await this.workspace.state(tx, updated, state.values);
    const events: CloudEvent[] = [];
    if (updated.status !== response.status)
      events.push(statusChanged(response.status, updated, principal.userId, now, null, after.completion));
    events.push(
      responseEvent('data-collection.response.values-imported.v1', updated, principal.userId, {
        ...responseRef(updated),
        importId: source.importId ?? batchId,
        format: source.kind,
        metricCodes: written.map((w) => w.metricCode),
        actorId: principal.userId,
        at: now,
        completion: after.completion,
      }),
    );
    await tx.append(events);
    return { written: written.length, completion: after.completion };
  }
}
