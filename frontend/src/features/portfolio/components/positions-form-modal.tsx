import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { COMPANY_INSTRUMENTS, DEBT_INSTRUMENTS, type Fund, type PositionSet } from '@esg/contracts/portfolio';
import { positionsFormSchema, type PositionsFormValues } from '@esg/contracts/portfolio-forms';
import { FormAlert } from '@/components/ui/form-alert';
import { LabelSelect } from '@/components/ui/label-select';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useRecordPositions } from '../api/record-positions';
import { formatDay, formatEur, recentQuarterEnds } from './format';

type Row = PositionsFormValues['positions'][number];
const emptyRow = (): Row => ({ companyId: null, country: '', instrument: null, value: '', outstanding: '' });

interface PositionsFormModalProps {
  fund: Fund;
  /** Names of the companies the fund holds. */
  companyNames: ReadonlyMap<number, string>;
  /** The set to start from (replacing a date, or copying the last quarter). */
  initial: PositionSet | null;
  /** The quarter end to record; none lets the user choose. */
  date: string | null;
  onClose: () => void;
  onSaved?: (set: PositionSet) => void;
}

/**
 * Record the positions of a fund on one quarter end: every holding (company, instrument, value in EUR,
 * outstanding for debt) and the value of all investments. A new set for the date replaces the old one.
 */
export function PositionsFormModal({
  fund,
  companyNames,
  initial,
  date,
  onClose,
  onSaved,
}: PositionsFormModalProps) {
  const record = useRecordPositions(fund.id);
  const form = useZodForm(positionsFormSchema, {
    date: date ?? '',
    allInvestments: initial?.allInvestments ?? '',
    positions: initial?.positions.length
      ? initial.positions.map((p) => ({
          companyId: p.companyId,
          country: p.country ?? '',
          instrument: p.instrument,
          value: p.value,
          outstanding: p.outstanding ?? ('' as const),
        }))
      : fund.portfolioCompanyIds.map((companyId) => ({
          ...emptyRow(),
          companyId,
          instrument: 'unlisted_equity' as const,
        })),
  });
  const values = form.getValues();
  const companies = fund.portfolioCompanyIds.map((id) => ({
    value: String(id),
    label: companyNames.get(id) ?? `Company ${id}`,
  }));
  const quarterEnds = recentQuarterEnds(new Date().toISOString().slice(0, 10), 8).map((d) => ({
    value: d,
    label: formatDay(d),
  }));
  const total = values.positions.reduce((sum, p) => sum + (typeof p.value === 'number' ? p.value : 0), 0);

  const save = form.submit((request) => {
    const { date: day, ...body } = request;
    record.mutate(
      { date: day, request: body },
      {
        onSuccess: (set) => {
          notifySuccess(`Positions of ${formatDay(set.date)} recorded`);
          onSaved?.(set);
          onClose();
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={`Record positions of “${fund.name}”`} size="min(1100px, 96vw)">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" grow>
            <Select
              label="Quarter end"
              required
              data={quarterEnds}
              allowDeselect={false}
              {...form.getInputProps('date')}
            />
            <NumberInput
              label="Current value of all investments (EUR)"
              description="Cash, sovereigns and derivatives included (SFDR)"
              required
              min={0}
              thousandSeparator=","
              {...form.getInputProps('allInvestments')}
            />
          </Group>
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing={4} aria-label="Positions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Company or country</Table.Th>
                  <Table.Th>Instrument</Table.Th>
                  <Table.Th>Value (EUR)</Table.Th>
                  <Table.Th>Outstanding (EUR)</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden-text">Remove</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.positions.map((row, index) => (
                  <PositionRow
                    key={index}
                    index={index}
                    row={row}
                    companies={companies}
                    form={form}
                    onRemove={() => form.removeListItem('positions', index)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('positions', emptyRow())}
            >
              Add position
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              Sum of positions: {formatEur(total)}
            </Text>
          </Group>
          <FormAlert error={record.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Save positions
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PositionRow({
  index,
  row,
  companies,
  form,
  onRemove,
}: {
  index: number;
  row: Row;
  companies: Array<{ value: string; label: string }>;
  form: ReturnType<typeof useZodForm<typeof positionsFormSchema>>;
  onRemove: () => void;
}) {
  const instrument = row.instrument;
  const namesCompany = instrument === null || COMPANY_INSTRUMENTS.includes(instrument);
  const isDebt = instrument !== null && DEBT_INSTRUMENTS.includes(instrument);
  const n = index + 1;
  return (
    <Table.Tr>
      <Table.Td miw={220}>
        {instrument === 'sovereign_bond' ? (
          <TextInput
            aria-label={`Country of position ${n}`}
            placeholder="DE"
            maxLength={2}
            {...form.getInputProps(`positions.${index}.country`)}
          />
        ) : namesCompany ? (
          <Select
            aria-label={`Company of position ${n}`}
            placeholder="Company"
            data={companies}
            value={row.companyId === null ? null : String(row.companyId)}
            onChange={(v) =>
              form.setFieldValue(`positions.${index}.companyId`, v === null ? null : Number(v))
            }
            error={form.errors[`positions.${index}.companyId`]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Cash
          </Text>
        )}
      </Table.Td>
      <Table.Td miw={190}>
        <LabelSelect
          aria-label={`Instrument of position ${n}`}
          set="instrument"
          placeholder="Instrument"
          {...form.getInputProps(`positions.${index}.instrument`)}
          onChange={(v) => {
            form.setFieldValue(`positions.${index}.instrument`, v);
            if (v !== null && !COMPANY_INSTRUMENTS.includes(v))
              form.setFieldValue(`positions.${index}.companyId`, null);
            if (v !== null && !DEBT_INSTRUMENTS.includes(v))
              form.setFieldValue(`positions.${index}.outstanding`, '');
          }}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Value of position ${n} in EUR`}
          min={0}
          thousandSeparator=","
          {...form.getInputProps(`positions.${index}.value`)}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Outstanding amount of position ${n} in EUR`}
          min={0}
          thousandSeparator=","
          disabled={!isDebt}
          placeholder={isDebt ? '' : 'Debt only'}
          {...form.getInputProps(`positions.${index}.outstanding`)}
        />
      </Table.Td>
      <Table.Td>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove position ${n}`} onClick={onRemove}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
