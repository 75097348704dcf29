import type { MatterScores, Thresholds } from '@esg/contracts';

/*
 * The stored double materiality assessment (issue 12, ADR 0042). The scoring itself is pure and shared
 * with the SPA: libs/contracts/src/materiality-score.ts.
 */
export {
  financialScore,
  impactScore,
  materialBy,
  problemsOf,
  scoreMatter,
  severityOf,
  type MatterScores,
  type Thresholds,
} from '@esg/contracts';

/** The stored assessment of a company and period: the scores as entered, never the results (computed). */
export interface MaterialityRecord {
  id: string;
  companyId: number;
  period: string;
  version: number;
  thresholds: Thresholds;
  matters: MatterScores[];
  savedAt: string;
  savedBy: number;
  referenceVersion: string;
  [field: string]: unknown;
}

export const materialityId = (companyId: number, period: string): string => `${companyId}:${period}`;
export const materialityVersionId = (companyId: number, period: string, version: number): string =>
  `${companyId}:${period}:${version}`;

/** Whether a save changes anything (the same scores again add no version). */
export function sameAssessment(
  a: Pick<MaterialityRecord, 'thresholds' | 'matters'>,
  b: Pick<MaterialityRecord, 'thresholds' | 'matters'>,
): boolean {
  const norm = (r: Pick<MaterialityRecord, 'thresholds' | 'matters'>) =>
    JSON.stringify({
      thresholds: r.thresholds,
      matters: [...r.matters].sort((x, y) => (x.subTopicId < y.subTopicId ? -1 : 1)),
    });
  return norm(a) === norm(b);
}
