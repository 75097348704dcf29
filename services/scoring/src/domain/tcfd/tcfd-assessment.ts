import type { TcfdAssessmentView } from '@esg/contracts';
import type { Doc } from '@esg/persistence';

/**
 * A company's TCFD answers for a period (with each indicator's justification) and the score they gave,
 * as scoring stored them before ADR 0056. Nothing writes them any more: at start each is handed over to
 * data collection (integration/tcfd-handover.ts) and removed.
 */
export interface TcfdAssessmentRecord extends Doc, TcfdAssessmentView {}

export const TCFD_ASSESSMENTS = 'tcfd_assessments';
