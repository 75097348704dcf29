import { useEffect, useMemo, useState } from 'react';
import { routeTitle } from '@esg/access-policy';
import { Alert, Anchor, Button, Card, Grid, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconUpload, IconUsers } from '@tabler/icons-react';
import type { ResponseDetail, ResponseMetric, ResponseSection } from '@esg/contracts/data-collection/index';
import { confirmAction } from '@/components/ui/confirm';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { SectionNav } from '@/components/ui/section-nav';
import { ToneBadge } from '@/components/ui/status-badge';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadTemplate } from '../api/download-template';
import { useResponse } from '../api/get-response';
import { useSubmitResponse } from '../api/submit-response';
import { ResponseHeader } from './response-header';
import { formatDate, formatDateTime } from './format';
import { AssignmentsModal } from './assignments-modal';
import { ImportModal } from './import-modal';
import { FlagExplanationsCard } from './flag-explanations';
import { MetricField } from './metric-field';
import { metricsOf } from './metrics-of';
import { periodLabel } from './sides';
import { ValueHistoryModal } from './value-history-modal';
import { sectionLabel } from '@esg/contracts/labels';

export { metricsOf };

/** Values that need the company's attention: returned by the reviewer, or breaking a rule now. */
export function flaggedOf(section: ResponseSection): number {
  return metricsOf(section).filter(
    (m) =>
      m.validation.errors.length > 0 ||
      (m.value?.review?.verdict === 'returned' && m.value.review.valueVersionId === m.value.valueVersionId),
  ).length;
}

export const responseTitle = (r: Pick<ResponseDetail, 'companyName' | 'standardName' | 'period'>) =>
  `${r.companyName} · ${r.standardName} ${periodLabel(r.period)}`;

function SectionBlock({
  section,
  depth,
  responseId,
  canEdit,
  onHistory,
}: {
  section: ResponseSection;
  depth: number;
  responseId: number;
  canEdit: boolean;
  onHistory: (metric: ResponseMetric) => void;
}) {
  const asked = section.metrics.filter((m) => m.applies);
  const notAsked = section.metrics.length - asked.length;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`section-${section.id}`}>
      <Group justify="space-between" align="baseline">
        <Title order={depth === 0 ? 2 : 3} size={depth === 0 ? 'h3' : 'h4'} id={`section-${section.id}`}>
          {sectionLabel(section)}
        </Title>
        <Text size="sm" c="dimmed">
          {section.completion.answered} of {section.completion.required} required answered
        </Text>
      </Group>
      {section.description ? (
        <Text size="sm" c="dimmed">
          {section.description}
        </Text>
      ) : null}
      {asked.map((metric) => (
        <MetricField
          key={metric.code}
          responseId={responseId}
          metric={metric}
          canEdit={canEdit}
          onHistory={onHistory}
        />
      ))}
      {notAsked > 0 ? (
        <Text size="xs" c="dimmed">
          {notAsked} question{notAsked === 1 ? ' is' : 's are'} not asked with the current answers.
        </Text>
      ) : null}
      {section.sections.map((child) => (
        <SectionBlock
          key={child.id}
          section={child}
          depth={depth + 1}
          responseId={responseId}
          canEdit={canEdit}
          onHistory={onHistory}
        />
      ))}
    </Stack>
  );
}

/**
 * /collect-data?responseId= (issue 8): the questionnaire of one response. Sections with their
 * progress, each metric with its type's input, units, status, quality and comment; the server's
 * rules shown where they are broken; the Excel template round trip; submit for review.
 */
export function CollectPage({ responseId }: { responseId: number }) {
  const response = useResponse(responseId);
  const submit = useSubmitResponse();
  const [current, setCurrent] = useState<string | null>(null);
  const [history, setHistory] = useState<ResponseMetric | null>(null);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [allMissing, setAllMissing] = useState(false);
  // A missing question chosen from the list: shown once its section is on screen.
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!focus) return;
    const target = document.getElementById(`metric-${focus}`);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.querySelector<HTMLElement>('input, textarea, [role="radio"]')?.focus({ preventScroll: true });
    setFocus(null);
  }, [focus, current]);
  const r = response.data;

  const nav = useMemo(
    () =>
      (r?.sections ?? []).map((s) => ({
        id: s.id,
        label: s.title,
        done: s.completion.answered,
        total: s.completion.required,
        flagged: flaggedOf(s),
      })),
    [r],
  );

  if (response.isPending) return <PageSkeleton />;
  if (!r)
    return (
      <>
        <PageHeader
          title="Collect Data"
          breadcrumbs={[
            <AnchorLink key="list" to="/collect-data">
              {routeTitle('/collect-data')}
            </AnchorLink>,
            'This response',
          ]}
        />
        <QueryError error={response.error} onRetry={() => void response.refetch()} />
      </>
    );

  const section = r.sections.find((s) => s.id === current) ?? r.sections[0] ?? null;
  // The server's own list (its submit rule): submit is offered exactly when it would succeed.
  const missing = r.completion.missing;
  const shownMissing = allMissing ? missing : missing.slice(0, 6);
  const canEdit = r.permissions.canEdit;
  const returnedCount = r.sections.reduce((sum, s) => sum + flaggedOf(s), 0);
  const beyondVsme = r.sections.flatMap(metricsOf).filter((m) => m.beyondVsme);
  const declined = beyondVsme.filter((m) => m.value?.declined).length;
  const title = responseTitle(r);

  const download = () => {
    setDownloading(true);
    downloadTemplate(r.id, `${r.companyName} ${r.standardName} ${r.period}.xlsx`.replace(/[^\w .-]+/g, '_'))
      .catch(() => notifyError('The template could not be downloaded. Try again.'))
      .finally(() => setDownloading(false));
  };
  const confirmSubmit = () =>
    confirmAction({
      title: `Submit ${title} for review?`,
      message: `${r.completion.answered} of ${r.completion.required} required values are answered. The reviewer is told; values can no longer be changed unless the reviewer returns them.`,
      confirmLabel: 'Submit for review',
      onConfirm: async () => {
        await submit.mutateAsync({ responseId: r.id });
        notifySuccess(`${title} submitted for review`);
      },
    });

  return (
    <>
      <ResponseHeader
        list="/collect-data"
        title={title}
        status={r.status}
        details={
          <>
            {r.framework.name} version {r.framework.version}
            {r.framework.tier ? ` · ${r.framework.tier.tier} tier` : ''} · due {formatDate(r.dueDate)}
          </>
        }
        badges={r.overdue && r.status !== 'published' ? <ToneBadge tone="danger">Overdue</ToneBadge> : null}
        primaryAction={
          r.permissions.canSubmit ? (
            missing.length > 0 ? (
              <Tooltip
                label={`Answer the ${missing.length} required question${missing.length === 1 ? '' : 's'} listed below first`}
              >
                <Button data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
                  Submit for review
                </Button>
              </Tooltip>
            ) : (
              <Button onClick={confirmSubmit}>Submit for review</Button>
            )
          ) : r.permissions.canReview ? (
            <ButtonLink to="/review-contributor-response" search={{ responseId: r.id }}>
              Review
            </ButtonLink>
          ) : null
        }
        secondaryActions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={download}
              loading={downloading}
            >
              Excel template
            </Button>
            {r.permissions.canAssign ? (
              <Button
                variant="default"
                leftSection={<IconUsers size={16} aria-hidden />}
                onClick={() => setAssigning(true)}
              >
                Contributors{r.assignments.length > 0 ? ` (${r.assignments.length})` : ''}
              </Button>
            ) : null}
            {r.permissions.canImport ? (
              <Button
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => setImporting(true)}
              >
                Upload values
              </Button>
            ) : null}
          </Group>
        }
      />

      {r.status === 'returned' ? (
        <Alert color="orange" variant="light" mb="md" title="Returned for changes">
          The reviewer returned {returnedCount} value{returnedCount === 1 ? '' : 's'} with comments. Correct
          them, then submit again.
        </Alert>
      ) : null}
      {r.status === 'published' ? (
        <Alert color="brand" variant="light" mb="md" title="Published: the period is locked">
          Published {formatDateTime(r.lastPublishedAt)}. Values can change only after the reviewer reopens it.{' '}
          <AnchorLink to="/published-data" search={{ responseId: r.id }}>
            See the published values
          </AnchorLink>
        </Alert>
      ) : null}
      {(r.status === 'submitted' || r.status === 'accepted') && !r.permissions.canReview ? (
        <Alert color="blue" variant="light" mb="md" title="Waiting for review">
          Submitted {formatDateTime(r.submittedAt)}. Values are read-only unless the reviewer returns them.
        </Alert>
      ) : null}
      {r.permissions.canEdit && missing.length > 0 ? (
        <Alert
          color="gray"
          variant="light"
          mb="md"
          title={`${missing.length} required question${missing.length === 1 ? ' is' : 's are'} not answered yet${r.permissions.canSubmit ? ': submit is possible once they are' : ''}`}
          data-testid="missing"
        >
          <List size="sm" spacing={2}>
            {shownMissing.map((m) => (
              <List.Item key={m.code}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    setCurrent(m.sectionId);
                    setFocus(m.code);
                  }}
                >
                  {m.label}
                </Anchor>
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {m.sectionTitle}
                </Text>
              </List.Item>
            ))}
          </List>
          {missing.length > shownMissing.length || allMissing ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              mt={4}
              onClick={() => setAllMissing((a) => !a)}
            >
              {allMissing ? 'Show fewer' : `Show all ${missing.length}`}
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      {beyondVsme.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          mb="md"
          title={`${beyondVsme.length} question${beyondVsme.length === 1 ? ' goes' : 's go'} beyond VSME`}
          data-testid="beyond-vsme"
        >
          <Text size="sm">
            The value-chain cap lets a small or medium-sized company decline what an investor asks beyond the
            VSME standard. These questions are marked &ldquo;Beyond VSME&rdquo;: answer them, or decline them
            with a reason your investor sees.
            {declined > 0 ? ` ${declined} declined so far.` : ''}
          </Text>
        </Alert>
      ) : null}
      <FlagExplanationsCard response={r} metrics={r.sections.flatMap(metricsOf)} />
      {r.restrictedToAssignment ? (
        <Alert color="blue" variant="light" mb="md">
          You see the sections and metrics assigned to you.
        </Alert>
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Card p="sm" style={{ position: 'sticky', top: 16 }}>
            <SectionNav
              label="Required answered"
              overall={{ done: r.completion.answered, total: r.completion.required }}
              sections={nav}
              current={section?.id ?? null}
              onSelect={(id) => {
                setCurrent(id);
                window.scrollTo({ top: 0 });
              }}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {section ? (
            <SectionBlock
              key={section.id}
              section={section}
              depth={0}
              responseId={r.id}
              canEdit={canEdit}
              onHistory={setHistory}
            />
          ) : (
            <Text c="dimmed">Nothing is asked of you in this response.</Text>
          )}
        </Grid.Col>
      </Grid>

      <ValueHistoryModal
        responseId={r.id}
        metric={
          history
            ? {
                code: history.code,
                title: history.label ?? history.definition.name,
                definition: history.definition,
              }
            : null
        }
        onClose={() => setHistory(null)}
      />
      <ImportModal responseId={r.id} opened={importing} onClose={() => setImporting(false)} />
      {r.permissions.canAssign ? (
        <AssignmentsModal response={r} opened={assigning} onClose={() => setAssigning(false)} />
      ) : null}
    </>
  );
}
