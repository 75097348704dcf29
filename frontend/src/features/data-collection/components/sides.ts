import type { ResponseStatus, ResponseSummary } from '@esg/contracts/data-collection/index';

/**
 * Which side of a response the caller is on (docs/data-collection.md, "Workflow"): the reporting
 * company enters and submits; the requester (the GP, or the company itself for its own data)
 * reviews and publishes. The server decides (`permissions` of GET /responses/{id}); the list uses
 * this only to offer the actions that can work, and the server still refuses the rest.
 */
export interface ResponseSides {
  reporting: boolean;
  reviewing: boolean;
}

export function sidesOf(
  response: Pick<ResponseSummary, 'companyId' | 'requesterCompanyId'>,
  companyId: number | null,
  contributor: boolean,
): ResponseSides {
  return {
    reporting: companyId === response.companyId,
    reviewing: !contributor && companyId === response.requesterCompanyId,
  };
}

/** States in which values may be entered. */
export const EDITABLE_STATUSES: readonly ResponseStatus[] = [
  'requested',
  'in_progress',
  'returned',
  'reopened',
];
/** States from which the company may submit (once complete; a requested one may be answered by another's publication). */
export const SUBMITTABLE_STATUSES: readonly ResponseStatus[] = [
  'requested',
  'in_progress',
  'returned',
  'reopened',
];
/** States the reviewer gives verdicts in. */
export const REVIEWABLE_STATUSES: readonly ResponseStatus[] = ['submitted', 'accepted'];

/** "2025", "2025-H1", "2025-Q3" as people read them (the label registry's). */
export { periodLabel } from '@esg/contracts/labels';
