import { tcfdAssessmentHandedOverV1, type CloudEvent } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Transaction } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';
import { EsgCatalogue } from '../application/esg-catalogue';
import { readEsgSettings } from '../application/esg-settings';
import { RESPONSES, ResponseWorkspace } from '../application/response-workspace';
import {
  TCFD_HANDOVERS,
  TCFD_STANDARD,
  writeHandedOverAnswers,
  type HandoverWrite,
  type TcfdHandoverDoc,
} from '../application/tcfd-handovers';
import { ValueWriter } from '../application/value-writer';
import { RecordValuesHandler } from '../commands/record-values/record-values.handler';
import { EDITABLE_STATUSES, type ResponseDoc } from '../domain/esg/response';

const CONSUMER = 'data-collection.tcfd-handover';
export { TCFD_HANDOVERS, type TcfdHandoverDoc } from '../application/tcfd-handovers';

/**
 * scoring.tcfd-assessment.handed-over.v1 (ADR 0056): the answers of a TCFD assessment scoring used to
 * keep become values of the company's open TCFD response of the period (framework 2), written by
 * `writeHandedOverAnswers` (source `imported`, a question already answered keeps its newer answer).
 * With no open TCFD response of the period, or when a rule refuses the values, the assessment is kept
 * here with the reason, and the next TCFD response requested for the company takes the answers
 * (`carryOverKeptHandovers`, ADR 0086).
 */
export function tcfdHandoverApplier(
  workspace: ResponseWorkspace,
  record: RecordValuesHandler,
): (event: CloudEvent, tx: Transaction) => Promise<void> {
  return async (event, tx) => {
    if (event.type !== 'scoring.tcfd-assessment.handed-over.v1') return;
    const data = tcfdAssessmentHandedOverV1.parse(event.data);
    const id = `${data.companyId}-${data.period}`;
    // Already received (the inbox forgot it, say): what became of it since, a carry-over, stands.
    if ((await tx.get<TcfdHandoverDoc>(TCFD_HANDOVERS, id))?.eventId === event.id) return;
    const save = (result: HandoverWrite, response: ResponseDoc | null) =>
      tx.put<TcfdHandoverDoc>(TCFD_HANDOVERS, {
        id,
        companyId: data.companyId,
        period: data.period,
        answers: data.answers,
        assessedBy: data.assessedBy,
        assessedAt: data.assessedAt,
        version: data.version,
        ...result,
        responseId: response?.responseId ?? null,
        responsePeriod: response?.period ?? null,
        carriedOverAt: null,
        keptReason: null,
        eventId: event.id,
        at: event.time,
      });
    const responses = (
      await tx.find<ResponseDoc>(RESPONSES, {
        companyId: data.companyId,
        period: data.period,
        standardId: TCFD_STANDARD,
      })
    ).sort((a, b) => a.responseId - b.responseId);
    const response = responses.find((r) => EDITABLE_STATUSES.includes(r.status));
    if (!response) {
      const reason = responses.length
        ? `The TCFD response of company ${data.companyId} for ${data.period} is ${responses[0].status}`
        : `Company ${data.companyId} has no TCFD response for ${data.period}`;
      await save({ outcome: 'kept', reason, written: [], alreadyAnswered: [] }, responses[0] ?? null);
      return;
    }
    await save(await writeHandedOverAnswers(tx, workspace, record, data, response), response);
  };
}

export async function startTcfdHandover(runtime: ServiceRuntime): Promise<Subscription> {
  const catalogue = new EsgCatalogue(runtime.store);
  await catalogue.reload();
  const workspace = new ResponseWorkspace(runtime.store, catalogue);
  const record = new RecordValuesHandler(workspace, new ValueWriter(catalogue, workspace), readEsgSettings());
  return runtime.bus.subscribe({
    group: CONSUMER,
    topics: ['scoring.tcfd-assessment'],
    handler: consumeIdempotently(runtime.store, CONSUMER, tcfdHandoverApplier(workspace, record)),
  });
}
