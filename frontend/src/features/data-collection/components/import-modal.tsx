import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import {
  IMPORT_FILE_MAX_BYTES,
  type ImportResult,
  type VsmeTemplateSummary,
} from '@esg/contracts/data-collection/index';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { errorMessage } from '@/components/ui/form-alert';
import { notifySuccess } from '@/lib/notify';
import { importRejectionOf, useImportValues } from '../api/import-values';

/** The identifier schemes the Digital Template offers, by the name a user knows them. */
const SCHEMES: ReadonlyArray<[RegExp, string]> = [
  [/17442/, 'LEI'],
  [/dnb\.com|duns/i, 'DUNS'],
  [/euid/i, 'EUID'],
  [/permid/i, 'PermID'],
];
const schemeName = (uri: string) => SCHEMES.find(([pattern]) => pattern.test(uri))?.[1] ?? 'Identifier';

/** What the Digital Template said about itself: version, undertaking, period and its own validation. */
export function VsmeTemplateSummaryView({ summary }: { summary: VsmeTemplateSummary }) {
  const id = summary.entityIdentifier;
  const rows: Array<[string, string]> = [
    ['Template', `VSME Digital Template ${summary.templateVersion}`],
    [
      'Undertaking',
      [summary.entityName, id ? `${schemeName(id.scheme)} ${id.identifier}` : null]
        .filter(Boolean)
        .join(' · ') || '—',
    ],
    [
      'Reporting period',
      summary.periodStart && summary.periodEnd ? `${summary.periodStart} to ${summary.periodEnd}` : '—',
    ],
    ['Currency', summary.currency ?? '—'],
    ['Values read', String(summary.valuesRead)],
    ["Template's own check", summary.validation.overall ?? 'not stated'],
  ];
  return (
    <Stack gap="xs" data-testid="vsme-summary">
      <Table withTableBorder variant="vertical" aria-label="Digital Template">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={190}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {summary.validation.sections.length > 0 ? (
        <Table.ScrollContainer minWidth={360} mah={220}>
          <Table withTableBorder striped aria-label="The template's check by section">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Section of the template</Table.Th>
                <Table.Th scope="col">Its own check</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.validation.sections.map((row) => (
                <Table.Tr key={row.section}>
                  <Table.Td>{row.section}</Table.Td>
                  <Table.Td>{row.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

interface ImportModalProps {
  responseId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Upload of the filled Excel template or an Invest Europe long CSV. All or nothing: when a row is
 * refused nothing is applied, and every refused row is listed with its metric and the reason.
 */
export function ImportModal({ responseId, opened, onClose }: ImportModalProps) {
  const [files, setFiles] = useState<File[]>([]);
  const importValues = useImportValues(responseId);
  const [result, setResult] = useState<ImportResult | null>(null);
  const rejection = importRejectionOf(importValues.error);
  // A workbook read by defined name (the VSME Digital Template) names each refused cell and paragraph.
  const placed = rejection?.rejected.some((row) => row.sheet) ?? false;
  const summary = result?.vsme ?? rejection?.vsme;
  const close = () => {
    setFiles([]);
    setResult(null);
    importValues.reset();
    onClose();
  };
  const upload = () => {
    const file = files[0];
    if (!file) return;
    setResult(null);
    importValues.mutate(file, {
      onSuccess: (data) => {
        setResult(data);
        notifySuccess(`${data.applied} value${data.applied === 1 ? '' : 's'} imported`);
      },
    });
  };
  return (
    <Modal opened={opened} onClose={close} title="Upload values" size="xl">
      <Stack gap="md">
        <Text size="sm">
          Upload the filled Excel template of this response, EFRAG&apos;s VSME Digital Template (versions
          1.1.0 to 1.3.0), or an Invest Europe machine-readable CSV (COMPOUND_ID, REPORTING_PERIOD, UNIT,
          VALUE, STATUS, COMMENTS). Every value is checked first: if one is refused, nothing is imported.
        </Text>
        <FileDropzone
          label="Template or CSV"
          extensions={['xlsx', 'csv']}
          maxBytes={IMPORT_FILE_MAX_BYTES}
          value={files}
          onChange={(next) => {
            setFiles(next);
            importValues.reset();
            setResult(null);
          }}
        />
        {rejection ? (
          <Alert color="red" variant="light" role="alert" title="Nothing was imported">
            <Text size="sm" mb="xs">
              {rejection.rejected.length} of {rejection.rowsRead} {rejection.vsme ? 'values' : 'rows'} were
              refused. Correct them and upload the file again.
            </Text>
            <Table.ScrollContainer minWidth={560} mah={320}>
              <Table withTableBorder striped aria-label="Refused rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{placed ? 'Cell' : 'Row'}</Table.Th>
                    {placed ? <Table.Th scope="col">VSME paragraph</Table.Th> : null}
                    <Table.Th scope="col">Metric</Table.Th>
                    <Table.Th scope="col">Rule</Table.Th>
                    <Table.Th scope="col">Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rejection.rejected.map((row) => (
                    <Table.Tr key={`${row.row}-${row.rule}-${row.metricCode ?? ''}`}>
                      <Table.Td>{row.sheet ? `${row.sheet} ${row.cell ?? ''}`.trim() : row.row}</Table.Td>
                      {placed ? <Table.Td>{row.paragraph ?? '—'}</Table.Td> : null}
                      <Table.Td>{row.metricCode ?? row.reference ?? '—'}</Table.Td>
                      <Table.Td>{row.rule}</Table.Td>
                      <Table.Td>{row.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Alert>
        ) : importValues.error ? (
          <Alert color="red" variant="light" role="alert" title="Nothing was imported">
            {errorMessage(importValues.error)}
          </Alert>
        ) : null}
        {result ? (
          <Alert color="brand" variant="light" role="status" title="Imported">
            {result.applied} value{result.applied === 1 ? '' : 's'} changed, {result.unchanged} unchanged of{' '}
            {result.rowsRead} rows. {result.completion.answered} of {result.completion.required} required
            values are now answered.
            {result.warnings.length > 0 ? (
              <Text size="sm" mt="xs">
                Warnings:{' '}
                {result.warnings
                  .map(
                    (w) =>
                      `${w.sheet ? `${w.sheet} ${w.cell ?? ''}`.trim() : `row ${w.row}`} ${w.metricCode}: ${w.message}`,
                  )
                  .join('; ')}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {summary ? <VsmeTemplateSummaryView summary={summary} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={upload} disabled={files.length === 0 || !!result} loading={importValues.isPending}>
            Import values
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
