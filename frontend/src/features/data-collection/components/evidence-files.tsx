import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import {
  EVIDENCE_FILE_EXTENSIONS,
  EVIDENCE_FILE_MAX_BYTES,
  EVIDENCE_FILES_PER_UPLOAD,
  type ResponseMetric,
} from '@esg/contracts/data-collection/index';
import { FormAlert } from '@/components/ui/form-alert';
import { formatBytes } from '@/components/ui/file-dropzone';
import { notifySuccess } from '@/lib/notify';
import { useCitations } from '../api/citations';
import { useUploadEvidence } from '../api/evidence';
import { CiteEvidenceButton, ValueEvidence } from './value-evidence';

const ACCEPT = EVIDENCE_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * The files that back a saved value (issue 8): each opened where it backs the value by whoever may read the
 * value (ADR 0185); the company's users attach more (a new version of the value that carries them) and say
 * where in a document the value is.
 */
export function EvidenceFiles({
  responseId,
  metric,
  canAttach,
}: {
  responseId: number;
  metric: ResponseMetric;
  canAttach: boolean;
}) {
  const title = metric.label ?? metric.definition.name;
  const files = metric.value?.evidence ?? [];
  const upload = useUploadEvidence(responseId, metric.code);
  // Each file with the places it backs the value at (ADR 0185); files attached before any place is given
  // are listed too, as the whole document.
  // A document attached to another value may back this one too: the period's list is read once per response.
  const evidence = useCitations(responseId, metric.value !== null);
  const citations = (evidence.data?.citations ?? []).filter((c) => c.metricCode === metric.code);

  // Evidence backs a value: nothing to show or attach before one is saved.
  if (!metric.value || (files.length === 0 && citations.length === 0 && !canAttach)) return null;
  return (
    <Stack gap={4}>
      <ValueEvidence
        responseId={responseId}
        metricCode={metric.code}
        metricName={title}
        citations={citations}
        canCite={canAttach}
        periodCitations={evidence.data?.citations ?? []}
      />
      {canAttach ? (
        <Group gap="xs">
          <FileButton
            multiple
            accept={ACCEPT}
            disabled={upload.isPending}
            onChange={(picked) => {
              upload.reset();
              if (picked.length === 0) return;
              upload.mutate(picked.slice(0, EVIDENCE_FILES_PER_UPLOAD), {
                onSuccess: () =>
                  notifySuccess(
                    `${picked.length === 1 ? picked[0].name : `${picked.length} files`} attached to ${title}`,
                  ),
              });
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPaperclip size={14} aria-hidden />}
                loading={upload.isPending}
                aria-label={`Attach evidence to ${title}`}
              >
                Attach evidence
              </Button>
            )}
          </FileButton>
          {evidence.data ? (
            <CiteEvidenceButton
              responseId={responseId}
              metricCode={metric.code}
              metricName={title}
              files={evidence.data.files}
            />
          ) : null}
          <Text size="xs" c="dimmed">
            {EVIDENCE_FILE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')} · up to{' '}
            {formatBytes(EVIDENCE_FILE_MAX_BYTES)} each
          </Text>
        </Group>
      ) : null}
      {upload.error ? <FormAlert error={upload.error} /> : null}
      {evidence.error ? <FormAlert error={evidence.error} /> : null}
    </Stack>
  );
}
