import { possessive } from '@esg/contracts/text';
import { useMemo } from 'react';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { effectiveCompanyId, isContributor } from '@esg/access-policy';
import type { CompanyReporting, MonitoringStatus, RelatedCompany } from '@esg/contracts/monitoring';
import { labelText } from '@esg/contracts/labels';
import { useAccessContext } from '@/app/access-context';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { useRelatedCompanies, type RelationKind } from '../api/company-relations';
import { useCompany } from '../api/get-company';
import { formatDay } from './format';

/** Statuses in which the company still owes the data (the service's OWED_STATUSES). */
const OWED: readonly MonitoringStatus[] = ['requested', 'in_progress', 'returned', 'reopened'];

interface Row extends RelatedCompany {
  /** The newest period of its reporting, one row per standard. */
  latest: CompanyReporting[];
  /** Rows of any period that are overdue; the largest overdue days. */
  overdue: number;
  maxOverdueDays: number;
}

/** The reporting of a related company: its newest period's rows, and what is overdue over all periods. */
export function summariseReporting(company: RelatedCompany): Row {
  const newest = company.reporting.reduce<string | null>(
    (max, r) => (max === null || r.period > max ? r.period : max),
    null,
  );
  const overdue = company.reporting.filter((r) => r.overdueDays > 0);
  return {
    ...company,
    latest: company.reporting.filter((r) => r.period === newest),
    overdue: overdue.length,
    maxOverdueDays: Math.max(0, ...overdue.map((r) => r.overdueDays)),
  };
}

const column = createColumnHelper<Row>();

const TEXT: Record<
  RelationKind,
  { title: string; table: string; description: (name: string) => string; empty: [string, string] }
> = {
  investors: {
    title: 'Investors',
    table: 'Investors',
    description: (name) =>
      `Who invests in ${name} — its parent company and the investors whose funds hold it — and where ${possessive(name, '’')} reporting to each stands.`,
    empty: [
      'No investor yet',
      'The company that invited you, and the investors whose funds hold yours, are listed here.',
    ],
  },
  managed: {
    title: 'Management',
    table: 'Managed companies',
    description: (name) =>
      `The companies ${name} manages — those it invited and those its funds hold — and where their reporting stands.`,
    empty: [
      'No managed company yet',
      'Invite portfolio companies from the access manager, or add holdings to your funds.',
    ],
  },
};

/** "Parent", "Invited by you", "Through Fund I, Fund II": what relates the two companies. */
function relationText(kind: RelationKind, row: RelatedCompany): string {
  const parts: string[] = [];
  if (row.relations.includes('parent')) parts.push('Parent company');
  if (row.relations.includes('child')) parts.push('Invited by you');
  if (row.relations.includes('fund') && row.funds.length > 0) {
    const funds = row.funds.map((f) => f.name).join(', ');
    parts.push(kind === 'investors' ? `Invests through ${funds}` : `Held by ${funds}`);
  } else if (row.relations.includes('fund')) parts.push('Through funds');
  return parts.join(' · ');
}

/**
 * /investor and /management (spec 2.1, Reporting menu; issue 9): the investors above the company or
 * the companies it manages, with the reporting status of each from the monitoring read model. An
 * admin at home (no workplace visited) gets the company workplaces on /management instead (the
 * route decides).
 */
export function RelatedCompaniesPage({ kind }: { kind: RelationKind }) {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  const contributor = ctx.user !== null && isContributor(ctx.user);
  const related = useRelatedCompanies(kind, contributor ? null : companyId);
  // The company shown: a demo contract's user sees the demo company, not its own.
  const shown = useCompany(companyId).data?.company;
  const text = TEXT[kind];
  const name = shown?.name ?? 'your company';
  const rows = useMemo(() => related.data?.map(summariseReporting), [related.data]);
  const columns = useMemo(
    () => [
      column.accessor((r) => r.company.name, {
        id: 'company',
        header: 'Company',
        meta: { rowHeader: true, alwaysVisible: true, width: 240 },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {row.original.company.name}
            </Text>
            <Text size="xs" c="dimmed">
              {labelText('companyType', row.original.company.type)}
            </Text>
          </Stack>
        ),
      }),
      column.accessor((r) => relationText(kind, r), {
        id: 'relation',
        header: 'Relation',
        meta: { label: 'Relation' },
      }),
      column.accessor((r) => r.contact.name ?? r.contact.email, {
        id: 'contact',
        header: 'Contact',
        meta: { label: 'Contact' },
        cell: ({ row }) => {
          const { contact } = row.original;
          return (
            <Stack gap={0}>
              <Text size="sm">{contact.name ?? contact.email}</Text>
              <Text size="xs" c="dimmed">
                {contact.status === 'active'
                  ? contact.email
                  : contact.status === 'invited'
                    ? 'Invited, not signed in yet'
                    : 'No account yet'}
              </Text>
            </Stack>
          );
        },
      }),
      column.display({
        id: 'reporting',
        header: 'Reporting status',
        meta: { label: 'Reporting status' },
        cell: ({ row }) =>
          row.original.latest.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing to report
            </Text>
          ) : (
            <Stack gap={4}>
              {row.original.latest.map((r) => (
                <Group key={`${r.standardId}-${r.period}`} gap={6} wrap="nowrap">
                  <Text size="xs" c="dimmed" w={96}>
                    {r.standardName} {r.period}
                  </Text>
                  <StatusBadge
                    set="monitoringStatus"
                    code={r.status}
                    prefix={`${r.standardName} ${r.period}`}
                  />
                  {r.completion !== null ? (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {r.completion} %
                    </Text>
                  ) : null}
                  {r.responseId !== null ? (
                    <AnchorLink
                      size="xs"
                      to="/collect-data"
                      search={{ responseId: r.responseId }}
                      aria-label={`Open ${possessive(row.original.company.name, '’')} ${r.standardName} ${r.period} response`}
                    >
                      Open
                    </AnchorLink>
                  ) : null}
                </Group>
              ))}
            </Stack>
          ),
      }),
      column.accessor('maxOverdueDays', {
        header: 'Overdue',
        meta: { label: 'Overdue', align: 'right' },
        cell: ({ row }) =>
          row.original.overdue > 0 ? (
            <Stack gap={2} align="flex-end">
              <ToneBadge tone="danger">
                {row.original.maxOverdueDays} {row.original.maxOverdueDays === 1 ? 'day' : 'days'} overdue
              </ToneBadge>
              {row.original.latest
                .filter((r) => r.overdueDays > 0)
                .map((r) => (
                  <Text key={r.standardId} size="xs" c="dimmed">
                    {r.standardName} due {formatDay(r.dueDate)}
                  </Text>
                ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ),
      }),
    ],
    [kind],
  );

  if (companyId === null) return null;
  if (contributor) {
    return (
      <>
        <PageHeader title={text.title} />
        <EmptyState
          title="Not for contributors"
          description="Contributors answer the data requests assigned to them; the company’s investors and managed companies are its team’s."
          action={<AnchorLink to="/collect-data">Open your data collection</AnchorLink>}
        />
      </>
    );
  }
  const all = rows ?? [];
  const owing = all.filter((r) => r.latest.some((s) => OWED.includes(s.status))).length;
  const overdue = all.filter((r) => r.overdue > 0).length;
  const monitors = shown?.type === 'gp' || shown?.type === 'lp';
  return (
    <>
      <PageHeader
        title={text.title}
        description={text.description(name)}
        primaryAction={
          kind === 'managed' && monitors ? (
            <ButtonLink to="/view-childs-data">Open monitoring</ButtonLink>
          ) : null
        }
        secondaryActions={
          // An LP's funds' look-through: the PAI figures of the GP funds they hold (ADR 0220).
          kind === 'managed' && shown?.type === 'lp' && !contributor ? (
            <ButtonLink to="/fundManager" variant="default">
              Look-through of your funds
            </ButtonLink>
          ) : null
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="lg">
        <StatCard label={kind === 'investors' ? 'Investors' : 'Companies'} value={rows ? all.length : '—'} />
        <StatCard
          label={kind === 'investors' ? 'Reports in progress' : 'Owing data'}
          value={rows ? owing : '—'}
          hint="in the newest period"
          tone={owing > 0 ? 'warning' : 'neutral'}
        />
        <StatCard
          label="Overdue"
          value={rows ? overdue : '—'}
          hint={kind === 'investors' ? 'investors waiting past a due date' : 'companies past a due date'}
          tone={overdue > 0 ? 'danger' : 'neutral'}
        />
      </SimpleGrid>
      <DataTable
        label={text.table}
        itemName={kind === 'investors' ? ['investor', 'investors'] : ['company', 'companies']}
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.company.id)}
        loading={related.isPending}
        fetching={related.isFetching}
        error={related.error}
        onRetry={() => void related.refetch()}
        sorting={{ mode: 'client', initial: [{ id: 'company', desc: false }] }}
        filter={{ mode: 'client', placeholder: 'Search companies' }}
        empty={
          <EmptyState
            title={text.empty[0]}
            description={text.empty[1]}
            action={
              kind === 'managed' ? (
                <AnchorLink to="/access-manager">Open the access manager</AnchorLink>
              ) : undefined
            }
          />
        }
      />
    </>
  );
}
