import { useId, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Input, List, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import '@mantine/dropzone/styles.layer.css';

interface FileDropzoneProps {
  label: string;
  /** Accepted extensions without the dot (the server checks the content too). */
  extensions: readonly string[];
  maxBytes: number;
  maxFiles?: number;
  value: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  error?: string;
  description?: string;
}

/** A file size as people read it: 240 KB, 3.5 MB. */
export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Files to upload: dropped or picked (Mantine Dropzone, keyboard-operable as a button), listed with
 * their size, each removable before sending; refused files are named with the reason.
 */
export function FileDropzone({
  label,
  extensions,
  maxBytes,
  maxFiles = 1,
  value,
  onChange,
  disabled,
  error,
  description,
}: FileDropzoneProps) {
  const id = useId();
  const openRef = useRef<() => void>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const accept: Record<string, string[]> = {};
  for (const ext of extensions) (accept[mimeOf(ext)] ??= []).push(`.${ext}`);
  const onReject = (rejections: FileRejection[]) =>
    setRefused(
      rejections.map(
        (r) =>
          `${r.file.name}: ${r.errors[0]?.code === 'file-too-large' ? `larger than ${formatBytes(maxBytes)}` : r.errors[0]?.code === 'too-many-files' ? `at most ${maxFiles} file${maxFiles === 1 ? '' : 's'}` : 'this type of file is not accepted'}`,
      ),
    );
  return (
    <Input.Wrapper
      label={label}
      description={
        description ??
        `${extensions.map((e) => e.toUpperCase()).join(', ')} · up to ${formatBytes(maxBytes)}${maxFiles > 1 ? ` · ${maxFiles} files` : ''}`
      }
      error={error}
      id={id}
    >
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={(files) => {
            setRefused([]);
            onChange(maxFiles === 1 ? files.slice(0, 1) : [...value, ...files].slice(0, maxFiles));
          }}
          onReject={onReject}
          maxSize={maxBytes}
          maxFiles={maxFiles}
          multiple={maxFiles > 1}
          accept={accept}
          disabled={disabled}
          // The drop area is not a control itself; its "Choose" button is (keyboard, screen readers).
          openRef={openRef}
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          inputProps={{ 'aria-label': label }}
          radius="md"
          p="md"
        >
          <Group justify="center" gap="sm" mih={52}>
            <IconFileUpload size={26} stroke={1.5} aria-hidden />
            <Text size="sm">Drop {maxFiles > 1 ? 'files' : 'a file'} here or</Text>
            <Button
              size="xs"
              variant="light"
              disabled={disabled}
              onClick={() => openRef.current?.()}
              aria-describedby={`${id}-label`}
            >
              Choose {maxFiles > 1 ? 'files' : 'a file'}
            </Button>
          </Group>
        </Dropzone>
        {value.length > 0 ? (
          <List spacing={4} size="sm" listStyleType="none" aria-label={`${label}: chosen files`}>
            {value.map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" truncate>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(file.size)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    color="gray"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        {refused.length > 0 ? (
          <Text size="sm" c="red.9" role="alert">
            Not added: {refused.join('; ')}
          </Text>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}

/** The media type a browser reports for an extension, so the picker filters by both. */
function mimeOf(ext: string): string {
  const types: Record<string, string> = {
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xls: 'application/vnd.ms-excel',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ppt: 'application/vnd.ms-powerpoint',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    csv: 'text/csv',
    txt: 'text/plain',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
  };
  return types[ext] ?? 'application/octet-stream';
}
