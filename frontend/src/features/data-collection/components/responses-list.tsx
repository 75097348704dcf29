import { Button, Card, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { isContributor, effectiveCompanyId } from '@esg/access-policy';
import { labelOptions } from '@esg/contracts/labels';
import type { ResponseSummary } from '@esg/contracts/data-collection/index';
import { useAccessContext } from '@/app/access-context';
import { confirmAction } from '@/components/ui/confirm';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { usePortfolioCompanies } from '../api/get-portfolio-companies';
import { useFrameworks } from '../api/get-frameworks';
import { RESPONSES_PAGE_SIZE, useResponses } from '../api/get-responses';
import { responseListParams, type ResponseListSearch } from '../response-route';
import { usePublishResponse } from '../api/publish-response';
import { useSubmitResponse } from '../api/submit-response';
import { formatDate } from './format';
import { EDITABLE_STATUSES, periodLabel, REVIEWABLE_STATUSES, sidesOf, SUBMITTABLE_STATUSES } from './sides';

const column = createColumnHelper<ResponseSummary>();

/** Reporting periods offered by the filter: this year and the five before, annual only (the API takes any). */
function periodOptions(today = new Date()): string[] {
  const year = today.getUTCFullYear();
  return Array.from({ length: 6 }, (_, i) => String(year - i));
}

interface ResponsesListProps {
  search: ResponseListSearch;
  /** The route the filters navigate on (/data-responses, or /collect-data without a response). */
  from: '/data-responses' | '/collect-data' | '/review-contributor-response' | '/published-data';
  title: string;
  description: string;
  /** The route shows one status only (/published-data): no status filter, and the empty state says so. */
  statusFixed?: boolean;
}

/**
 * /data-responses (issue 8): the responses of the caller's company and, for a GP, of its portfolio
 * companies, by framework and period, with status, progress and the actions the caller's side allows.
 */
export function ResponsesList({ search, from, title, description, statusFixed = false }: ResponsesListProps) {
  const navigate = useNavigate({ from });
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  const contributor = ctx.user ? isContributor(ctx.user) : false;
  const isGp = ctx.user?.role === 'gp' && !contributor;
  const params = responseListParams(search);
  const responses = useResponses(params);
  const frameworks = useFrameworks();
  const companies = usePortfolioCompanies(companyId, isGp);
  const submit = useSubmitResponse();
  const publish = usePublishResponse();
  const setSearch = (changes: Partial<ResponseListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, page: 1, ...changes }) });

  const confirmSubmit = (r: ResponseSummary) =>
    confirmAction({
      title: `Submit ${r.standardName} ${periodLabel(r.period)} for review?`,
      message: `${r.completion.answered} of ${r.completion.required} required values are answered. The reviewer is told; values can no longer be changed unless returned.`,
      confirmLabel: 'Submit for review',
      onConfirm: async () => {
        await submit.mutateAsync({ responseId: r.id });
        notifySuccess(`${r.companyName} · ${r.standardName} ${periodLabel(r.period)} submitted for review`);
      },
    });
  const confirmPublish = (r: ResponseSummary) =>
    confirmAction({
      title: `Publish ${r.companyName} · ${r.standardName} ${periodLabel(r.period)}?`,
      message:
        'The period is locked and its values count in reports, scores and benchmarks. Reopening it later needs a reason.',
      confirmLabel: 'Publish',
      onConfirm: async () => {
        await publish.mutateAsync({ responseId: r.id });
        notifySuccess(`${r.companyName} · ${r.standardName} ${periodLabel(r.period)} published`);
      },
    });

  const columns = [
    column.accessor('companyName', {
      header: 'Company',
      meta: { rowHeader: true, alwaysVisible: true, width: '20%' },
      cell: ({ row }) => (
        <AnchorLink
          to="/collect-data"
          search={{ responseId: row.original.id }}
          fw={600}
          aria-label={`${row.original.companyName} ${row.original.standardName} ${row.original.period}`}
        >
          {row.original.companyName}
        </AnchorLink>
      ),
    }),
    column.accessor('standardName', {
      header: 'Framework',
      meta: { label: 'Framework' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.standardName}</Text>
          <Text size="xs" c="dimmed">
            version {row.original.frameworkVersion}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('period', {
      header: 'Period',
      meta: { label: 'Period' },
      cell: (info) => periodLabel(info.getValue()),
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { label: 'Status' },
      cell: ({ row }) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge set="responseStatus" code={row.original.status} prefix="Status" withDescription />
          {row.original.overdue && row.original.status !== 'published' ? (
            <ToneBadge tone="danger" size="sm">
              Overdue
            </ToneBadge>
          ) : null}
        </Stack>
      ),
    }),
    column.accessor((r) => r.completion.percent, {
      id: 'progress',
      header: 'Progress',
      meta: { label: 'Progress', width: 150 },
      cell: ({ row }) => {
        const c = row.original.completion;
        return (
          <Stack gap={4}>
            <Text size="sm">
              {c.answered} of {c.required} required
            </Text>
            <Progress value={c.percent} size="sm" aria-label={`${c.percent} % of required values answered`} />
          </Stack>
        );
      },
    }),
    column.accessor('dueDate', {
      header: 'Due',
      meta: { label: 'Due' },
      cell: (info) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(info.getValue())}
        </Text>
      ),
    }),
    column.accessor('lastActivityAt', {
      header: 'Last activity',
      meta: { label: 'Last activity' },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(row.original.lastActivityAt)}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {row.original.lastPublishedAt
              ? `published ${formatDate(row.original.lastPublishedAt)}`
              : row.original.submittedAt
                ? `submitted ${formatDate(row.original.submittedAt)}`
                : `requested ${formatDate(row.original.requestedAt)}`}
          </Text>
        </Stack>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { label: 'Actions', alwaysVisible: true },
      cell: ({ row }) => {
        const r = row.original;
        const sides = sidesOf(r, companyId, contributor);
        const name = `${r.companyName} ${r.standardName} ${r.period}`;
        const canEnter = sides.reporting && EDITABLE_STATUSES.includes(r.status);
        const complete = r.completion.answered >= r.completion.required;
        return (
          <Group gap="xs" wrap="nowrap">
            <ButtonLink
              to="/collect-data"
              search={{ responseId: r.id }}
              size="xs"
              variant={canEnter ? 'filled' : 'default'}
              aria-label={`${canEnter ? 'Answer' : 'Open'} ${name}`}
            >
              {canEnter ? 'Answer' : 'Open'}
            </ButtonLink>
            {sides.reporting && !contributor && SUBMITTABLE_STATUSES.includes(r.status) && complete ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => confirmSubmit(r)}
                aria-label={`Submit ${name}`}
              >
                Submit
              </Button>
            ) : null}
            {sides.reviewing && REVIEWABLE_STATUSES.includes(r.status) ? (
              <ButtonLink
                to="/review-contributor-response"
                search={{ responseId: r.id }}
                size="xs"
                variant="light"
                aria-label={`Review ${name}`}
              >
                Review
              </ButtonLink>
            ) : null}
            {sides.reviewing && r.status === 'accepted' ? (
              <Button size="xs" onClick={() => confirmPublish(r)} aria-label={`Publish ${name}`}>
                Publish
              </Button>
            ) : null}
            {r.publicationNumber > 0 ? (
              <ButtonLink
                to="/published-data"
                search={{ responseId: r.id }}
                size="xs"
                variant="subtle"
                aria-label={`Published values of ${name}`}
              >
                Published
              </ButtonLink>
            ) : null}
          </Group>
        );
      },
    }),
  ];

  const filtered =
    search.company !== undefined ||
    search.standard !== undefined ||
    !!search.period ||
    (!!search.status && !statusFixed);

  return (
    <>
      <PageHeader title={title} description={description} />
      <Group gap="md" mb="md" align="flex-end" wrap="wrap">
        {isGp ? (
          <Select
            label="Company"
            placeholder="All companies"
            data={[
              ...(ctx.company
                ? [{ value: String(ctx.company.id), label: `${ctx.company.name} (own data)` }]
                : []),
              ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            value={search.company === undefined ? null : String(search.company)}
            onChange={(value) => setSearch({ company: value === null ? undefined : Number(value) })}
            clearable
            searchable
            w={{ base: '100%', sm: 240 }}
          />
        ) : null}
        <Select
          label="Framework"
          placeholder="All frameworks"
          data={(frameworks.data ?? []).map((f) => ({ value: String(f.standardId), label: f.name }))}
          value={search.standard === undefined ? null : String(search.standard)}
          onChange={(value) => setSearch({ standard: value === null ? undefined : Number(value) })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label="Period"
          placeholder="All periods"
          data={periodOptions()}
          value={search.period ?? null}
          onChange={(value) => setSearch({ period: value ?? undefined })}
          clearable
          w={{ base: '100%', sm: 140 }}
        />
        {statusFixed ? null : (
          <Select
            label="Status"
            placeholder="All statuses"
            data={labelOptions('responseStatus')}
            value={search.status ?? null}
            onChange={(value) => setSearch({ status: value ?? undefined })}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
        )}
      </Group>
      <Card p="md">
        <DataTable
          label="Data responses"
          itemName={['response', 'responses']}
          columns={columns}
          data={responses.data?.responses}
          getRowId={(r) => String(r.id)}
          loading={responses.isPending}
          fetching={responses.isFetching && !responses.isPending}
          error={responses.error}
          onRetry={() => void responses.refetch()}
          paging={{
            mode: 'server',
            page: params.page,
            pageSize: RESPONSES_PAGE_SIZE,
            totalPages: responses.data?.meta.totalPages ?? 0,
            total: responses.data?.meta.total,
            onPageChange: (page) => setSearch({ page }),
          }}
          empty={
            <EmptyState
              title={
                filtered
                  ? 'No response matches these filters.'
                  : statusFixed
                    ? 'Nothing published yet.'
                    : 'No data requested yet.'
              }
              description={
                filtered
                  ? 'Clear a filter to see more.'
                  : statusFixed
                    ? 'A response appears here once it is published; the others are on Data Responses.'
                    : isGp
                      ? 'Responses appear here once data is requested from a portfolio company.'
                      : 'Responses appear here once your investor asks for data, or you start your own.'
              }
            />
          }
        />
      </Card>
    </>
  );
}
