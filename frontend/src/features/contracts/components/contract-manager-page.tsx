import { useMemo, useState } from 'react';
import { ActionIcon, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuilding,
  IconCalendarX,
  IconFileCertificate,
  IconPencil,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { Contract, ContractStatus } from '@esg/contracts/company-contracts';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { ToneBadge } from '@/components/ui/status-badge';
import { useContracts } from '../api/list-contracts';
import {
  ContractStatusBadge,
  contractTypeLabel,
  COMPANY_TYPE_LABELS,
  daysLeftText,
  formatDay,
} from './contract-format';

const column = createColumnHelper<Contract>();
type Filter = 'all' | ContractStatus | 'demo';

/**
 * /contract-manager (spec 6.1: the one contract-manager admin): every company's contract, its
 * status and limits; the way to edit one (/contract-form) or read it (/contract-information).
 */
export function ContractManagerPage() {
  const contracts = useContracts();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  const all = contracts.data ?? [];
  const counts = useMemo(() => {
    const by = (status: ContractStatus) => all.filter((c) => c.status === status).length;
    return {
      active: by('active'),
      expiring: by('expiring'),
      expired: by('expired'),
      demo: all.filter((c) => c.contractType === 'demo').length,
    };
  }, [all]);
  const shown =
    filter === 'all'
      ? contracts.data
      : all.filter((c) => (filter === 'demo' ? c.contractType === 'demo' : c.status === filter));

  const columns = [
    column.accessor('companyName', {
      header: 'Company',
      meta: { rowHeader: true, alwaysVisible: true },
      cell: ({ row }) => (
        <Stack gap={0}>
          <AnchorLink to="/contract-information" search={{ companyId: row.original.companyId }} fw={600}>
            {row.original.companyName}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            {COMPANY_TYPE_LABELS[row.original.companyType]}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('contractType', {
      header: 'Contract',
      meta: { label: 'Contract' },
      cell: (info) => (
        <ToneBadge tone={info.getValue() === 'demo' ? 'warning' : 'brand'}>
          {contractTypeLabel(info.getValue())}
        </ToneBadge>
      ),
    }),
    column.accessor('startDate', {
      header: 'Start',
      meta: { label: 'Start' },
      cell: (info) => formatDay(info.getValue(), 'Not set'),
    }),
    column.accessor('endDate', {
      header: 'End',
      meta: { label: 'End' },
      cell: (info) => formatDay(info.getValue(), 'Open-ended'),
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: ({ row }) => (
        <Stack gap={2}>
          <ContractStatusBadge status={row.original.status} />
          {row.original.status === 'expiring' || row.original.status === 'expired' ? (
            <Text size="xs" c="dimmed">
              {daysLeftText(row.original.daysLeft)}
            </Text>
          ) : null}
        </Stack>
      ),
    }),
    column.accessor((c) => c.limits.portfolioCompanies, {
      id: 'portfolioCompanies',
      header: 'Portfolio companies',
      meta: { label: 'Portfolio companies', align: 'right' },
      cell: ({ row }) => `${row.original.portfolioCompaniesUsed} / ${row.original.limits.portfolioCompanies}`,
    }),
    column.accessor((c) => c.limits.teamMembers, {
      id: 'teamMembers',
      header: 'Team members',
      meta: { label: 'Team members', align: 'right' },
    }),
    column.accessor((c) => c.limits.contributors, {
      id: 'contributors',
      header: 'Contributors',
      meta: { label: 'Contributors', align: 'right' },
    }),
    column.accessor((c) => c.standards.length, {
      id: 'standards',
      header: 'Standards',
      meta: { label: 'Standards' },
      cell: ({ row }) =>
        row.original.standards.length === 0 ? (
          <Text size="sm" c="dimmed">
            None listed
          </Text>
        ) : (
          <Text size="sm">{row.original.standards.map((s) => s.name).join(', ')}</Text>
        ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden-text">Actions</span>,
      meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
      cell: ({ row }) => (
        <Tooltip label="Edit contract">
          <ActionIcon
            variant="subtle"
            aria-label={`Edit the contract of ${row.original.companyName}`}
            onClick={() =>
              void navigate({ to: '/contract-form', search: { companyId: row.original.companyId } })
            }
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    }),
  ];

  return (
    <>
      <PageHeader
        title="Contract Manager"
        description="Each company's contract: demo or paid, its period and the limits the access manager enforces. When a contract ends, the company's workplace becomes read-only until it is renewed."
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <StatCard
            label="Active"
            value={counts.active}
            tone="success"
            icon={<IconFileCertificate size={18} aria-hidden />}
          />
          <StatCard
            label="Ending within 30 days"
            value={counts.expiring}
            tone="warning"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          />
          <StatCard
            label="Expired"
            value={counts.expired}
            tone="danger"
            icon={<IconCalendarX size={18} aria-hidden />}
          />
          <StatCard
            label="Demo contracts"
            value={counts.demo}
            tone="info"
            icon={<IconBuilding size={18} aria-hidden />}
          />
        </SimpleGrid>
        <Card p="md">
          <DataTable
            label="Contracts"
            itemName={['contract', 'contracts']}
            columns={columns}
            data={shown}
            getRowId={(c) => String(c.companyId)}
            loading={contracts.isPending}
            fetching={contracts.isFetching && !contracts.isPending}
            error={contracts.error}
            onRetry={() => void contracts.refetch()}
            filter={{ mode: 'client', placeholder: 'Find a company' }}
            paging={{ mode: 'client', pageSize: 25 }}
            sorting={{ mode: 'client', initial: [{ id: 'companyName', desc: false }] }}
            initialColumnVisibility={{ contributors: false, standards: false }}
            toolbar={
              <Group gap="xs">
                <SegmentedControl
                  size="xs"
                  aria-label="Show contracts"
                  value={filter}
                  onChange={(value) => setFilter(value)}
                  data={[
                    { value: 'all', label: 'All' },
                    { value: 'expiring', label: 'Ending soon' },
                    { value: 'expired', label: 'Expired' },
                    { value: 'demo', label: 'Demo' },
                  ]}
                />
              </Group>
            }
            empty={
              <EmptyState
                title={filter === 'all' ? 'No company yet.' : 'No contract matches.'}
                description={
                  filter === 'all'
                    ? 'Companies appear here once registered or invited.'
                    : 'Show all contracts to see the others.'
                }
              />
            }
          />
        </Card>
      </Stack>
    </>
  );
}
