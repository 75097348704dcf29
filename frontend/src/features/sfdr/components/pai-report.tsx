import { Suspense, lazy, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  LoadingOverlay,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconListCheck,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react';
import type { PaiAction } from '@esg/contracts/action-plans';
import { cycleYearLabel, labelText } from '@esg/contracts/labels';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { AssurancePackButton } from '@/shared/assurance/assurance-pack-button';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryError } from '@/components/ui/query-error';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/links';
import type { ExplainTarget } from '@/shared/pai-lineage/explain-drawer';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadEet, eetFileName } from '../api/download-eet';
import { useFunds } from '../api/funds';
import { useOptionalIndicators } from '../api/optional-indicators';
import { portfolioCompaniesQueryOptions } from '../api/portfolio-companies';
import { usePaiActions } from '../api/pai-actions';
import { usePaiStatement, type PaiScope } from '../api/pai-statement';
import { usePaiTexts, useSavePaiText } from '../api/pai-texts';
import { figure, reportedIndicators, share } from './format';
import { PaiScopePicker } from './pai-scope-picker';
import {
  REPORT_COLUMNS,
  actionLine,
  actionsForRow,
  reportGroups,
  statementCompanies,
  type ReportGroup,
  type ReportRow,
} from './pai-report-model';
import { SPINNER_MS, downloadPaiExcel, downloadPaiPdf } from './pai-export';

// The drawer (and the evidence viewer it opens) loads when a figure is explained: the page's chunk keeps its budget.
const ExplainDrawer = lazy(() =>
  import('@/shared/pai-lineage/explain-drawer').then((m) => ({ default: m.ExplainDrawer })),
);

/** Column widths of the six columns (the texts get the room). */
const WIDTHS = ['15%', '19%', '9%', '9%', '30%', '18%'];

/**
 * The action-plan recommendations linked to the row's indicator (ADR 0055), each with "Insert", which
 * adds its line (action taken or planned) to the Actions text. Live: the list follows the plans.
 */
function LinkedActions({
  linked,
  error,
  text,
  onInsert,
}: {
  linked: readonly PaiAction[];
  error: Error | null;
  text: string;
  onInsert: (line: string) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-label="Linked actions from action plans">
      <Title order={3} size="h5">
        Linked actions from action plans ({linked.length})
      </Title>
      {error ? (
        <Text size="sm" c="dimmed">
          The action plans could not be read: {error.message}
        </Text>
      ) : linked.length === 0 ? (
        <Text size="sm" c="dimmed">
          No recommendation of your action plans addresses this indicator yet. Link one from its
          recommendation form (SFDR PAI indicators addressed).
        </Text>
      ) : (
        linked.map((a) => {
          const line = actionLine(a);
          const inserted = text.includes(line);
          return (
            <Paper key={a.recommendationId} withBorder p="xs" radius="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {a.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.portfolioCompanyName ?? `Company ${a.portfolioCompanyId}`} · {a.actionPlanTitle}{' '}
                    {a.year} · due {a.dueDate.slice(0, 10)}
                  </Text>
                  <Badge size="xs" variant="light" color={a.status === 'signed-off' ? 'green' : 'blue'}>
                    {labelText('recommendationStatus', a.status)}
                  </Badge>
                </Stack>
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconPlus size={12} aria-hidden />}
                  disabled={inserted}
                  onClick={() => onInsert(line)}
                  aria-label={`Insert ${a.title}`}
                >
                  {inserted ? 'Inserted' : 'Insert'}
                </Button>
              </Group>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}

function EditTexts({
  row,
  linked,
  linkedError,
  onClose,
  save,
}: {
  row: ReportRow | null;
  /** Null where the user has no action plans: the section is left out. */
  linked: readonly PaiAction[] | null;
  linkedError: Error | null;
  onClose: () => void;
  save: ReturnType<typeof useSavePaiText>;
}) {
  const [explanation, setExplanation] = useState(row?.explanation ?? '');
  const [actions, setActions] = useState(row?.actions ?? '');
  if (!row) return null;
  const insert = (line: string) =>
    setActions((current) => (current.trim() ? `${current.trimEnd()}\n${line}` : line));
  const submit = () =>
    save.mutate(
      { indicatorId: row.id, request: { explanation, actions, expectedVersion: row.version } },
      {
        onSuccess: () => {
          notifySuccess('Text saved');
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} size="xl" title={`${row.id} ${row.indicator}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {row.metric}
        </Text>
        <Textarea
          label="Explanation"
          autosize
          minRows={4}
          value={explanation}
          onChange={(e) => setExplanation(e.currentTarget.value)}
        />
        <Textarea
          label="Actions taken, and actions planned and targets set for the next reference period"
          autosize
          minRows={3}
          value={actions}
          onChange={(e) => setActions(e.currentTarget.value)}
        />
        {linked ? (
          <LinkedActions linked={linked} error={linkedError} text={actions} onInsert={insert} />
        ) : null}
        <FormAlert error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save texts
          </Button>
        </Group>
        {row.text && row.text.history.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              History
            </Title>
            <Timeline bulletSize={14} lineWidth={2} active={row.text.history.length}>
              {[...row.text.history].reverse().map((h) => (
                <Timeline.Item key={h.version} title={`Version ${h.version}`}>
                  <Text size="xs" c="dimmed">
                    {new Date(h.changedAt).toLocaleString('en-GB')} by user {h.changedBy}
                  </Text>
                  {h.changes.explanation ? (
                    <Text size="xs" lineClamp={3}>
                      Explanation: {h.changes.explanation.after || '(empty)'}
                    </Text>
                  ) : null}
                  {h.changes.actions ? (
                    <Text size="xs" lineClamp={3}>
                      Actions: {h.changes.actions.after || '(empty)'}
                    </Text>
                  ) : null}
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}

function GroupTable({
  group,
  year,
  canEdit,
  onEdit,
  onExplain,
  linkedOf,
}: {
  group: ReportGroup;
  year: number;
  canEdit: boolean;
  onEdit: (row: ReportRow) => void;
  onExplain: (row: ReportRow) => void;
  linkedOf: (row: ReportRow) => readonly PaiAction[];
}) {
  const headers = REPORT_COLUMNS(year);
  const sectors = group.rows.filter((r) => r.sector);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={group.title}>
      <Title order={2} size="h4" mb="sm">
        {group.title}
      </Title>
      <Table.ScrollContainer minWidth={1000}>
        <Table striped withTableBorder verticalSpacing="sm" aria-label={group.title}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((h, i) => (
                <Table.Th key={h} ta={i === 2 || i === 3 ? 'right' : undefined} w={WIDTHS[i]}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={600} fz="sm">
                  {row.id} {row.indicator.replace(/^\d+\.\s*/, '')}
                </Table.Th>
                <Table.Td fz="sm">{row.metric}</Table.Td>
                <Table.Td ta="right" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {figure(row.impact)}
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {row.impact === null ? '' : row.unit}
                  </Text>
                  {row.impact !== null ? (
                    <div>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        mt={4}
                        onClick={() => onExplain(row)}
                        aria-label={`Explain ${row.id} ${row.indicator.replace(/^\d+\.\s*/, '')}`}
                      >
                        Explain
                      </Button>
                    </div>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {figure(row.impactPrevious)}
                </Table.Td>
                <Table.Td fz="xs">
                  <Text size="xs" lineClamp={4}>
                    {row.explanation}
                  </Text>
                  {row.version === 0 ? (
                    <Badge size="xs" variant="light" color="gray" mt={4}>
                      Default
                    </Badge>
                  ) : (
                    <Badge size="xs" variant="light" mt={4}>
                      Version {row.version}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td fz="xs">
                  <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
                    <Stack gap={4}>
                      <Text size="xs" lineClamp={4}>
                        {row.actions || '—'}
                      </Text>
                      {linkedOf(row).length ? (
                        <Badge
                          size="xs"
                          variant="light"
                          tt="none"
                          leftSection={<IconListCheck size={10} aria-hidden />}
                          aria-label={`${row.id}: ${linkedOf(row).length} linked action-plan recommendations`}
                        >
                          {linkedOf(row).length} linked {linkedOf(row).length === 1 ? 'action' : 'actions'}
                        </Badge>
                      ) : null}
                    </Stack>
                    {canEdit ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        leftSection={<IconPencil size={12} aria-hidden />}
                        onClick={() => onEdit(row)}
                        aria-label={`Edit texts of ${row.id}`}
                      >
                        Edit
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {sectors.length ? (
        <Text size="xs" c="dimmed" mt="xs">
          High impact climate sectors: {sectors.map((r) => r.sector).join('; ')}.
        </Text>
      ) : null}
    </Paper>
  );
}

// The SFDR disclosure panels sit below the tables: loaded on their own, so the report's chunk stays in its budget.
const PaiEntityStatementPanel = lazy(() =>
  import('./pai-entity-statement').then((m) => ({ default: m.PaiEntityStatementPanel })),
);
const FundDisclosuresPanel = lazy(() =>
  import('./fund-disclosures').then((m) => ({ default: m.FundDisclosuresPanel })),
);

/**
 * /pai-published-report: the PAI statement of spec 2.7 — title, one table per top-level group with the six
 * columns of Annex I, values to 2 decimals, Explanation and Actions editable with history (the explanation
 * pre-filled with coverage and estimate shares), Back, Download Excel and Download PDF.
 */
export function PaiReportPage({
  companyId,
  cycle,
  scope,
  year,
  canEdit,
  actionPlans = false,
  onChange,
}: {
  companyId: number;
  cycle: string;
  scope: PaiScope;
  year: number;
  canEdit: boolean;
  /** The user may use action plans (spec 6.1): their recommendations linked to PAI indicators are offered. */
  actionPlans?: boolean;
  onChange: (scope: PaiScope, year: number) => void;
}) {
  const router = useRouter();
  const fundId = scope.kind === 'fund' ? scope.fundId : null;
  const statement = usePaiStatement(scope, year);
  const previous = usePaiStatement(scope, year - 1);
  const texts = usePaiTexts(companyId, year, fundId);
  const selection = useOptionalIndicators(companyId);
  const funds = useFunds(companyId);
  const save = useSavePaiText(companyId, year, fundId);
  const [editing, setEditing] = useState<ReportRow | null>(null);
  const [explain, setExplain] = useState<ExplainTarget | null>(null);
  // The recommendations linked to PAI indicators (ADR 0055), for those who edit the texts.
  const paiActions = usePaiActions(canEdit && actionPlans);
  const companies = useMemo(() => statementCompanies(statement.data), [statement.data]);
  const linkedOf = (row: ReportRow) => actionsForRow(row, paiActions.data ?? [], companies);
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | 'eet' | null>(null);

  const portfolio = useQuery(portfolioCompaniesQueryOptions(companyId));
  const names = useMemo(
    () => new Map<number | string, string>((portfolio.data ?? []).map((c) => [c.id, c.name])),
    [portfolio.data],
  );

  const title = `PAI Report for ${cycleYearLabel(cycle, year)}`;
  const groups = useMemo(
    () =>
      reportGroups(
        reportedIndicators(statement.data?.indicators ?? [], selection.data?.indicatorIds ?? []),
        previous.data,
        texts.data?.texts ?? [],
        statement.data?.defaultExplanations ?? {},
        names,
      ),
    [statement.data, previous.data, texts.data, selection.data, names],
  );
  const scopeName =
    scope.kind === 'entity'
      ? 'All funds of the entity'
      : (funds.data?.find((f) => f.id === scope.fundId)?.name ?? `Fund ${scope.fundId}`);
  const note = `${scopeName}. Quarter ends: ${(statement.data?.quarterEnds ?? []).join(', ') || 'none'}. Figures are the average of the quarterly impacts (Article 6(3) of Delegated Regulation 2022/1288); missing data is never counted as zero, each explanation gives its coverage and estimated share.`;

  const run = (kind: 'xlsx' | 'pdf' | 'eet') => {
    setBusy(kind);
    const started = Date.now();
    const fundName =
      scope.kind === 'fund' ? (funds.data?.find((f) => f.id === scope.fundId)?.name ?? null) : null;
    const work =
      kind === 'xlsx'
        ? downloadPaiExcel(title, year, groups)
        : kind === 'eet'
          ? downloadEet(scope, year, selection.data?.indicatorIds ?? [], eetFileName(scope, year, fundName))
          : downloadPaiPdf(title, cycle, year, groups, note);
    work
      .catch(() =>
        notifyError(
          `The ${kind === 'xlsx' ? 'Excel' : kind === 'eet' ? 'EET' : 'PDF'} file could not be made. Please try again.`,
        ),
      )
      .finally(() =>
        window.setTimeout(() => setBusy(null), Math.max(0, SPINNER_MS - (Date.now() - started))),
      );
  };

  const averageCoverage = (() => {
    const all = groups.flatMap((g) => g.rows);
    const ids = new Set(all.map((r) => r.id));
    const covered = (statement.data?.indicators ?? []).filter((i) => ids.has(i.id) && i.coverage !== null);
    return covered.length ? covered.reduce((s, i) => s + (i.coverage ?? 0), 0) / covered.length : null;
  })();

  return (
    <>
      <LoadingOverlay
        visible={busy !== null}
        zIndex={300}
        overlayProps={{ blur: 1 }}
        loaderProps={{ type: 'dots' }}
      />
      <PageHeader
        title={title}
        breadcrumbs={[
          <ButtonLink key="calc" to="/viewPaiCalculation" variant="transparent" px={0} size="compact-sm">
            PAI Calculation
          </ButtonLink>,
          'PAI Report',
        ]}
        meta={
          <>
            <Badge variant="light">{scopeName}</Badge>
            <Badge variant="light">Average coverage {share(averageCoverage)}</Badge>
          </>
        }
        primaryAction={
          <Button
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            onClick={() => run('pdf')}
            loading={busy === 'pdf'}
            disabled={busy !== null || groups.length === 0}
          >
            Download PDF
          </Button>
        }
        secondaryActions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => router.history.back()}
            >
              Back
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => run('xlsx')}
              loading={busy === 'xlsx'}
              disabled={busy !== null || groups.length === 0}
            >
              Download Excel
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => run('eet')}
              loading={busy === 'eet'}
              disabled={busy !== null || groups.length === 0}
              title="The PAI fields 30000–33440 of the FinDatEx European ESG Template, for distributors"
            >
              Download EET
            </Button>
            {canEdit ? (
              <AssurancePackButton
                scope={scope.kind === 'fund' ? 'fund' : 'report'}
                id={scope.kind === 'fund' ? scope.fundId : companyId}
                period={String(year)}
                name={scopeName}
                disabled={busy !== null}
              />
            ) : null}
          </>
        }
      />
      <Group mb="md">
        <PaiScopePicker
          companyId={companyId}
          funds={funds.data ?? []}
          scope={scope}
          year={year}
          onChange={onChange}
        />
      </Group>
      {statement.error ? (
        <QueryError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : null}
      {statement.isPending ? (
        <Stack>
          <Skeleton h={240} />
          <Skeleton h={240} />
        </Stack>
      ) : groups.length === 0 ? (
        <EmptyState
          title={`No PAI figures for ${year} yet.`}
          description="The report fills in once the fund's positions for a quarter end of this year are recorded and the portfolio companies have published their data."
          action={
            <ButtonLink to="/viewPaiCalculation" variant="default">
              View PAI calculation
            </ButtonLink>
          }
        />
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {note}
          </Text>
          {groups.map((g) => (
            <GroupTable
              key={g.title}
              group={g}
              year={year}
              canEdit={canEdit}
              onEdit={setEditing}
              onExplain={(row) =>
                setExplain({
                  year,
                  indicatorId: row.id,
                  title: `${row.id} ${row.indicator.replace(/^\d+\.\s*/, '')}${row.metric ? ` (${row.metric})` : ''}`,
                  funds: statement.data?.funds ?? [],
                })
              }
              linkedOf={linkedOf}
            />
          ))}
        </Stack>
      )}
      <Stack mt="lg">
        <Suspense fallback={<Skeleton h={160} />}>
          {scope.kind === 'entity' ? (
            <PaiEntityStatementPanel companyId={companyId} year={year} canEdit={canEdit} />
          ) : (
            <FundDisclosuresPanel
              fundId={scope.fundId}
              fundName={scopeName}
              classification={funds.data?.find((f) => f.id === scope.fundId)?.sfdrClassification ?? null}
              year={year}
              canEdit={canEdit}
            />
          )}
        </Suspense>
      </Stack>
      {editing ? (
        <EditTexts
          key={editing.id}
          row={editing}
          linked={actionPlans ? linkedOf(editing) : null}
          linkedError={paiActions.error}
          onClose={() => setEditing(null)}
          save={save}
        />
      ) : null}
      {explain ? (
        <Suspense fallback={null}>
          <ExplainDrawer target={explain} onClose={() => setExplain(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
