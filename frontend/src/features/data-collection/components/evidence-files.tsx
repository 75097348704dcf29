import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
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
import { useDownloadEvidence, useUploadEvidence } from '../api/evidence';
import { formatDate } from './format';

const ACCEPT = EVIDENCE_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * The files that back a saved value (issue 8): each downloadable by whoever may read the value; the
 * company's users attach more (a new version of the value that carries them).
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
  const download = useDownloadEvidence(responseId);

  // Evidence backs a value: nothing to show or attach before one is saved.
  if (!metric.value || (files.length === 0 && !canAttach)) return null;
  return (
    <Stack gap={4}>
      {files.length > 0 ? (
        <Group
          gap="xs"
          component="ul"
          aria-label={`Evidence of ${title}`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {files.map((file) => (
            <Group key={file.fileId} gap={4} wrap="nowrap" component="li">
              <IconPaperclip size={14} aria-hidden />
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => download.mutate({ fileId: file.fileId, name: file.name })}
              >
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatBytes(file.size)} · {formatDate(file.uploadedAt)}
              </Text>
            </Group>
          ))}
        </Group>
      ) : null}
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
          <Text size="xs" c="dimmed">
            {EVIDENCE_FILE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')} · up to{' '}
            {formatBytes(EVIDENCE_FILE_MAX_BYTES)} each
          </Text>
        </Group>
      ) : null}
      {upload.error ? <FormAlert error={upload.error} /> : null}
      {download.error ? <FormAlert error={download.error} /> : null}
    </Stack>
  );
}
