import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { EdciCompanyRow } from '@esg/contracts/edci';
import { FormAlert } from '@/components/ui/form-alert';
import { notifySuccess } from '@/lib/notify';
import { useExcludeEdciCompany } from '../api/exclude-company';

/**
 * Flags a portfolio company as reported by another EDCI member (it is left out of the submission and its
 * workbook), or includes a flagged one again.
 */
export function EdciExclusionDialog({
  submissionId,
  row,
  onClose,
}: {
  submissionId: number;
  row: EdciCompanyRow | null;
  onClose: () => void;
}) {
  const change = useExcludeEdciCompany(submissionId);
  const [reportedBy, setReportedBy] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  if (!row) return null;
  const including = row.exclusion !== null;
  const missing = !including && reportedBy.trim() === '';
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={including ? `Include ${row.name} again?` : `Flag ${row.name} as reported by another EDCI member`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (missing) return;
          change.mutate(
            including
              ? { companyId: row.companyId, request: { excluded: false } }
              : {
                  companyId: row.companyId,
                  request: { excluded: true, reportedBy: reportedBy.trim(), note: note.trim() || null },
                },
            {
              onSuccess: () => {
                notifySuccess(including ? `${row.name} included again` : `${row.name} excluded`);
                onClose();
              },
            },
          );
        }}
      >
        <Stack>
          {including ? (
            <Text size="sm">
              {row.name} is now left out because {row.exclusion?.reportedBy} reports it. Including it adds its
              figures back to the submission.
            </Text>
          ) : (
            <>
              <Text size="sm">
                In private credit the lender may report a company to EDCI. Flagged, {row.name} is left out of
                this submission and of its workbook.
              </Text>
              <TextInput
                label="EDCI member reporting it"
                placeholder="e.g. the lender's name"
                value={reportedBy}
                onChange={(e) => setReportedBy(e.currentTarget.value)}
                onBlur={() => setTouched(true)}
                error={touched && missing ? 'Name the EDCI member that reports this company' : undefined}
                required
                maxLength={200}
              />
              <Textarea
                label="Note"
                description="Optional: the facility, who confirmed it"
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                maxLength={500}
                autosize
                minRows={2}
              />
            </>
          )}
          <FormAlert error={change.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              {including ? 'Include again' : 'Exclude company'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
