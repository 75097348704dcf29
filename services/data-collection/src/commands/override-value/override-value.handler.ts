import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createEvent } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import { EsgCatalogue } from '../../application/esg-catalogue';
import { QUALITY_FLAG_STATES, type FlagStateDoc } from '../../application/quality/portfolio-quality';
import {
  overrideId,
  shownOverride,
  VALUE_OVERRIDES,
  type ValueOverrideDoc,
} from '../../application/quality/overrides';
import { ResponseWorkspace } from '../../application/response-workspace';
import { userName } from '../../application/transitions';
import type { ResponseDoc } from '../../domain/esg/response';
import { checkValue } from '../../domain/esg/value-rules';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { OverrideValueCommand } from './override-value.command';

@CommandHandler(OverrideValueCommand)
export class OverrideValueHandler implements ICommandHandler<OverrideValueCommand> {
  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly catalogue: EsgCatalogue,
  ) {}

  async execute({ principal, responseId, metricCode, request }: OverrideValueCommand) {
    return this.workspace.store.transaction(async (tx) => {
      const { response } = await this.workspace.open(principal, responseId, tx);
      // The investor that asked for the data, never the company itself (nor another investor).
      if (
        principal.companyId !== response.requesterCompanyId ||
        response.requesterCompanyId === response.companyId
      )
        throw dataCollectionError(
          'QUALITY.FORBIDDEN',
          'Only the investor that asked for the data overrides its values; a company cannot override its investor',
        );
      const id = overrideId(response.requesterCompanyId, response.companyId, response.period, metricCode);
      const stored = await tx.get<ValueOverrideDoc>(VALUE_OVERRIDES, id);
      const now = new Date().toISOString();
      const byName = await userName(tx, principal.userId);
      if (request === null) return this.remove(tx, response, stored, principal.userId, byName, now);
      if (response.status !== 'published')
        throw dataCollectionError(
          'VALUE_OVERRIDE.CONFLICT',
          'Only a published value is overridden: review the response (return the value) while it is open',
        );
      const state = await this.workspace.state(tx, response);
      if (!state.codes.includes(metricCode))
        throw dataCollectionError(
          'METRIC.NOT_FOUND',
          `${metricCode} is not a metric of this response's framework`,
        );
      const current = (await this.workspace.values(tx, response.companyId, response.period)).get(metricCode);
      if (!current || current.status !== 'provided')
        throw dataCollectionError(
          'VALUE_OVERRIDE.CONFLICT',
          `${metricCode}: the company gave no value to override (not answered, not applicable or not available)`,
        );
      const metric = this.catalogue.requireMetric(metricCode);
      const checked = checkValue(metric, { value: request.value, unit: request.unit, status: 'provided' });
      if (checked.errors.length > 0)
        throw dataCollectionError(
          'VALUE_OVERRIDE.UNPROCESSABLE',
          `value: ${checked.errors.map((e) => e.message).join('; ')}`,
          { issues: checked.errors },
        );
      const evidenceIds = request.evidenceIds ?? [];
      const attached = new Set(current.evidence.map((e) => e.fileId));
      const unknown = evidenceIds.filter((e) => !attached.has(e));
      if (unknown.length > 0)
        throw dataCollectionError(
          'VALUE_OVERRIDE.UNPROCESSABLE',
          `evidenceIds: ${unknown.join(', ')} is not evidence attached to this value`,
        );
      const doc: ValueOverrideDoc = {
        id,
        active: true,
        responseId,
        companyId: response.companyId,
        investorId: response.requesterCompanyId,
        period: response.period,
        metricCode,
        value: checked.value,
        unit: checked.unit,
        rawValue: checked.rawValue,
        rawUnit: checked.rawUnit,
        reason: request.reason,
        evidenceIds,
        byId: principal.userId,
        byName,
        at: now,
        original: { value: current.value, unit: current.unit, valueVersionId: current.valueVersionId },
        history: [
          ...(stored?.history ?? []),
          {
            kind: 'set',
            value: checked.value,
            unit: checked.unit,
            reason: request.reason,
            byId: principal.userId,
            byName,
            at: now,
          },
        ],
      };
      await tx.put<ValueOverrideDoc>(VALUE_OVERRIDES, doc);
      await this.resolveFlags(
        tx,
        response,
        metricCode,
        current.valueVersionId,
        request.reason,
        principal.userId,
        byName,
        now,
      );
      await tx.append([
        createEvent({
          type: 'data-collection.value-override.set.v1',
          source: 'data-collection',
          subject: id,
          companyId: response.companyId,
          actorId: principal.userId,
          data: {
            responseId,
            companyId: response.companyId,
            investorId: response.requesterCompanyId,
            period: response.period,
            metricCode,
            value: checked.value,
            unit: checked.unit,
            reason: request.reason,
            evidenceIds,
            original: doc.original,
            actorId: principal.userId,
            byName,
            at: now,
          },
        }),
      ]);
      return shownOverride(doc);
    });
  }

  private async remove(
    tx: Transaction,
    response: ResponseDoc,
    stored: ValueOverrideDoc | null,
    actorId: number,
    byName: string | null,
    now: string,
  ): Promise<null> {
    if (!stored?.active)
      throw dataCollectionError(
        'VALUE_OVERRIDE.NOT_FOUND',
        `${stored?.metricCode ?? 'The value'} has no override to withdraw`,
      );
    await tx.put<ValueOverrideDoc>(VALUE_OVERRIDES, {
      ...stored,
      active: false,
      history: [
        ...stored.history,
        {
          kind: 'removed',
          value: stored.value,
          unit: stored.unit,
          reason: null,
          byId: actorId,
          byName,
          at: now,
        },
      ],
    });
    await tx.append([
      createEvent({
        type: 'data-collection.value-override.removed.v1',
        source: 'data-collection',
        subject: stored.id,
        companyId: response.companyId,
        actorId,
        data: {
          responseId: response.responseId,
          companyId: response.companyId,
          investorId: response.requesterCompanyId,
          period: response.period,
          metricCode: stored.metricCode,
          value: stored.value,
          unit: stored.unit,
          actorId,
          at: now,
        },
      }),
    ]);
    return null;
  }

  /** The flags on the overridden version count as resolved by the override (their history says so). */
  private async resolveFlags(
    tx: Transaction,
    response: ResponseDoc,
    metricCode: string,
    valueVersionId: string,
    reason: string,
    actorId: number,
    byName: string | null,
    now: string,
  ): Promise<void> {
    const states = await tx.find<FlagStateDoc>(QUALITY_FLAG_STATES, {
      subject: String(response.companyId),
      period: response.period,
    });
    for (const state of states.filter(
      (s) => s.metricCode === metricCode && s.valueVersionId === valueVersionId,
    ))
      await tx.put<FlagStateDoc>(QUALITY_FLAG_STATES, {
        ...state,
        history: [
          ...state.history,
          { kind: 'overridden', text: reason, byId: actorId, byName, at: now, valueVersionId },
        ],
      });
  }
}
