import { useState } from 'react';
import type { EdciCompanyRow, EdciSubmission } from '@esg/contracts/edci';
import { confirmAction } from '@/components/ui/confirm';
import { errorMessage } from '@/components/ui/form-alert';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadEdciWorkbook } from '../api/download-workbook';
import { useReopenEdciSubmission } from '../api/reopen-submission';
import { useSubmitEdciSubmission } from '../api/submit-submission';
import { plural } from '../components/format';

/**
 * What the EDCI submission page shows and does besides its layout: where the submission stands, the
 * workbook export, submit (after a confirmation) and reopen (with a reason), and the company being
 * flagged or included again.
 */
export function useSubmissionActions(submission: EdciSubmission) {
  const submit = useSubmitEdciSubmission(submission.id);
  const reopen = useReopenEdciSubmission(submission.id);
  const [flagging, setFlagging] = useState<EdciCompanyRow | null>(null);
  const [reopening, setReopening] = useState(false);
  const [exporting, setExporting] = useState(false);
  const draft = submission.status === 'draft';

  const exportWorkbook = () => {
    setExporting(true);
    downloadEdciWorkbook(submission.id, submission.year, submission.gpKey)
      .catch((e: unknown) => notifyError(errorMessage(e)))
      .finally(() => setExporting(false));
  };

  const confirmSubmit = () =>
    confirmAction({
      title: `Submit the ${submission.year} EDCI submission?`,
      message: `${plural(submission.included, 'company is', 'companies are')} reported, ${submission.complete} complete${submission.withErrors ? `, ${submission.withErrors} with issues still open` : ''}. The figures are frozen as they are now; reopen the submission to change it.`,
      confirmLabel: 'Submit',
      onConfirm: async () => {
        await submit.mutateAsync({ expectedVersion: submission.version });
        notifySuccess(`EDCI submission ${submission.year} submitted`);
      },
    });

  const reopenWith = (reason: string) =>
    reopen.mutate(
      { reason },
      {
        onSuccess: () => {
          notifySuccess(`EDCI submission ${submission.year} reopened`);
          setReopening(false);
        },
      },
    );

  return {
    draft,
    editable: submission.canEdit && draft,
    lastSubmit: submission.history.find((h) => h.action === 'submitted') ?? null,
    /** Share of the reported companies that are complete, 0–100. */
    completePercent: submission.included ? Math.round((submission.complete / submission.included) * 100) : 0,
    requiredMetrics: submission.metrics.filter((m) => m.required).length,
    optionalMetrics: submission.metrics.filter((m) => !m.required).length,
    exporting,
    exportWorkbook,
    confirmSubmit,
    flagging,
    setFlagging,
    reopening,
    setReopening,
    reopenWith,
    reopenPending: reopen.isPending,
    reopenError: reopen.error,
  };
}
