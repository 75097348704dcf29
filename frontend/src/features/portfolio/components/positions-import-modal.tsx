import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { IMPORT_FILE_MAX_BYTES } from '@esg/contracts/data-collection/index';
import { POSITION_IMPORT_COLUMNS, type Fund, type PositionSet } from '@esg/contracts/portfolio';
import { positionsImportFormSchema } from '@esg/contracts/portfolio-forms';
import { csvRow } from '@esg/contracts/spreadsheet-cells';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { errorMessage } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { positionsImportRefusalOf, useImportPositions } from '../api/import-positions';
import { formatDay, recentQuarterEnds } from './format';

interface PositionsImportModalProps {
  fund: Fund;
  /** Names of the companies the fund holds (the example file lists them). */
  companyNames: ReadonlyMap<number, string>;
  onClose: () => void;
  onSaved?: (set: PositionSet) => void;
}

/** A CSV to start from: the header and one row per company the fund holds. */
function exampleCsv(fund: Fund, companyNames: ReadonlyMap<number, string>): string {
  // A company names itself: csvRow neutralises a name that would start a formula (issue 23, finding 4);
  // the import reads it back without the apostrophe.
  const rows = fund.portfolioCompanyIds.map((id) =>
    csvRow([companyNames.get(id) ?? String(id), 'unlisted_equity', '', '', '']),
  );
  return [csvRow(POSITION_IMPORT_COLUMNS), ...rows, ',cash,,,'].join('\n') + '\n';
}

/**
 * Import a quarter end's positions from a CSV or an Excel workbook (its first sheet): columns company
 * (name or id), instrument (code or label), value and outstanding in EUR, country. The same rules as
 * the form; all or nothing: every refused row is listed with its reason and nothing is recorded.
 */
export function PositionsImportModal({ fund, companyNames, onClose, onSaved }: PositionsImportModalProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const importPositions = useImportPositions(fund.id);
  const refusal = positionsImportRefusalOf(importPositions.error);
  const form = useZodForm(positionsImportFormSchema, { date: '', allInvestments: '' });
  const quarterEnds = recentQuarterEnds(new Date().toISOString().slice(0, 10), 8).map((d) => ({
    value: d,
    label: formatDay(d),
  }));
  const example = `data:text/csv;charset=utf-8,${encodeURIComponent(exampleCsv(fund, companyNames))}`;

  const submit = form.submit(({ date, allInvestments }) => {
    const file = files[0];
    if (!file) {
      setFileError('Choose the positions file (.csv or .xlsx)');
      return;
    }
    importPositions.mutate(
      { date, allInvestments, file },
      {
        onSuccess: (set) => {
          notifySuccess(`${set.positions.length} positions recorded for ${formatDay(set.date)}`);
          onSaved?.(set);
          onClose();
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={`Import positions of ${fund.name}`} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            A CSV, or an Excel workbook whose first sheet has a header row with the columns{' '}
            <strong>{POSITION_IMPORT_COLUMNS.join(', ')}</strong>: the portfolio company’s name (empty for a
            sovereign bond or cash), the instrument, the value and, for debt, the outstanding amount in EUR,
            and the country of a sovereign bond. Every row is checked first: if one is refused, nothing is
            recorded.{' '}
            <Anchor href={example} download={`positions-${fund.id}.csv`}>
              Download an example
            </Anchor>
          </Text>
          <Group grow align="flex-start">
            <Select
              label="Quarter end"
              required
              data={quarterEnds}
              allowDeselect={false}
              {...form.getInputProps('date')}
            />
            <NumberInput
              label="All investments (EUR)"
              description="The fund’s current value of all investments on that date"
              required
              min={0}
              thousandSeparator=","
              {...form.getInputProps('allInvestments')}
            />
          </Group>
          <FileDropzone
            label="Positions file"
            extensions={['csv', 'xlsx']}
            maxBytes={IMPORT_FILE_MAX_BYTES}
            value={files}
            error={fileError}
            onChange={(next) => {
              setFiles(next);
              setFileError(undefined);
              importPositions.reset();
            }}
          />
          {refusal ? (
            <Alert color="red" variant="light" role="alert" title="Nothing was recorded">
              <Text size="sm" mb="xs">
                {refusal.rejected.length} {refusal.rejected.length === 1 ? 'problem' : 'problems'} in{' '}
                {refusal.rowsRead} {refusal.rowsRead === 1 ? 'row' : 'rows'}. Correct the file and import it
                again.
              </Text>
              <Table.ScrollContainer minWidth={520} mah={320}>
                <Table withTableBorder striped aria-label="Refused rows">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Row</Table.Th>
                      <Table.Th scope="col">Company</Table.Th>
                      <Table.Th scope="col">Reason</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {refusal.rejected.map((row, index) => (
                      <Table.Tr key={`${row.row}-${row.rule}-${index}`}>
                        <Table.Td>{row.row}</Table.Td>
                        <Table.Td>{row.reference ?? '—'}</Table.Td>
                        <Table.Td>{row.reason}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Alert>
          ) : importPositions.error ? (
            <Alert color="red" variant="light" role="alert" title="Nothing was recorded">
              {errorMessage(importPositions.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={importPositions.isPending}>
              Import positions
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
