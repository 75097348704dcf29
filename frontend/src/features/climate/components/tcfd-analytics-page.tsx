import '@mantine/core/styles/Accordion.layer.css';
import { useMemo, useState } from 'react';
import {
  Accordion,
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  List,
  Loader,
  Menu,
  Modal,
  Paper,
  Radio,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconDownload,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconInfoCircle,
} from '@tabler/icons-react';
import type {
  ResponseDetail,
  ResponseMetric,
  ResponseSection,
  ResponseStatus,
} from '@esg/contracts/data-collection/responses';
import { tcfdAnswersFromResponse, type TcfdResult } from '@esg/contracts/scoring';
import { isTableRows } from '@esg/contracts/data-collection/index';
import { periodLabel, unlessRepeated } from '@esg/contracts/labels';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ToneBadge } from '@/components/ui/status-badge';
import { TONES } from '@/components/ui/tones';
import { useCurrentUser } from '@/lib/auth-store';
import { notifyError } from '@/lib/notify';
import { useTcfdScore } from '../api/calculate-tcfd';
import { useSaveTcfdAnswer } from '../api/save-tcfd-answer';
import { useStartTcfdResponse } from '../api/start-tcfd-response';
import { useTcfdResponse } from '../api/tcfd-response';
import { useLatestTcfdCompany, useTcfdResponses } from '../api/tcfd-responses';
import { downloadTcfdPdf, downloadTcfdWord, type TcfdReportInput } from '../tcfd-report';
import { ClimateCompanyPicker, useClimateCompany } from './climate-company-picker';
import { GRADE_TONE, TcfdDimensionScores, TcfdGauge } from './tcfd-gauge';
import { TcfdHandoverNotice } from './tcfd-handover-notice';

/** How a response's status reads on this page. */
const STATUS_TEXT: Record<ResponseStatus, string> = {
  requested: 'Requested',
  in_progress: 'In progress',
  submitted: 'Submitted for review',
  returned: 'Returned',
  accepted: 'Accepted',
  published: 'Published',
  reopened: 'Reopened',
};

/** Spec 9: the export spinner shows for 2 s at least. */
const SPINNER_MS = 2_000;

interface TcfdAnalyticsPageProps {
  companyId?: number;
  period?: string;
  onChange: (search: { companyId?: number; period?: string }) => void;
}

/**
 * /analytics, TCFD analytics (spec 2.8, 4, 5, 9; ADR 0051): the company's TCFD questionnaire as answered
 * in data collection (framework 2), scored by services/scoring — the overall score as a gauge with the
 * four dimension scores, the TCFD-AA-110a.30–.35 statements, 'Recommendations for you' per dimension,
 * the Scoring Methodology modal, the 'TCFD Recommendations Report' as A4 PDF and Word, and the spec's
 * Error dialog when loading or scoring fails. The company's own users answer on the Questionnaire tab
 * (each answer saved into the data-collection response); investors pick a portfolio company.
 */
export function TcfdAnalyticsPage({ companyId: requested, period, onChange }: TcfdAnalyticsPageProps) {
  const user = useCurrentUser();
  // An investor without a choice starts at the portfolio company whose TCFD questionnaire is newest.
  const latest = useLatestTcfdCompany(user.role === 'gp' && requested === undefined);
  const company = useClimateCompany(requested ?? latest.data ?? undefined);
  const responses = useTcfdResponses(company.companyId);
  const chosen = responses.data?.find((r) => r.period === period) ?? responses.data?.[0] ?? null;
  const response = useTcfdResponse(chosen?.id ?? null);
  const answers = useMemo(
    () => (response.data ? tcfdAnswersFromResponse(response.data.sections) : null),
    [response.data],
  );
  const score = useTcfdScore(chosen?.id ?? null, answers);
  const [methodology, setMethodology] = useState(false);
  const [errorClosed, setErrorClosed] = useState<unknown>(null);
  const failure = responses.error ?? response.error ?? score.error ?? null;
  const retry = () => {
    setErrorClosed(null);
    void (responses.error ? responses.refetch() : response.error ? response.refetch() : score.refetch());
  };

  const header = (
    <PageHeader
      title="TCFD Analytics"
      description="Climate-related disclosures scored against the TCFD recommendations: governance, strategy, risk management, metrics and targets."
      meta={
        chosen ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {chosen.companyName} · {periodLabel(chosen.period)}
            </Text>
            <ToneBadge tone={chosen.status === 'published' ? 'success' : 'info'}>
              {STATUS_TEXT[chosen.status]}
            </ToneBadge>
          </Group>
        ) : null
      }
      secondaryActions={
        <Group gap="sm" align="flex-end">
          {company.investor && (
            <ClimateCompanyPicker
              companyId={company.companyId}
              choices={company.choices}
              onChange={(companyId) => onChange({ companyId })}
            />
          )}
          {responses.data && responses.data.length > 0 && (
            <Select
              label="Period"
              data={responses.data.map((r) => ({ value: r.period, label: periodLabel(r.period) }))}
              value={chosen?.period ?? null}
              onChange={(value) =>
                value && onChange({ companyId: company.companyId ?? undefined, period: value })
              }
              allowDeselect={false}
              w={130}
            />
          )}
          <Tooltip label="Scoring methodology">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Scoring methodology"
              onClick={() => setMethodology(true)}
            >
              <IconInfoCircle size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {chosen && score.data && (
            <ReportDownloads
              input={{
                companyName: chosen.companyName,
                cycle: chosen.cycle,
                year: chosen.year,
                period: chosen.period,
                result: score.data,
              }}
            />
          )}
        </Group>
      }
    />
  );

  return (
    <Stack gap="lg">
      {header}
      <MethodologyModal opened={methodology} onClose={() => setMethodology(false)} />
      <ErrorDialog
        opened={failure !== null && failure !== errorClosed}
        onClose={() => setErrorClosed(failure)}
        onRetry={retry}
      />
      <TcfdHandoverNotice
        companyId={company.companyId}
        responseId={chosen?.id ?? null}
        periods={responses.data?.map((r) => r.period) ?? null}
        canStart={canStartTcfd(user, company.isOwn)}
      />
      {company.loading || latest.isLoading || responses.isPending ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Loading the TCFD questionnaire" />
        </Group>
      ) : responses.data && responses.data.length === 0 && company.companyId !== null ? (
        <NoQuestionnaire companyId={company.companyId} isOwn={company.isOwn} />
      ) : response.data && score.data ? (
        <Results response={response.data} result={score.data} />
      ) : failure ? (
        <EmptyState
          title="The TCFD scores could not be loaded"
          description="Nothing was changed. Try again in a moment."
          action={
            <Button variant="default" onClick={retry}>
              Try again
            </Button>
          }
        />
      ) : (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Scoring" />
        </Group>
      )}
    </Stack>
  );
}

function Results({ response, result }: { response: ResponseDetail; result: TcfdResult }) {
  const answered = result.dimensions.reduce((n, d) => n + d.answered, 0);
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TcfdGauge result={result} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TcfdDimensionScores result={result} />
        </Grid.Col>
      </Grid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Emissions disclosure (TCFD-AA-110a.30–.35)
          </Title>
          {result.statements.map((statement) => (
            <Text key={statement.kind} size="sm" data-testid={`tcfd-statement-${statement.kind}`}>
              {statement.text}
            </Text>
          ))}
        </Stack>
      </Paper>
      <Tabs defaultValue="recommendations" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="recommendations">Recommendations for you</Tabs.Tab>
          <Tabs.Tab value="questionnaire">Questionnaire ({answered} answered)</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recommendations" pt="md">
          <Recommendations result={result} />
        </Tabs.Panel>
        <Tabs.Panel value="questionnaire" pt="md">
          <Questionnaire response={response} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Recommendations({ result }: { result: TcfdResult }) {
  return (
    <Accordion variant="separated" multiple defaultValue={[result.dimensions[0]?.name ?? '']}>
      {result.dimensions.map((dimension) => {
        const items = result.recommendations.filter((r) => r.dimension === dimension.name);
        return (
          <Accordion.Item key={dimension.name} value={dimension.name}>
            <Accordion.Control>
              <Group justify="space-between" pr="md">
                <Text fw={500}>{dimension.name}</Text>
                <Badge variant="light" color="gray">
                  {dimension.score} / 100
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No recommendations yet: answer this dimension&apos;s indicators to get them.
                </Text>
              ) : (
                <Stack gap="md">
                  {items.map((item) => (
                    <Stack key={item.code} gap={4}>
                      <Group gap="xs">
                        <Badge variant="outline" size="sm" tt="none">
                          {item.code}
                        </Badge>
                        <Text size="sm" fw={500}>
                          {item.indicator}
                        </Text>
                      </Group>
                      <Text size="sm" c="dimmed">
                        Your answer: {item.option} (score {item.score} of 4).{' '}
                        {unlessRepeated(item.option, item.feedback)}
                      </Text>
                      <List size="sm" spacing={2}>
                        {item.recommendations.map((text) => (
                          <List.Item key={text}>{text}</List.Item>
                        ))}
                      </List>
                    </Stack>
                  ))}
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/** The disclosures of a dimension section with their indicator metrics, depth first. */
function disclosures(
  section: ResponseSection,
): Array<{ title: string; ref: string | null; metrics: ResponseMetric[] }> {
  return [
    ...(section.metrics.length ? [{ title: section.title, ref: section.ref, metrics: section.metrics }] : []),
    ...section.sections.flatMap(disclosures),
  ];
}

function Questionnaire({ response }: { response: ResponseDetail }) {
  const save = useSaveTcfdAnswer(response.id);
  const editable = response.permissions.canEdit;
  const change = (metric: ResponseMetric, value: string | string[]) =>
    save.mutate(
      { metricCode: metric.code, value },
      {
        onError: (error) => notifyError(error instanceof Error ? error.message : 'The answer was not saved'),
      },
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {editable
          ? 'Each answer is saved into the company’s TCFD response in data collection and scored at once.'
          : `This ${STATUS_TEXT[response.status].toLowerCase()} response is read-only here; answers change in data collection.`}
      </Text>
      <Accordion variant="separated" multiple>
        {response.sections.map((dimension) => (
          <Accordion.Item key={dimension.id} value={dimension.id}>
            <Accordion.Control>
              <Text fw={500}>{dimension.title}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="lg">
                {disclosures(dimension).map((disclosure) => (
                  <Stack key={`${disclosure.ref}-${disclosure.title}`} gap="sm">
                    <Title order={4} size="h6" c="dimmed">
                      {disclosure.ref} · {disclosure.title}
                    </Title>
                    {disclosure.metrics.map((metric) => (
                      <Indicator
                        key={metric.code}
                        metric={metric}
                        disabled={!editable || !metric.editable || save.isPending}
                        onChange={(value) => change(metric, value)}
                      />
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

function Indicator({
  metric,
  disabled,
  onChange,
}: {
  metric: ResponseMetric;
  disabled: boolean;
  onChange: (value: string | string[]) => void;
}) {
  const value = metric.value?.value ?? null;
  const selected = isTableRows(value)
    ? []
    : Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? [value]
        : [];
  // An answer of scoring's earlier TCFD assessment, handed over into this response (ADR 0056, 0086).
  const handedOver = metric.value?.source.importId?.startsWith('tcfd-assessment:') ? metric.value : null;
  const label = (
    <Text size="sm" fw={500}>
      <Text span ff="monospace" size="xs" c="dimmed">
        {metric.ref}
      </Text>{' '}
      {metric.label}
      {handedOver && (
        <Tooltip label={handedOver.changeReason ?? 'From the earlier TCFD assessment'} multiline w={320}>
          <Badge
            component="span"
            size="xs"
            tt="none"
            ml={6}
            styles={{
              root: {
                backgroundColor: TONES.success.bg,
                color: TONES.success.fg,
                border: `1px solid ${TONES.success.border}`,
              },
            }}
          >
            From the earlier assessment
          </Badge>
        </Tooltip>
      )}
    </Text>
  );
  const optionLabel = (option: { option: string; score: number | null }) => (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{option.option}</Text>
      <ToneBadge size="xs" tone={option.score === null ? 'neutral' : 'success'}>
        {option.score === null ? 'no score' : `score ${option.score}`}
      </ToneBadge>
    </Group>
  );
  const options = metric.options ?? [];
  return metric.multiple ? (
    <Checkbox.Group label={label} value={selected} onChange={(next) => next.length && onChange(next)}>
      <Stack gap={6} mt={6}>
        {options.map((option) => (
          <Checkbox
            key={option.option}
            value={option.option}
            label={optionLabel(option)}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  ) : (
    <Radio.Group label={label} value={selected[0] ?? null} onChange={onChange}>
      <Stack gap={6} mt={6}>
        {options.map((option) => (
          <Radio key={option.option} value={option.option} label={optionLabel(option)} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** Who opens the company's own TCFD questionnaire here: its pc or gp users, not Contributors. */
function canStartTcfd(user: { role: string; permission: string | null }, isOwn: boolean): boolean {
  return isOwn && (user.role === 'pc' || user.role === 'gp') && user.permission !== 'Contributor';
}

function NoQuestionnaire({ companyId, isOwn }: { companyId: number; isOwn: boolean }) {
  const user = useCurrentUser();
  const start = useStartTcfdResponse();
  const year = new Date().getUTCFullYear() - 1;
  const canStart = canStartTcfd(user, isOwn);
  return (
    <EmptyState
      title="No TCFD questionnaire yet"
      description={
        canStart
          ? `Start the TCFD questionnaire for ${year}: answer it here or in data collection, and the scores, recommendations and reports appear on this page.`
          : 'This company has not been asked for the TCFD questionnaire yet. Request it in data collection; once answered, its scores appear here.'
      }
      action={
        canStart ? (
          <Button
            loading={start.isPending}
            onClick={() =>
              start.mutate(
                { companyId, period: String(year), dueDate: `${year + 1}-03-31` },
                {
                  onError: (error) =>
                    notifyError(error instanceof Error ? error.message : 'It did not start'),
                },
              )
            }
          >
            Start the {year} questionnaire
          </Button>
        ) : undefined
      }
    />
  );
}

function ReportDownloads({ input }: { input: TcfdReportInput }) {
  const [busy, setBusy] = useState<'pdf' | 'docx' | null>(null);
  const run = (kind: 'pdf' | 'docx') => {
    setBusy(kind);
    const started = Date.now();
    (kind === 'pdf' ? downloadTcfdPdf(input) : downloadTcfdWord(input))
      .catch(() =>
        notifyError(`The ${kind === 'pdf' ? 'PDF' : 'Word'} report could not be made. Please try again.`),
      )
      .finally(() =>
        window.setTimeout(() => setBusy(null), Math.max(0, SPINNER_MS - (Date.now() - started))),
      );
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button leftSection={<IconDownload size={16} aria-hidden />} loading={busy !== null}>
          Download report
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => run('pdf')}>
          PDF (A4)
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeDocx size={16} aria-hidden />} onClick={() => run('docx')}>
          Word (.docx)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function MethodologyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Scoring Methodology" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          The questionnaire follows the four TCFD pillars (dimensions) and their eleven recommended
          disclosures. Each indicator&apos;s options are scored 1 (weakest) to 4 (strongest); &apos;Not
          Applicable&apos; has no score.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Per indicator the highest selected option score counts.</List.Item>
          <List.Item>
            Dimension score = round(100 × sum of the selected option scores / sum of the maximum possible
            option scores), over the answered indicators; the denominator is taken as 1 when it is 0.
          </List.Item>
          <List.Item>Overall score = the rounded average of the four dimension scores.</List.Item>
        </List>
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Overall score</Table.Th>
              <Table.Th>Grade</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(
              [
                ['0–25', 'Weak'],
                ['26–50', 'Average'],
                ['51–75', 'Good'],
                ['76–100', 'Excellent'],
              ] as const
            ).map(([band, grade]) => (
              <Table.Tr key={grade}>
                <Table.Td>{band}</Table.Td>
                <Table.Td>
                  <ToneBadge tone={GRADE_TONE[grade]}>{grade}</ToneBadge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          The overall score is rounded to a whole number before it is graded, so 25.5 counts as 26 (Average)
          and 75.4 as 75 (Good). TCFD-AA-110a.30–.35 add two statements on how each scope&apos;s emissions are
          calculated and its largest source, chosen by which scopes are answered and not &apos;Not
          Applicable&apos;.
        </Text>
      </Stack>
    </Modal>
  );
}

/** Spec 2.8 and 8: on failure a dialog titled 'Error' with 'something went wrong' and an error icon. */
function ErrorDialog({
  opened,
  onClose,
  onRetry,
}: {
  opened: boolean;
  onClose: () => void;
  onRetry: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Error" centered size="sm">
      <Stack align="center" gap="md">
        <ThemeIcon color="red" variant="light" size={48} radius="xl">
          <IconAlertCircle size={28} aria-hidden />
        </ThemeIcon>
        <Text>something went wrong</Text>
        <Group>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onRetry}>Try again</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
