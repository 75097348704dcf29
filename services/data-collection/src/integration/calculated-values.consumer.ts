import { carbonCalculationSavedV1, type CloudEvent, type EventData } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc, Transaction } from '@esg/persistence';
import { DomainError, type Principal, type ServiceRuntime } from '@esg/platform';
import { EsgCatalogue } from '../application/esg-catalogue';
import { readEsgSettings } from '../application/esg-settings';
import { RESPONSES, ResponseWorkspace } from '../application/response-workspace';
import { ValueWriter } from '../application/value-writer';
import { RecordValuesHandler } from '../commands/record-values/record-values.handler';
import { EDITABLE_STATUSES, type ResponseDoc } from '../domain/esg/response';

const CONSUMER = 'data-collection.calculated-values';
/** What became of each saved carbon calculation: recorded in a response, or why not. */
export const CALCULATED_VALUE_DELIVERIES = 'calculated_value_deliveries';

export interface CalculatedValueDeliveryDoc extends Doc {
  calculationId: number;
  calculationVersion: number;
  companyId: number;
  period: string;
  outcome: 'recorded' | 'unchanged' | 'skipped';
  /** Why nothing was written (no open response of the period, a locked one, a rule broken). */
  reason: string | null;
  /** The first response written through (the one asking for the most scope totals). */
  responseId: number | null;
  /** Every response written through: each code goes through the first that asks for it (ADR 0165). */
  responseIds?: number[];
  metricCodes: string[];
  eventId: string;
  at: string;
}

type Saved = EventData<'scoring.carbon-calculation.saved.v1'>;

/**
 * The carbon calculator's results become the company's ghg.* values (ADR 0050): each
 * scoring.carbon-calculation.saved.v1 is written as a new value version with source `calculated`,
 * `calculationId` the calculation's id and `calculationType` `carbon-calculator`, through the same
 * rules as every other write (RecordValuesHandler), into an open response of the company for the
 * period whose framework asks for them. Values are per company and period, so one response carries
 * them for all. An older calculation version than the one already recorded changes nothing; a period
 * without an open response (none requested, or submitted / published) is recorded as skipped, with
 * the reason, rather than retried for ever.
 */
export function calculatedValuesApplier(
  workspace: ResponseWorkspace,
  record: RecordValuesHandler,
): (event: CloudEvent, tx: Transaction) => Promise<void> {
  return async (event, tx) => {
    if (event.type !== 'scoring.carbon-calculation.saved.v1') return;
    const data = carbonCalculationSavedV1.parse(event.data);
    const id = String(data.calculationId);
    const before = await tx.get<CalculatedValueDeliveryDoc>(CALCULATED_VALUE_DELIVERIES, id);
    if (before && before.calculationVersion > data.calculationVersion) return;
    const deliver = (
      outcome: CalculatedValueDeliveryDoc['outcome'],
      reason: string | null,
      responseId: number | null,
      metricCodes: string[],
      responseIds: number[] = responseId === null ? [] : [responseId],
    ) =>
      tx.put<CalculatedValueDeliveryDoc>(CALCULATED_VALUE_DELIVERIES, {
        id,
        calculationId: data.calculationId,
        calculationVersion: data.calculationVersion,
        companyId: data.companyId,
        period: data.period,
        outcome,
        reason,
        responseId,
        responseIds,
        metricCodes,
        eventId: event.id,
        at: event.time,
      });
    const targets = await targetResponses(tx, workspace, data);
    if (!targets.length) {
      await deliver(
        'skipped',
        `No open response of company ${data.companyId} for ${data.period} asks for the calculated emissions`,
        null,
        [],
      );
      return;
    }
    const principal: Principal = {
      userId: data.savedBy,
      sessionId: `calculation:${data.calculationId}`,
      role: 'pc',
      permission: null,
      companyId: data.companyId,
    };
    // Each code through one response (a fact of the period, which every response asking for it shows).
    let written = false;
    const recorded: string[] = [];
    const refused: string[] = [];
    for (const { response, codes } of targets) {
      const values = data.values
        .filter((v) => codes.has(v.metric))
        .map((v) => {
          // The value's score is a whole number (1-5): the weighted mean rounded, the exact mean in the comment.
          const scored =
            v.dataQualityScore !== undefined &&
            workspace.catalogue.metric(v.metric)?.dataQualityScore === true;
          return {
            code: v.metric,
            input: {
              value: v.value,
              unit: v.unit,
              status: 'provided' as const,
              ...(scored ? { dataQualityScore: Math.round(v.dataQualityScore!) } : {}),
              comment:
                `Carbon calculator, calculation ${data.calculationId} version ${data.calculationVersion} (${v.lines} activity line${v.lines === 1 ? '' : 's'})` +
                (scored
                  ? `; PCAF data quality ${Number(v.dataQualityScore!.toFixed(2))}, the mean of its lines' scores weighted by their emissions`
                  : ''),
              changeReason: `Calculated: ${data.link}`,
            },
          };
        });
      try {
        const result = await record.recordIn(tx, principal, response.responseId, values, {
          kind: 'calculated',
          calculationId: id,
          calculationType: 'carbon-calculator',
          importId: null,
        });
        written ||= result.written > 0;
        recorded.push(...values.map((v) => v.code));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        refused.push(`response ${response.responseId}: ${error.code}: ${error.message}`);
      }
    }
    await deliver(
      recorded.length === 0 ? 'skipped' : written ? 'recorded' : 'unchanged',
      refused.length ? refused.join('; ') : null,
      targets[0].response.responseId,
      recorded,
      targets.map((t) => t.response.responseId),
    );
  };
}

const SCOPE_CODES = new Set(['ghg.scope1', 'ghg.scope2_location', 'ghg.scope2_market', 'ghg.scope3']);

/**
 * The open responses of the period that ask for the calculated codes, each with the codes written through
 * it: the one asking for the most scope totals (ghg.scope1, 2, 3) first, then the most ghg.* codes (lowest
 * id on a tie), and each code through the first response that asks for it (ADR 0161, 0165). A fact is the
 * company's for the period, so every open response asking for a code shows it: an ESG response asking for
 * the scope totals does not keep the fifteen scope 3 categories from an Invest Europe response (collect once).
 */
async function targetResponses(
  tx: Transaction,
  workspace: ResponseWorkspace,
  data: Saved,
): Promise<Array<{ response: ResponseDoc; codes: Set<string> }>> {
  const responses = await tx.find<ResponseDoc>(RESPONSES, {
    companyId: data.companyId,
    period: data.period,
  });
  const scopes = (codes: Set<string>) => [...codes].filter((code) => SCOPE_CODES.has(code)).length;
  const candidates = responses
    .filter((response) => EDITABLE_STATUSES.includes(response.status))
    .map((response) => {
      const all = new Set(workspace.catalogue.codesFor(response.frameworkId, response));
      return { response, codes: new Set(data.values.map((v) => v.metric).filter((code) => all.has(code))) };
    })
    .filter((c) => c.codes.size > 0)
    .sort(
      (a, b) =>
        scopes(b.codes) - scopes(a.codes) ||
        b.codes.size - a.codes.size ||
        a.response.responseId - b.response.responseId,
    );
  const covered = new Set<string>();
  const targets: Array<{ response: ResponseDoc; codes: Set<string> }> = [];
  for (const c of candidates) {
    const codes = new Set([...c.codes].filter((code) => !covered.has(code)));
    if (!codes.size) continue;
    for (const code of codes) covered.add(code);
    targets.push({ response: c.response, codes });
  }
  return targets;
}

export async function startCalculatedValues(runtime: ServiceRuntime): Promise<Subscription> {
  const catalogue = new EsgCatalogue(runtime.store);
  await catalogue.reload();
  const workspace = new ResponseWorkspace(runtime.store, catalogue);
  const record = new RecordValuesHandler(workspace, new ValueWriter(catalogue, workspace), readEsgSettings());
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: ['scoring.carbon-calculation'],
    handler: consumeIdempotently(runtime.store, CONSUMER, calculatedValuesApplier(workspace, record)),
  });
}
