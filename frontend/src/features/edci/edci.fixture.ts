import type { EdciSubmission } from '@esg/contracts/edci';

/* Test data of the EDCI components and hooks (`*.test.tsx`); the app never imports it. */

const metric = (id: string, required: boolean) => ({
  id,
  name: id,
  category: 'Climate',
  unit: 'tCO2e',
  required,
  definition: '',
  formula: '',
  metricCodes: [],
});

/** A 2025 draft: three companies reported, two complete, one with an open issue; 2 required metrics, 1 optional. */
export function edciSubmission(overrides: Partial<EdciSubmission> = {}): EdciSubmission {
  return {
    id: 7,
    companyId: 3,
    year: 2025,
    status: 'draft',
    included: 3,
    excluded: 1,
    complete: 2,
    withErrors: 1,
    createdAt: '2026-02-01T09:00:00Z',
    updatedAt: '2026-02-01T09:00:00Z',
    submittedAt: null,
    version: 4,
    companyName: 'Evergreen Capital',
    gpKey: 'GP-17',
    metrics: [metric('EDCI-GHG-1', true), metric('EDCI-GHG-2', true), metric('EDCI-REN-1', false)],
    companies: [],
    history: [
      {
        at: '2026-02-01T09:00:00Z',
        userId: 5,
        userName: 'Ana Reyes',
        action: 'created',
        summary: 'Created',
        changes: [],
      },
    ],
    frozen: false,
    canEdit: true,
    howMade: '',
    reference: { source: 'EDCI 2025 metrics', version: '1' },
    ...overrides,
  };
}
