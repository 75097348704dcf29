import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderHookWithApp } from '@/test/render';
import { edciSubmission as submission } from '../edci.fixture';
import { useSubmissionActions } from './use-submission-actions';

describe('useSubmissionActions (EDCI submission page)', () => {
  it('says where a draft stands: editable, the share complete, the required and optional metrics', () => {
    const { result } = renderHookWithApp(() => useSubmissionActions(submission()));
    expect(result.current).toMatchObject({
      draft: true,
      editable: true,
      lastSubmit: null,
      // 2 of 3 companies complete: 66.7 %, shown as 67.
      completePercent: 67,
      requiredMetrics: 2,
      optionalMetrics: 1,
    });
  });

  it('knows who submitted a submitted one, and that it is no longer editable', () => {
    const submitted = {
      at: '2026-03-01T10:00:00Z',
      userId: 5,
      userName: 'Ana Reyes',
      action: 'submitted' as const,
      summary: 'Submitted',
      changes: [],
    };
    const { result } = renderHookWithApp(() =>
      useSubmissionActions(
        submission({ status: 'submitted', history: [submitted], included: 0, complete: 0 }),
      ),
    );
    expect(result.current).toMatchObject({
      draft: false,
      editable: false,
      lastSubmit: submitted,
      completePercent: 0,
    });
  });

  it('submits only after the confirmation, with the version it showed', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ data: submission({ status: 'submitted', version: 5 }) }));
    const { result } = renderHookWithApp(() => useSubmissionActions(submission()));
    act(() => result.current.confirmSubmit());
    expect(await screen.findByText('Submit the 2025 EDCI submission?')).toBeDefined();
    expect(
      screen.getByText(
        '3 companies are reported, 2 complete, 1 with issues still open. The figures are frozen as they are now; reopen the submission to change it.',
      ),
    ).toBeDefined();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('EDCI submission 2025 submitted');
    expect(api.calls).toEqual([
      { method: 'POST', path: '/edci/submissions/7/submit', body: { expectedVersion: 4 } },
    ]);
  });

  it('reopens with the reason and closes the reason dialog once the server agreed', async () => {
    const api = fakeApi(() => ({ data: submission() }));
    const { result } = renderHookWithApp(() => useSubmissionActions(submission({ status: 'submitted' })));
    act(() => result.current.setReopening(true));
    expect(result.current.reopening).toBe(true);
    act(() => result.current.reopenWith('A late correction of scope 2'));
    await waitFor(() => expect(result.current.reopening).toBe(false));
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/edci/submissions/7/reopen',
        body: { reason: 'A late correction of scope 2' },
      },
    ]);
    expect(await screen.findByText('EDCI submission 2025 reopened')).toBeDefined();
  });

  it("keeps the reason dialog open and gives the server's refusal when reopening fails", async () => {
    fakeApi(() => ({
      status: 409,
      code: 'EDCI.STALE',
      message: 'Someone changed the submission meanwhile.',
    }));
    const { result } = renderHookWithApp(() => useSubmissionActions(submission({ status: 'submitted' })));
    act(() => result.current.setReopening(true));
    act(() => result.current.reopenWith('Because'));
    await waitFor(() => expect(result.current.reopenError).toBeTruthy());
    expect(result.current.reopening).toBe(true);
    expect((result.current.reopenError as Error).message).toBe('Someone changed the submission meanwhile.');
  });

  it('shows the export as busy while the workbook is made, and says why when it could not be', async () => {
    fakeApi(() => ({
      status: 503,
      code: 'EDCI.UNAVAILABLE',
      message: 'The workbook could not be made now.',
    }));
    const { result } = renderHookWithApp(() => useSubmissionActions(submission()));
    act(() => result.current.exportWorkbook());
    expect(result.current.exporting).toBe(true);
    await waitFor(() => expect(result.current.exporting).toBe(false));
    expect(await screen.findByText('The workbook could not be made now.')).toBeDefined();
  });
});
