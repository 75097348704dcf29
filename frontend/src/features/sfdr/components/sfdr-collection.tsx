import { useMemo, useState } from 'react';
import { Alert, Card, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { effectiveCompanyId, STANDARD_IDS } from '@esg/access-policy';
import type { MonitoringRow } from '@esg/contracts/monitoring';
import type { PaiStatementSource } from '@esg/contracts/reporting';
import { useAccessContext } from '@/app/access-context';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { useMonitoring } from '@/shared/data-requests/get-monitoring';
import { ReminderModal } from '@/shared/data-requests/reminder-modal';
import {
  MonitoringEmpty,
  MonitoringRowMenu,
  monitoringColumns,
  monitoringHeaderActions,
} from '@/shared/data-requests/monitoring-table';
import { RequestDataModal } from '@/shared/data-requests/request-data-modal';
import { formatDay } from '@/lib/dates';
import { usePaiStatement } from '../api/pai-statement';
import { share } from './format';

const SFDR = STANDARD_IDS.SFDR;
const column = createColumnHelper<SfdrRow>();
const shared = monitoringColumns(column, { completionLabel: 'Answered' });

/** A monitoring row of the SFDR standard with what the PAI figures of the year use of the company. */
type SfdrRow = MonitoringRow & { pai: PaiStatementSource | null };

const rowId = (r: SfdrRow) => `${r.company.id}|${r.period}`;

/**
 * /sfdr-collection (issue 10, step 1 of the SFDR path): the collection of the SFDR questionnaire
 * (standard 8) across the portfolio. It reads the monitoring answer of data collection (GET
 * /api/monitoring?standardId=8, the same as the Reporting Dashboard's) and, per company, whether its
 * published data is used in the entity's PAI figures of the reference year (the read model's sources).
 * SFDR data is asked for and reminded of here with the monitoring endpoints.
 */
export function SfdrCollectionPage() {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  const monitors =
    ctx.company !== null &&
    (ctx.company.type === 'gp' || ctx.company.type === 'lp') &&
    ctx.user?.permission !== 'Contributor';
  if (companyId === null || ctx.company === null) return null;
  if (!monitors)
    return (
      <>
        <PageHeader title="SFDR Collection" />
        <Card>
          <EmptyState
            title="The SFDR collection status is your investors’ view."
            description="Your investors follow here which portfolio companies have answered the SFDR questionnaire. Answer yours in data collection; once published it flows into their PAI figures."
            action={<ButtonLink to="/data-responses">Open data collection</ButtonLink>}
          />
        </Card>
      </>
    );
  return <SfdrCollection companyId={companyId} />;
}

function SfdrCollection({ companyId }: { companyId: number }) {
  const year = new Date().getUTCFullYear();
  const [fundId, setFundId] = useState<number | undefined>();
  const [period, setPeriod] = useState<string | undefined>();
  const [overdueOnly, setOverdueOnly] = useState(false);
  const query = {
    companyId,
    standardId: SFDR,
    ...(fundId ? { fundId } : {}),
    ...(period ? { period } : {}),
    ...(overdueOnly ? { overdue: 'true' as const } : {}),
  };
  const monitoring = useMonitoring(query);
  const statement = usePaiStatement({ kind: 'entity', companyId }, year);
  const [requesting, setRequesting] = useState<{ companyIds: number[]; period?: string } | null>(null);
  const [reminding, setReminding] = useState<SfdrRow[] | null>(null);
  const data = monitoring.data;
  const reportsSfdr = !data || data.standards.some((s) => s.id === SFDR);

  const rows = useMemo<SfdrRow[]>(() => {
    const sources = new Map((statement.data?.sources ?? []).map((s) => [s.companyId, s]));
    return (data?.rows ?? [])
      .filter((r) => r.standardId === SFDR)
      .map((r) => ({ ...r, pai: sources.get(r.company.id) ?? null }));
  }, [data, statement.data]);

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
              {row.original.contact.email}
              {row.original.contact.status === 'active' ? '' : ' · not signed in yet'}
            </Text>
          </Stack>
        ),
      }),
      shared.funds,
      column.accessor('period', { header: 'Period', meta: { label: 'Period' } }),
      shared.status,
      shared.completion,
      shared.dueDate,
      column.accessor((r) => r.pai?.dataYear ?? null, {
        id: 'pai',
        header: `In ${year} PAI figures`,
        meta: { label: `In ${year} PAI figures` },
        cell: ({ row }) => {
          const pai = row.original.pai;
          if (!pai) return <Text size="sm">—</Text>;
          const last = pai.publications[pai.publications.length - 1];
          return (
            <Stack gap={0}>
              <Text size="sm">{pai.dataYear} data</Text>
              {last ? (
                <Text size="xs" c="dimmed">
                  published {formatDay(last.publishedAt)}
                </Text>
              ) : null}
            </Stack>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden-text">Actions</span>,
        meta: { label: 'Actions', alwaysVisible: true, align: 'right' },
        cell: ({ row }) => {
          const r = row.original;
          return (
            <MonitoringRowMenu
              row={r}
              label={`${r.company.name} ${r.period}`}
              requestLabel="Request SFDR data"
              onRequest={() => setRequesting({ companyIds: [r.company.id], period: r.period })}
              onRemind={() => setReminding([r])}
            />
          );
        },
      }),
    ],
    [year],
  );

  const companies = new Set(rows.map((r) => r.company.id));
  const asked = new Set(rows.filter((r) => r.responseId !== null).map((r) => r.company.id));
  const published = new Set(rows.filter((r) => r.status === 'published').map((r) => r.company.id));
  const overdue = rows.filter((r) => r.overdueDays > 0);
  const inPai = rows.filter((r) => r.pai !== null).map((r) => r.company.id);
  const table1 = (statement.data?.indicators ?? []).filter(
    (i) => i.table === 'Table 1' && !i.supplementary && i.coverage !== null,
  );
  const meanCoverage = table1.length
    ? table1.reduce((sum, i) => sum + (i.coverage ?? 0), 0) / table1.length
    : null;
  const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((100 * n) / of));

  return (
    <>
      <PageHeader
        title="SFDR Collection"
        description="Which portfolio companies have been asked for the SFDR principal-adverse-impact data, who has answered, and whose published data the PAI figures use."
        {...monitoringHeaderActions({
          requestLabel: 'Request SFDR data',
          requestDisabled: !data || !reportsSfdr,
          overdue: overdue.length,
          onRequest: () => setRequesting({ companyIds: [] }),
          onRemindOverdue: () => setReminding(overdue),
        })}
      />
      {!reportsSfdr ? (
        <Alert color="yellow" variant="light" mb="md" title="Your company does not report against SFDR">
          Add the SFDR standard to your company’s standards to ask your portfolio companies for the PAI data.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="md">
        <StatCard
          label="Asked for SFDR data"
          value={`${asked.size} of ${companies.size}`}
          hint="portfolio companies"
          progress={pct(asked.size, companies.size)}
          tone="info"
        />
        <StatCard
          label="Published"
          value={`${published.size} of ${companies.size}`}
          hint="answered and published"
          progress={pct(published.size, companies.size)}
          tone="success"
        />
        <StatCard
          label="Overdue"
          value={overdue.length}
          tone={overdue.length ? 'danger' : 'neutral'}
          hint={data ? `as of ${formatDay(data.today)}` : undefined}
        />
        <StatCard
          label={`In the ${year} PAI figures`}
          value={`${new Set(inPai).size} ${new Set(inPai).size === 1 ? 'company' : 'companies'}`}
          hint={
            meanCoverage === null
              ? 'no figures yet'
              : `Table 1 coverage ${share(meanCoverage)} by value (mean)`
          }
          tone="brand"
          footer={
            <AnchorLink to="/viewPaiCalculation" search={{ year }} size="sm">
              View the PAI calculation
            </AnchorLink>
          }
        />
      </SimpleGrid>
      <DataTable
        label="SFDR collection status"
        itemName={['row', 'rows']}
        columns={columns}
        data={monitoring.isPending ? undefined : rows}
        getRowId={rowId}
        loading={monitoring.isPending}
        fetching={monitoring.isFetching}
        error={monitoring.error}
        onRetry={() => void monitoring.refetch()}
        sorting={{ mode: 'client' }}
        initialColumnVisibility={{ funds: false }}
        filter={{ mode: 'client', placeholder: 'Search companies' }}
        paging={{ mode: 'client', pageSize: 25 }}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <Select
              aria-label="Filter by fund"
              placeholder="All funds"
              clearable
              w={220}
              data={(data?.funds ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
              value={fundId ? String(fundId) : null}
              onChange={(v) => setFundId(v ? Number(v) : undefined)}
            />
            <Select
              aria-label="Filter by period"
              placeholder="All periods"
              clearable
              w={140}
              data={data?.periods ?? []}
              value={period ?? null}
              onChange={(v) => setPeriod(v ?? undefined)}
            />
            <Switch
              label="Overdue only"
              checked={overdueOnly}
              onChange={(e) => setOverdueOnly(e.currentTarget.checked)}
            />
          </Group>
        }
        empty={
          <MonitoringEmpty
            filtered={Boolean(fundId || period || overdueOnly)}
            onClear={() => {
              setFundId(undefined);
              setPeriod(undefined);
              setOverdueOnly(false);
            }}
          />
        }
      />
      {requesting && data ? (
        <RequestDataModal
          title="Request SFDR data"
          overview={data}
          rows={rows}
          standards={[{ id: SFDR, name: 'SFDR' }]}
          initial={requesting}
          hint="Each company answers the SFDR questionnaire in data collection: the inputs of every Table 1 indicator and of the optional indicators you selected."
          success="SFDR data requested"
          onClose={() => setRequesting(null)}
        />
      ) : null}
      {reminding ? <ReminderModal rows={reminding} onClose={() => setReminding(null)} /> : null}
    </>
  );
}
