import { Anchor, Group, List, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { ACTION_PLAN_ERRORS } from '@esg/contracts/action-plans';
import { useDownloadFile } from '../api/download-file';
import type { StoredFile } from '../api/schemas';
import { Failure } from './failure';
import { formatBytes, formatDate } from './format';

/** Files of a plan, each downloadable (as an attachment) by whoever may see the plan. */
export function FileList({ files, label }: { files: readonly StoredFile[]; label: string }) {
  const download = useDownloadFile();
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No files yet.
      </Text>
    );
  return (
    <>
      <Failure error={download.error} fallback={ACTION_PLAN_ERRORS.download} />
      <List aria-label={label} spacing={4} listStyleType="none" p={0}>
        {files.map((file) => (
          <List.Item key={file.fileId}>
            <Group gap={8} wrap="nowrap">
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
          </List.Item>
        ))}
      </List>
    </>
  );
}
