import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IMPORT_FILE_MAX_BYTES, type ImportResult } from '@esg/contracts/data-collection/index';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { errorMessage } from '@/components/ui/form-alert';
import { notifySuccess } from '@/lib/notify';
import { importRejectionOf, useImportValues } from '../api/import-values';

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
          Upload the filled Excel template of this response, or an Invest Europe machine-readable CSV
          (COMPOUND_ID, REPORTING_PERIOD, UNIT, VALUE, STATUS, COMMENTS). Every row is checked first: if one
          is refused, nothing is imported.
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
              {rejection.rejected.length} of {rejection.rowsRead} rows were refused. Correct them and upload
              the file again.
            </Text>
            <Table.ScrollContainer minWidth={560} mah={320}>
              <Table withTableBorder striped aria-label="Refused rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Row</Table.Th>
                    <Table.Th scope="col">Metric</Table.Th>
                    <Table.Th scope="col">Rule</Table.Th>
                    <Table.Th scope="col">Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rejection.rejected.map((row) => (
                    <Table.Tr key={`${row.row}-${row.rule}-${row.metricCode ?? ''}`}>
                      <Table.Td>{row.row}</Table.Td>
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
                {result.warnings.map((w) => `row ${w.row} ${w.metricCode}: ${w.message}`).join('; ')}
              </Text>
            ) : null}
          </Alert>
        ) : null}
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
