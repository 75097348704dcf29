import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EdciCompanyRow } from '@esg/contracts/edci';
import { fakeApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render';
import { edciSubmission } from '../edci.fixture';
import { EdciExclusionDialog } from './edci-exclusion-dialog';

const row: EdciCompanyRow = {
  companyId: 12,
  name: 'Nordlicht Logistics',
  status: 'incomplete',
  period: '2025',
  publishedAt: null,
  completeness: { requiredAnswered: 1, requiredTotal: 2, optionalAnswered: 0, optionalTotal: 1, percent: 50 },
  issues: [],
  cells: [],
  exclusion: null,
};

describe('EdciExclusionDialog', () => {
  it('asks which EDCI member reports the company before it flags it, and sends the trimmed answers', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ data: edciSubmission() }));
    const onClose = vi.fn();
    renderWithApp(<EdciExclusionDialog submissionId={7} row={row} onClose={onClose} />);
    expect(screen.getByText('Flag Nordlicht Logistics as reported by another EDCI member')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Exclude company' }));
    expect(screen.getByText('Name the EDCI member that reports this company')).toBeDefined();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('textbox', { name: /EDCI member reporting it/ }));
    await user.paste('  Baltic Credit Partners ');
    await user.click(screen.getByRole('button', { name: 'Exclude company' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toEqual([
      {
        method: 'PUT',
        path: '/edci/submissions/7/companies/12',
        body: { excluded: true, reportedBy: 'Baltic Credit Partners', note: null },
      },
    ]);
  });

  it('includes a flagged company again without asking for anything', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ data: edciSubmission() }));
    renderWithApp(
      <EdciExclusionDialog
        submissionId={7}
        row={{
          ...row,
          exclusion: {
            reportedBy: 'Baltic Credit Partners',
            note: null,
            by: { userId: 5, name: null },
            at: '2026-01-01',
          },
        }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText(/is now left out because Baltic Credit Partners reports it/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Include again' }));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ excluded: false });
  });
});
