import type { SaveValueRequest } from '@esg/contracts';
import type { Doc, Transaction } from '@esg/persistence';
import { DomainError, type Principal } from '@esg/platform';
import type { RecordValuesHandler } from '../commands/record-values/record-values.handler';
import type { ResponseDoc } from '../domain/esg/response';
import { tcfdCode } from '../reference/frameworks';
import type { ResponseWorkspace } from './response-workspace';

/** The TCFD standard (framework 2, ADR 0051). */
export const TCFD_STANDARD = 2;
/** Every assessment scoring handed over (ADR 0056), with what became of it: nothing is dropped. */
export const TCFD_HANDOVERS = 'tcfd_handovers';

/** The answers of one assessment scoring used to keep, as scoring.tcfd-assessment.handed-over.v1 carries them. */
export interface HandedOverAssessment {
  companyId: number;
  period: string;
  /** The answers as scoring stored them (TCFD-AA-110a.n codes, option texts, justifications). */
  answers: Array<{ code: string; selected: string[]; justification?: string }>;
  assessedBy: number;
  assessedAt: string;
  version: number;
}

export interface TcfdHandoverDoc extends Doc, HandedOverAssessment {
  /** recorded: written into `responseId`; kept: only here, `reason` says why (until a response takes them). */
  outcome: 'recorded' | 'kept';
  reason: string | null;
  responseId: number | null;
  /** The period of `responseId` (that of the assessment, or a later one it was carried over into). */
  responsePeriod?: string | null;
  /** tcfd.* codes written; those the response already answered are left as they are. */
  written: string[];
  alreadyAnswered: string[];
  /** When kept answers went into a TCFD response opened later (ADR 0086); absent or null otherwise. */
  carriedOverAt?: string | null;
  /** Why the answers had been kept before they were carried over. */
  keptReason?: string | null;
  eventId: string;
  at: string;
}

/** What writing an assessment's answers into a response came to. */
export interface HandoverWrite {
  outcome: TcfdHandoverDoc['outcome'];
  reason: string | null;
  written: string[];
  alreadyAnswered: string[];
}

/**
 * Writes a handed-over assessment's answers into an open TCFD response (ADR 0056, 0086): through the
 * same rules as every other write (RecordValuesHandler), source `imported` with the assessment as the
 * import and in the change reason, each justification as the value's comment. A question the company
 * already answered for the response's period keeps its answer (the newer one). A rule that refuses the
 * values leaves the assessment kept, with the rule's message as the reason. The one applier of both the
 * handover consumer and a TCFD response opened later.
 */
export async function writeHandedOverAnswers(
  tx: Transaction,
  workspace: ResponseWorkspace,
  record: RecordValuesHandler,
  assessment: HandedOverAssessment,
  response: ResponseDoc,
): Promise<HandoverWrite> {
  const asked = new Set(workspace.catalogue.codesFor(response.frameworkId, response));
  const current = await workspace.values(tx, response.companyId, response.period);
  const values: Array<{ code: string; input: SaveValueRequest }> = [];
  const alreadyAnswered: string[] = [];
  const carried = response.period === assessment.period ? '' : `, carried over into ${response.period}`;
  for (const answer of assessment.answers) {
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
        changeReason: `TCFD assessment ${assessment.period} version ${assessment.version} of ${assessment.assessedAt}, handed over by scoring (ADR 0056)${carried}`,
      },
    });
  }
  if (values.length === 0) return { outcome: 'recorded', reason: null, written: [], alreadyAnswered };
  const principal: Principal = {
    userId: assessment.assessedBy,
    sessionId: `tcfd-handover:${assessment.companyId}-${assessment.period}`,
    role: 'pc',
    permission: null,
    companyId: assessment.companyId,
  };
  try {
    await record.recordIn(tx, principal, response.responseId, values, {
      kind: 'imported',
      calculationId: null,
      calculationType: null,
      importId: `tcfd-assessment:${assessment.companyId}-${assessment.period}:v${assessment.version}`,
    });
    return { outcome: 'recorded', reason: null, written: values.map((v) => v.code), alreadyAnswered };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { outcome: 'kept', reason: `${error.code}: ${error.message}`, written: [], alreadyAnswered };
  }
}

/** Kept answers wait for a TCFD response of their period or a later one (ADR 0086). */
const yearOf = (period: string) => Number(period.slice(0, 4));

/**
 * A TCFD response was opened (requested) for a company: the answers kept for it (no open response
 * took them at handover time) are written into it by `writeHandedOverAnswers`, newest assessment
 * first, so where two kept assessments answer a question the newer one's answer is the one written.
 * Each handover is marked carried over in the same transaction as the response and its values, so a
 * second response (or a retried request) finds nothing left to carry. Answers of a later period than
 * the response's wait for a response of their period or later. Returns the handovers carried over.
 */
export async function carryOverKeptHandovers(
  tx: Transaction,
  workspace: ResponseWorkspace,
  record: RecordValuesHandler,
  response: ResponseDoc,
  now: string,
): Promise<TcfdHandoverDoc[]> {
  if (response.standardId !== TCFD_STANDARD) return [];
  const kept = (
    await tx.find<TcfdHandoverDoc>(TCFD_HANDOVERS, { companyId: response.companyId, outcome: 'kept' })
  )
    .filter((h) => yearOf(h.period) <= response.year)
    .sort((a, b) => b.period.localeCompare(a.period) || b.assessedAt.localeCompare(a.assessedAt));
  const carried: TcfdHandoverDoc[] = [];
  for (const handover of kept) {
    const result = await writeHandedOverAnswers(tx, workspace, record, handover, response);
    const updated: TcfdHandoverDoc =
      result.outcome === 'recorded'
        ? {
            ...handover,
            ...result,
            responseId: response.responseId,
            responsePeriod: response.period,
            carriedOverAt: now,
            keptReason: handover.reason,
          }
        : { ...handover, reason: result.reason };
    await tx.put<TcfdHandoverDoc>(TCFD_HANDOVERS, updated);
    if (result.outcome === 'recorded') carried.push(updated);
  }
  return carried;
}
