import { useEffect, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import type { EvidenceCitation } from '@esg/contracts/data-collection/index';
import { errorMessage } from '@/components/ui/form-alert';
import { apiDownload } from '@/lib/api-client';
import { formatDay } from '@/lib/dates';
import { saveBlob } from '@/lib/save-file';

/** The document's content (GET /api/responses/{id}/evidence/{fileId}), typed so the browser can show it. */
export async function fetchEvidence(responseId: number, fileId: string, mediaType: string): Promise<Blob> {
  const blob = await apiDownload(`/responses/${responseId}/evidence/${encodeURIComponent(fileId)}`);
  return new Blob([blob], { type: mediaType.split(';')[0] });
}

/** What the viewer needs of a citation: the data-collection citation, or a figure's lineage's evidence. */
export type ViewedEvidence = Pick<
  EvidenceCitation,
  | 'citationId'
  | 'fileId'
  | 'fileName'
  | 'mediaType'
  | 'kind'
  | 'responseId'
  | 'page'
  | 'cell'
  | 'quote'
  | 'at'
> & { byName?: string | null };

/** "page 2", "cell Emissions!B3", "the whole document". */
export function placeLabel(citation: Pick<EvidenceCitation, 'page' | 'cell' | 'kind'>): string {
  if (citation.page !== null) return `page ${citation.page}`;
  if (citation.cell !== null) return `cell ${citation.cell}`;
  return citation.kind === 'image' ? 'the whole picture' : 'the whole document';
}

interface SheetWindow {
  sheet: string;
  columns: string[];
  rows: Array<{ row: number; cells: string[] }>;
  target: { row: number; column: string };
}

/** The cited cell with the cells around it, read from the workbook itself (SheetJS, loaded when needed). */
async function sheetWindow(blob: Blob, reference: string): Promise<SheetWindow | null> {
  const XLSX = await import('xlsx');
  const workbook = XLSX.read(await blob.arrayBuffer(), { type: 'array' });
  const bang = reference.lastIndexOf('!');
  const name = bang >= 0 ? reference.slice(0, bang).replace(/^'(.*)'$/, '$1') : workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet || !name) return null;
  const target = XLSX.utils.decode_cell(reference.slice(bang + 1));
  const firstRow = Math.max(0, target.r - 3);
  const firstCol = Math.max(0, target.c - 2);
  const columns = Array.from({ length: 5 }, (_, i) => XLSX.utils.encode_col(firstCol + i));
  const rows = Array.from({ length: 7 }, (_, i) => firstRow + i).map((r) => ({
    row: r + 1,
    cells: columns.map((_, i) => {
      const cell = sheet[XLSX.utils.encode_cell({ r, c: firstCol + i })] as
        { w?: string; v?: string | number | boolean | Date } | undefined;
      return cell ? (cell.w ?? (cell.v === undefined ? '' : String(cell.v))) : '';
    }),
  }));
  return {
    sheet: name,
    columns,
    rows,
    target: { row: target.r + 1, column: XLSX.utils.encode_col(target.c) },
  };
}

/**
 * The drill-down of a value's evidence (ADR 0185; shared since a figure's lineage opens it too, ADR 0220): the document opened where the value is read from — a PDF
 * in the browser's viewer at its page (`#page=`), a workbook's cell among its neighbours, a picture whole —
 * with the quote and who cited it.
 */
export function EvidenceViewer({
  citation,
  metricName,
  onClose,
}: {
  citation: ViewedEvidence;
  metricName: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [grid, setGrid] = useState<SheetWindow | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    let made: string | null = null;
    fetchEvidence(citation.responseId, citation.fileId, citation.mediaType)
      .then(async (content) => {
        if (!live) return;
        setBlob(content);
        made = URL.createObjectURL(content);
        setUrl(made);
        if (citation.kind === 'spreadsheet' && citation.cell !== null) {
          const window = await sheetWindow(content, citation.cell).catch(() => null);
          if (live) setGrid(window);
        }
      })
      .catch((error: unknown) => live && setFailure(error));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [citation]);

  const at = citation.kind === 'pdf' && citation.page !== null ? `#page=${citation.page}` : '';
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={`Evidence for ${metricName}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {citation.fileName}, {placeLabel(citation)}
        </Text>
        {citation.quote ? (
          <Text size="sm" fs="italic" data-testid="evidence-quote">
            “{citation.quote}”
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {citation.citationId ? 'Cited' : 'Attached'} by {citation.byName ?? 'the company'} on{' '}
          {formatDay(citation.at)}
        </Text>
        {failure ? (
          <Alert color="red" role="alert" variant="light">
            {errorMessage(failure)}
          </Alert>
        ) : !url ? (
          <Group gap="xs">
            <Loader size="sm" role="status" aria-label="Opening the document" />
            <Text size="sm">Opening the document…</Text>
          </Group>
        ) : citation.kind === 'pdf' ? (
          <Box
            component="iframe"
            title={`${citation.fileName}, ${placeLabel(citation)}`}
            src={`${url}${at}`}
            style={{
              width: '100%',
              height: phone ? '65vh' : '70vh',
              border: '1px solid var(--mantine-color-gray-3)',
            }}
          />
        ) : citation.kind === 'image' ? (
          <Box
            component="img"
            src={url}
            alt={`${citation.fileName}, the evidence for ${metricName}`}
            style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        ) : grid ? (
          <ScrollArea>
            <Table
              withTableBorder
              withColumnBorders
              aria-label={`Sheet ${grid.sheet} around cell ${grid.target.column}${grid.target.row}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{grid.sheet}</Table.Th>
                  {grid.columns.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {grid.rows.map((r) => (
                  <Table.Tr key={r.row}>
                    <Table.Th>{r.row}</Table.Th>
                    {r.cells.map((text, i) => {
                      const cited = r.row === grid.target.row && grid.columns[i] === grid.target.column;
                      return (
                        <Table.Td
                          key={grid.columns[i]}
                          data-cited={cited || undefined}
                          fw={cited ? 700 : undefined}
                          bg={cited ? 'yellow.1' : undefined}
                          style={cited ? { outline: '2px solid var(--mantine-color-yellow-7)' } : undefined}
                        >
                          {text}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        ) : (
          <Text size="sm">This document is not shown here: download it to read it.</Text>
        )}
        <Group gap="xs">
          {blob ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => saveBlob(blob, citation.fileName)}
            >
              Download
            </Button>
          ) : null}
          {url && citation.kind === 'pdf' ? (
            <Button
              variant="subtle"
              component="a"
              href={`${url}${at}`}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              Open in a new tab
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
