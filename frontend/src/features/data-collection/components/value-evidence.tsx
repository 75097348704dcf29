import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconFileText, IconMapPin, IconX } from '@tabler/icons-react';
import type { EvidenceCitation, ResponseCitations } from '@esg/contracts/data-collection/index';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useCiteEvidence } from '../api/citations';
import { RemoveEvidenceButton } from './remove-evidence';
import { EvidenceViewer, placeLabel } from '@/shared/evidence/evidence-viewer';

/**
 * The documents behind one value (ADR 0185), each with its place — "annual-report.pdf, page 2" and the quoted
 * words — opening the document there. The company's users may say where a document of the period backs the
 * value, or take that back.
 */
export function ValueEvidence({
  responseId,
  metricCode,
  metricName,
  citations,
  canCite,
  periodCitations = [],
}: {
  responseId: number;
  metricCode: string;
  metricName: string;
  citations: EvidenceCitation[];
  canCite: boolean;
  /** Every place the period's documents back a value: removing a document lists those it backs. */
  periodCitations?: EvidenceCitation[];
}) {
  const [open, setOpen] = useState<EvidenceCitation | null>(null);
  const { remove } = useCiteEvidence(responseId, metricCode);
  if (citations.length === 0) return null;
  return (
    <>
      <Stack
        gap={2}
        component="ul"
        aria-label={`Evidence of ${metricName}`}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {citations.map((c) => (
          <Group
            key={c.citationId ?? `file-${c.fileId}`}
            gap={4}
            wrap="nowrap"
            align="flex-start"
            component="li"
          >
            <IconFileText size={14} aria-hidden style={{ marginTop: 3, flex: 'none' }} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                style={{ overflowWrap: 'anywhere' }}
                onClick={() => setOpen(c)}
              >
                {c.fileName}, {placeLabel(c)}
              </Anchor>
              {c.quote ? (
                <Text size="xs" c="dimmed" fs="italic" lineClamp={2}>
                  “{c.quote}”
                </Text>
              ) : null}
            </Stack>
            {canCite && c.citationId ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Stop citing ${c.fileName}, ${placeLabel(c)}, for ${metricName}`}
                loading={remove.isPending && remove.variables === c.citationId}
                onClick={() =>
                  remove.mutate(c.citationId!, {
                    onSuccess: () => notifySuccess('Citation removed; the document stays attached'),
                  })
                }
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            ) : null}
            {canCite ? (
              <RemoveEvidenceButton
                responseId={responseId}
                fileId={c.fileId}
                fileName={c.fileName}
                periodCitations={periodCitations}
              />
            ) : null}
          </Group>
        ))}
      </Stack>
      {remove.error ? <FormAlert error={remove.error} /> : null}
      {open ? <EvidenceViewer citation={open} metricName={metricName} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

type Field = 'fileId' | 'page' | 'cell' | 'quote';

/** "page: the document has 3 pages" → the page field says "The document has 3 pages." */
function fieldError(error: unknown): { field: Field; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const match = /^(fileId|page|cell|quote): (.*)$/.exec(error.message);
  if (!match) return null;
  const text = match[2] ?? '';
  return { field: match[1] as Field, message: `${text.charAt(0).toUpperCase()}${text.slice(1)}.` };
}

/** The company says where in one of the period's documents the value is read from. */
export function CiteEvidenceButton({
  responseId,
  metricCode,
  metricName,
  files,
}: {
  responseId: number;
  metricCode: string;
  metricName: string;
  files: ResponseCitations['files'];
}) {
  const [opened, setOpened] = useState(false);
  if (files.length === 0) return null;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconMapPin size={14} aria-hidden />}
        aria-label={`Show where ${metricName} is in a document`}
        onClick={() => setOpened(true)}
      >
        Show where in a document
      </Button>
      {opened ? (
        <CiteEvidenceModal
          responseId={responseId}
          metricCode={metricCode}
          metricName={metricName}
          files={files}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </>
  );
}

function CiteEvidenceModal({
  responseId,
  metricCode,
  metricName,
  files,
  onClose,
}: {
  responseId: number;
  metricCode: string;
  metricName: string;
  files: ResponseCitations['files'];
  onClose: () => void;
}) {
  const { cite } = useCiteEvidence(responseId, metricCode);
  const [fileId, setFileId] = useState<string | null>(files.length === 1 ? (files[0]?.fileId ?? null) : null);
  const [page, setPage] = useState<string | number>('');
  const [cell, setCell] = useState('');
  const [quote, setQuote] = useState('');
  const [missing, setMissing] = useState<Field | null>(null);
  const file = files.find((f) => f.fileId === fileId) ?? null;
  const server = fieldError(cite.error);
  const errorOf = (field: Field, own: string) =>
    missing === field ? own : server?.field === field ? server.message : undefined;

  const submit = () => {
    if (!file) return setMissing('fileId');
    if (file.kind === 'pdf' && (typeof page !== 'number' || page < 1)) return setMissing('page');
    if (file.kind === 'spreadsheet' && cell.trim() === '') return setMissing('cell');
    setMissing(null);
    cite.mutate(
      {
        fileId: file.fileId,
        page: file.kind === 'pdf' && typeof page === 'number' ? page : undefined,
        cell: file.kind === 'spreadsheet' ? cell.trim() : undefined,
        quote: quote.trim() || undefined,
      },
      {
        onSuccess: (c) => {
          notifySuccess(`${metricName}: ${c.fileName}, ${placeLabel(c)}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Show where the value is"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Your investor and its auditors open the document at this place beside {metricName}. One document can
          back many values.
        </Text>
        <Select
          label="Document"
          required
          placeholder="Choose a document attached this period"
          data={files.map((f) => ({ value: f.fileId, label: f.fileName }))}
          value={fileId}
          onChange={(v) => {
            setFileId(v);
            setMissing(null);
            cite.reset();
          }}
          error={errorOf('fileId', 'Choose the document the value is read from.')}
          comboboxProps={{ withinPortal: true }}
        />
        {file?.kind === 'pdf' ? (
          <NumberInput
            label="Page"
            required
            min={1}
            allowDecimal={false}
            value={page}
            onChange={(v) => {
              setPage(v);
              setMissing(null);
            }}
            error={errorOf('page', 'Give the page the value is on.')}
          />
        ) : null}
        {file?.kind === 'spreadsheet' ? (
          <TextInput
            label="Cell"
            required
            description="For example B12, or Emissions!B12 for a cell of the sheet named Emissions."
            value={cell}
            onChange={(e) => {
              setCell(e.currentTarget.value);
              setMissing(null);
            }}
            error={errorOf('cell', 'Give the cell the value is read from.')}
          />
        ) : null}
        <Textarea
          label="Quote"
          description={
            file?.kind === 'spreadsheet'
              ? 'Left empty, the cell’s content is quoted.'
              : 'The words or the figure as they stand in the document.'
          }
          autosize
          minRows={2}
          maxLength={2000}
          value={quote}
          onChange={(e) => setQuote(e.currentTarget.value)}
          error={errorOf('quote', '')}
        />
        {cite.error && !server ? <FormAlert error={cite.error} /> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={cite.isPending} onClick={submit}>
            Save place
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
