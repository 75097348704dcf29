import { Suspense, lazy, useMemo, useState } from 'react';
import { ActionIcon, Button, Card, Group, Menu, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { canManageFunds, effectiveCompanyId, routeAccess } from '@esg/access-policy';
import type { Fund, Position, PositionSet } from '@esg/contracts/portfolio';
import { useAccessContext } from '@/app/access-context';
import { confirmAction } from '@/components/ui/confirm';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { AssurancePackButton } from '@/shared/assurance/assurance-pack-button';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { useCloseFund } from '../api/close-fund';
import { useChildCompanies } from '../api/get-child-companies';
import { usePositions } from '../api/get-positions';
import { useFunds } from '../api/list-funds';
import { FundFormModal } from './fund-form-modal';
import { FundSfdrDocuments } from './fund-sfdr-documents';
import { formatDay, formatEur } from './format';
import { PositionsFormModal } from './positions-form-modal';
import { PositionsImportModal } from './positions-import-modal';

// An LP fund's look-through (ADR 0220) loads only for an LP: a GP's page keeps its budget.
const LookThroughPanel = lazy(() =>
  import('./look-through-panel').then((m) => ({ default: m.LookThroughPanel })),
);

export interface FundManagerSearch {
  fund?: number;
  date?: string;
}

const fundColumn = createColumnHelper<Fund>();
const positionColumn = createColumnHelper<Position>();

/** /fundManager (spec 6.2 "Fund(s) Manager"): the company's funds and the positions of each quarter end. */
export function FundManagerPage({ search }: { search: FundManagerSearch }) {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  const canWrite = canManageFunds(ctx);
  const navigate = useNavigate({ from: '/fundManager' });
  const funds = useFunds(companyId);
  const children = useChildCompanies(companyId);
  const close = useCloseFund();
  const [editing, setEditing] = useState<Fund | 'new' | null>(null);

  const list = funds.data ?? [];
  const selected = list.find((f) => f.id === search.fund) ?? list[0] ?? null;
  const select = (changes: FundManagerSearch) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true });

  const confirmClose = (fund: Fund) =>
    confirmAction({
      title: `Close “${fund.name}”?`,
      message: 'A closed fund is read-only: its details, holdings and positions can no longer change.',
      confirmLabel: 'Close fund',
      danger: true,
      onConfirm: async () => {
        await close.mutateAsync({ fundId: fund.id });
        notifySuccess(`“${fund.name}” closed`);
      },
    });

  const columns = [
    fundColumn.accessor('name', {
      header: 'Fund',
      meta: { rowHeader: true, alwaysVisible: true },
      cell: ({ row }) => (
        <Stack gap={0} align="flex-start">
          <Button
            variant="subtle"
            px={4}
            fw={600}
            aria-pressed={selected?.id === row.original.id}
            onClick={() => select({ fund: row.original.id, date: undefined })}
          >
            {row.original.name}
          </Button>
          {row.original.strategy ? (
            <Text size="xs" c="dimmed" px={4}>
              {row.original.strategy}
            </Text>
          ) : null}
        </Stack>
      ),
    }),
    fundColumn.accessor('sfdrClassification', {
      header: 'SFDR',
      meta: { label: 'SFDR classification' },
      cell: (info) => (
        <StatusBadge set="sfdrClassification" code={info.getValue()} prefix="SFDR" withDescription />
      ),
    }),
    fundColumn.accessor('currency', { header: 'Currency', meta: { label: 'Currency' } }),
    fundColumn.accessor('vintage', { header: 'Vintage', meta: { label: 'Vintage', align: 'right' } }),
    fundColumn.accessor((f) => f.portfolioCompanyIds.length + f.gpFundIds.length, {
      id: 'holdings',
      header: 'Holdings',
      meta: { label: 'Holdings', align: 'right' },
    }),
    fundColumn.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <StatusBadge set="fundStatus" code={row.original.status} prefix="Status" />
          {row.original.closedOn ? (
            <Text size="xs" c="dimmed">
              {formatDay(row.original.closedOn)}
            </Text>
          ) : null}
        </Group>
      ),
    }),
    ...(canWrite
      ? [
          fundColumn.display({
            id: 'actions',
            header: () => <span className="visually-hidden-text">Actions</span>,
            meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
            cell: ({ row }) =>
              row.original.status === 'open' ? (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={`Actions for ${row.original.name}`}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => setEditing(row.original)}>Edit fund</Menu.Item>
                    <Menu.Divider />
                    <Menu.Item color="red" onClick={() => confirmClose(row.original)}>
                      Close fund
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ) : null,
          }),
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title="Fund Manager"
        description="Your funds, the portfolio companies they hold and their positions on each quarter end (the basis of the SFDR PAI and PCAF figures)."
        primaryAction={
          canWrite ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              Create fund
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <Card p="md">
          <DataTable
            label="Funds"
            itemName={['fund', 'funds']}
            columns={columns}
            data={funds.data}
            getRowId={(f) => String(f.id)}
            loading={funds.isLoading}
            fetching={funds.isFetching && !funds.isLoading}
            error={funds.error}
            onRetry={() => void funds.refetch()}
            paging={{ mode: 'client', pageSize: 20 }}
            sorting={{ mode: 'client', initial: [{ id: 'name', desc: false }] }}
            rowClassName={(row) => (row.original.id === selected?.id ? 'row-selected' : undefined)}
            empty={
              <EmptyState
                title="No funds yet."
                description="Create a fund, then record its positions on each quarter end."
                action={
                  canWrite ? (
                    <Button variant="light" onClick={() => setEditing('new')}>
                      Create fund
                    </Button>
                  ) : undefined
                }
              />
            }
          />
        </Card>
        {selected && ctx.user?.role === 'lp' && selected.gpFundIds.length > 0 ? (
          <Suspense fallback={null}>
            <LookThroughPanel key={`look-${selected.id}`} fund={selected} />
          </Suspense>
        ) : null}
        {selected ? (
          <FundPositions
            key={selected.id}
            fund={selected}
            canWrite={canWrite}
            companyNames={new Map((children.data ?? []).map((c) => [c.id, c.name]))}
            date={search.date}
            onDate={(date) => select({ fund: selected.id, date })}
          />
        ) : null}
        {selected && routeAccess('/pai-published-report', ctx).allowed ? (
          <FundSfdr key={`sfdr-${selected.id}`} fund={selected} />
        ) : null}
      </Stack>
      {editing !== null && companyId !== null ? (
        <FundFormModal
          companyId={companyId}
          fund={editing === 'new' ? null : editing}
          portfolioCompanies={children.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(fund) => select({ fund: fund.id, date: undefined })}
        />
      ) : null}
    </>
  );
}

function FundPositions({
  fund,
  canWrite,
  companyNames,
  date,
  onDate,
}: {
  fund: Fund;
  canWrite: boolean;
  companyNames: ReadonlyMap<number, string>;
  date: string | undefined;
  onDate: (date: string | undefined) => void;
}) {
  const positions = usePositions(fund.id);
  const [recording, setRecording] = useState<{ initial: PositionSet | null; date: string | null } | null>(
    null,
  );
  const [importing, setImporting] = useState(false);
  const sets = useMemo(
    () => [...(positions.data ?? [])].sort((a, b) => b.date.localeCompare(a.date)),
    [positions.data],
  );
  const current = sets.find((s) => s.date === date) ?? sets[0] ?? null;
  const writable = canWrite && fund.status === 'open';

  const columns = [
    positionColumn.accessor(
      (p) =>
        p.companyId !== null
          ? (companyNames.get(p.companyId) ?? `Company ${p.companyId}`)
          : (p.country ?? 'Cash'),
      { id: 'holding', header: 'Company or country', meta: { rowHeader: true, alwaysVisible: true } },
    ),
    positionColumn.accessor('instrument', {
      header: 'Instrument',
      meta: { label: 'Instrument' },
      cell: (info) => <StatusBadge set="instrument" code={info.getValue()} />,
    }),
    positionColumn.accessor('value', {
      header: 'Value (EUR)',
      meta: { label: 'Value', align: 'right' },
      cell: (info) => formatEur(info.getValue()),
    }),
    positionColumn.accessor('outstanding', {
      header: 'Outstanding (EUR)',
      meta: { label: 'Outstanding', align: 'right' },
      cell: (info) => formatEur(info.getValue()),
    }),
    positionColumn.accessor((p) => (current ? p.value / current.allInvestments : 0), {
      id: 'share',
      header: 'Share of all investments',
      meta: { label: 'Share', align: 'right' },
      cell: (info) => `${(info.getValue() * 100).toFixed(1)} %`,
    }),
  ];

  return (
    <Card p="md" component="section" aria-labelledby="positions-title">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <div>
          <Title order={2} size="h3" id="positions-title">
            Positions of {fund.name}
          </Title>
          <Text size="sm" c="dimmed">
            Values in EUR on each quarter end; a new set for a date replaces the previous one.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Quarter end"
            placeholder={sets.length ? undefined : 'None recorded'}
            data={sets.map((s) => ({ value: s.date, label: formatDay(s.date) }))}
            value={current?.date ?? null}
            onChange={(v) => onDate(v ?? undefined)}
            allowDeselect={false}
            w={170}
          />
          {writable ? (
            <>
              <Button variant="default" onClick={() => setImporting(true)}>
                Import from file
              </Button>
              <Button onClick={() => setRecording({ initial: current, date: null })}>Record positions</Button>
              <AssurancePackButton
                scope="fund"
                id={fund.id}
                period={current ? current.date.slice(0, 4) : String(new Date().getUTCFullYear() - 1)}
                name={fund.name}
              />
            </>
          ) : null}
        </Group>
      </Group>
      {current ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
          <StatCard
            label="All investments"
            value={formatEur(current.allInvestments)}
            hint="Entered by the manager (SFDR denominator)"
          />
          <StatCard
            label="Sum of positions"
            value={formatEur(current.positionsTotal)}
            hint={`${current.positions.length} ${current.positions.length === 1 ? 'position' : 'positions'}`}
            progress={(current.positionsTotal / current.allInvestments) * 100}
          />
          <StatCard
            label="Beyond the positions"
            value={formatEur(current.allInvestments - current.positionsTotal)}
            hint={`All investments − sum of positions · version ${current.version}`}
          />
        </SimpleGrid>
      ) : null}
      <DataTable
        label={current ? `Positions on ${formatDay(current.date)}` : 'Positions'}
        itemName={['position', 'positions']}
        columns={columns}
        data={positions.isLoading ? undefined : (current?.positions ?? [])}
        getRowId={(p) => `${p.instrument}:${p.companyId ?? ''}:${p.country ?? ''}`}
        loading={positions.isLoading}
        error={positions.error}
        onRetry={() => void positions.refetch()}
        paging={{ mode: 'client', pageSize: 20 }}
        empty={
          <EmptyState
            title="No positions recorded yet."
            description="Record the fund's holdings on a quarter end (31 Mar, 30 Jun, 30 Sep, 31 Dec)."
            action={
              writable ? (
                <Button variant="light" onClick={() => setRecording({ initial: null, date: null })}>
                  Record positions
                </Button>
              ) : undefined
            }
          />
        }
      />
      {recording ? (
        <PositionsFormModal
          fund={fund}
          companyNames={companyNames}
          initial={recording.initial}
          date={recording.date}
          onClose={() => setRecording(null)}
          onSaved={(set) => onDate(set.date)}
        />
      ) : null}
      {importing ? (
        <PositionsImportModal
          fund={fund}
          companyNames={companyNames}
          onClose={() => setImporting(false)}
          onSaved={(set) => onDate(set.date)}
        />
      ) : null}
    </Card>
  );
}

/** The SFDR documents of the year of the fund's latest positions (this year when none are recorded). */
function FundSfdr({ fund }: { fund: Fund }) {
  const positions = usePositions(fund.id);
  const latest = (positions.data ?? []).reduce<string | null>(
    (max, s) => (max === null || s.date > max ? s.date : max),
    null,
  );
  const year = latest ? Number(latest.slice(0, 4)) : new Date().getUTCFullYear();
  return <FundSfdrDocuments fund={fund} year={year} />;
}
