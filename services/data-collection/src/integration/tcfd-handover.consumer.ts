import { tcfdAssessmentHandedOverV1, type CloudEvent, type SaveValueRequest } from '@esg/contracts';
import { consumeIdempotently, type Subscription } from '@esg/messaging';
import type { Doc, Transaction } from '@esg/persistence';
import { DomainError, type Principal, type ServiceRuntime } from '@esg/platform';
import { EsgCatalogue } from '../application/esg-catalogue';
import { readEsgSettings } from '../application/esg-settings';
import { RESPONSES, ResponseWorkspace } from '../application/response-workspace';
import { ValueWriter } from '../application/value-writer';
import { RecordValuesHandler } from '../commands/record-values/record-values';
import { EDITABLE_STATUSES, type ResponseDoc } from '../domain/esg/response';
import { tcfdCode } from '../reference/frameworks';

const CONSUMER = 'data-collection.tcfd-handover';
/** The TCFD standard (framework 2, ADR 0051). */
const TCFD_STANDARD = 2;
/** Every assessment scoring handed over (ADR 0056), with what became of it: nothing is dropped. */
export const TCFD_HANDOVERS = 'tcfd_handovers';

export interface TcfdHandoverDoc extends Doc {
  companyId: number;
  period: string;
  /** The answers as scoring stored them (TCFD-AA-110a.n codes, option texts, justifications). */
  answers: Array<{ code: string; selected: string[]; justification?: string }>;
  assessedBy: number;
  assessedAt: string;
  version: number;
  /** recorded: written into `responseId`; kept: only here, `reason` says why. */
  outcome: 'recorded' | 'kept';
  reason: string | null;
  responseId: number | null;
  /** tcfd.* codes written; those the response already answered are left as they are. */
  written: string[];
  alreadyAnswered: string[];
  eventId: string;
  at: string;
}

/**
 * scoring.tcfd-assessment.handed-over.v1 (ADR 0056): the answers of a TCFD assessment scoring used to
 * keep become values of the company's open TCFD response of the period (framework 2), through the same
 * rules as every other write, source `imported`, each justification as the value's comment. A question
 * the response already answers keeps its answer (the newer one). With no open TCFD response of the
 * period, or when a rule refuses the values, the assessment is kept here with the reason.
 */
export function tcfdHandoverApplier(
  workspace: ResponseWorkspace,
  record: RecordValuesHandler,
): (event: CloudEvent, tx: Transaction) => Promise<void> {
  return async (event, tx) => {
    if (event.type !== 'scoring.tcfd-assessment.handed-over.v1') return;
    const data = tcfdAssessmentHandedOverV1.parse(event.data);
    const keep = (
      outcome: TcfdHandoverDoc['outcome'],
      reason: string | null,
      responseId: number | null,
      written: string[],
      alreadyAnswered: string[],
    ) =>
      tx.put<TcfdHandoverDoc>(TCFD_HANDOVERS, {
        id: `${data.companyId}-${data.period}`,
        companyId: data.companyId,
        period: data.period,
        answers: data.answers,
        assessedBy: data.assessedBy,
        assessedAt: data.assessedAt,
        version: data.version,
        outcome,
        reason,
        responseId,
        written,
        alreadyAnswered,
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
      await keep('kept', reason, responses[0]?.responseId ?? null, [], []);
      return;
    }
    const asked = new Set(workspace.catalogue.codesFor(response.frameworkId, response.companyType));
    const current = await workspace.values(tx, data.companyId, data.period);
    const values: Array<{ code: string; input: SaveValueRequest }> = [];
    const alreadyAnswered: string[] = [];
    for (const answer of data.answers) {
      const code = tcfdCode(answer.code);
      if (!asked.has(code) || answer.selected.length === 0) continue;
      if (current.has(code)) {
        alreadyAnswered.push(code);
        continue;
      }
      const multiple = workspace.catalogue.metric(code)?.type === 'multi-choice';
      values.push({
        code,
        input: {
          status: 'provided',
          value: multiple ? [...answer.selected] : answer.selected[0],
          ...(answer.justification ? { comment: answer.justification } : {}),
          changeReason: `TCFD assessment version ${data.version} of ${data.assessedAt}, handed over by scoring (ADR 0056)`,
        },
      });
    }
    if (values.length === 0) {
      await keep(
        'kept',
        'Every answered question already has an answer in the response',
        response.responseId,
        [],
        alreadyAnswered,
      );
      return;
    }
    const principal: Principal = {
      userId: data.assessedBy,
      sessionId: `tcfd-handover:${data.companyId}-${data.period}`,
      role: 'pc',
      permission: null,
      companyId: data.companyId,
    };
    try {
      await record.recordIn(tx, principal, response.responseId, values, {
        kind: 'imported',
        calculationId: null,
        calculationType: null,
        importId: `tcfd-assessment:${data.companyId}-${data.period}:v${data.version}`,
      });
      await keep(
        'recorded',
        null,
        response.responseId,
        values.map((v) => v.code),
        alreadyAnswered,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await keep('kept', `${error.code}: ${error.message}`, response.responseId, [], alreadyAnswered);
    }
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
