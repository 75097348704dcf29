import { parsePeriod, type TcfdAnswer, type TcfdAssessmentView, type TcfdResult } from '@esg/contracts';
import type { Doc } from '@esg/persistence';

/**
 * A company's TCFD answers for a period (with each indicator's justification) and the score they gave,
 * as scoring stored them before ADR 0056. Nothing writes them any more: at start each is handed over to
 * data collection (integration/tcfd-handover.ts) and removed.
 */
export interface TcfdAssessmentRecord extends Doc, TcfdAssessmentView {}

export const TCFD_ASSESSMENTS = 'tcfd_assessments';

export const assessmentId = (companyId: number, period: string) => `${companyId}-${period}`;

export function savedAssessment(
  current: TcfdAssessmentRecord | null,
  input: {
    companyId: number;
    period: string;
    answers: TcfdAnswer[];
    result: TcfdResult;
    by: number;
    now: string;
  },
): TcfdAssessmentRecord {
  const { year, reportingCycle } = parsePeriod(input.period);
  return {
    id: assessmentId(input.companyId, input.period),
    companyId: input.companyId,
    period: input.period,
    year,
    reportingCycle,
    answers: input.answers,
    result: input.result,
    updatedBy: input.by,
    updatedAt: input.now,
    version: (current?.version ?? 0) + 1,
  };
}
