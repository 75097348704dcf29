import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { ResponseDetail, ResponseMetric, ReviewVerdict } from '@esg/contracts/data-collection/index';
import { labelText } from '@esg/contracts/labels';
import { mayEver, routeTitle, workplaceReadOnly } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { useCurrentUser } from '@/lib/auth-store';
import { confirmAction } from '@/components/ui/confirm';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { StatusBadge, ToneBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { useResponse } from '../api/get-response';
import { usePublishResponse } from '../api/publish-response';
import { useResponseQuality } from '../api/quality';
import { useAcceptUnflagged, useReviewResponse } from '../api/review-response';
import { metricsOf, responseTitle } from './collect-page';
import { ResponseHeader } from './response-header';
import { EvidenceFiles } from './evidence-files';
import { OverrideNote, OverrideValueModal } from './override-value';
import { ValueThreadButton } from './value-thread';
import { formatDate, formatDateTime } from './format';
import { authorOf, formatCanonical, formatValue, publicationText, sourceText } from './value-format';

/** A value to review: the metric with the section it sits in. */
export interface ReviewRow {
  section: string;
  metric: ResponseMetric;
}

/** Every answered metric of the response, in the framework's order, with its top-level section. */
export function reviewRowsOf(response: Pick<ResponseDetail, 'sections'>): ReviewRow[] {
  // A metric asked in two sections (EVIC in the profile and in Table 1) is one value: listed once.
  const seen = new Set<string>();
  return response.sections.flatMap((section) =>
    metricsOf(section)
      .filter((m) => m.applies && m.value !== null && !seen.has(m.code) && seen.add(m.code))
      .map((metric) => ({ section: section.title, metric })),
  );
}

/** The verdict standing on the current version (a later version has none yet). */
export function currentVerdict(metric: ResponseMetric): ReviewVerdict | null {
  const review = metric.value?.review;
  return review && review.valueVersionId === metric.value?.valueVersionId ? review.verdict : null;
}

/** A reason without the words its badge already says ("Approved automatically: no open …" → "No open …"). */
function withoutLead(reason: string): string {
  const rest = reason.replace(
    /^(Approved automatically|Drawn for a person's check|Waits for a person): /,
    '',
  );
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

interface Decision {
  verdict: ReviewVerdict | null;
  comment: string;
}

const column = createColumnHelper<ReviewRow>();

/**
 * The Metric column of the review and published tables: the metric's label and its section (users read
 * names, not codes: issue 29). Its value is both, so the filter finds a row by what the cell shows
 * (issue 21, finding 6).
 */
export const metricColumn = column.accessor(
  (row) => `${row.metric.label ?? row.metric.definition.name} ${row.section}`,
  {
    id: 'metric',
    header: 'Metric',
    meta: { rowHeader: true, alwaysVisible: true, width: '28%' },
    cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {row.original.metric.label ?? row.original.metric.definition.name}
        </Text>
        <Text size="xs" c="dimmed">
          {row.original.section}
        </Text>
      </Stack>
    ),
  },
);

/**
 * /review-contributor-response?responseId= (issue 8): the reviewer accepts or returns each value
 * (a returned value needs a comment), accepts the rest in bulk, and publishes once all is accepted.
 */
export function ReviewPage({ responseId }: { responseId: number }) {
  const response = useResponse(responseId);
  const review = useReviewResponse(responseId);
  const acceptUnflagged = useAcceptUnflagged(responseId);
  // Last year's value and the quality flags beside each value (issue 27, docs/data-quality.md).
  const quality = useResponseQuality(responseId).data;
  const publish = usePublishResponse();
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [missingComment, setMissingComment] = useState<string[]>([]);
  const [overriding, setOverriding] = useState<ResponseMetric | null>(null);
  const user = useCurrentUser();
  const { ctx } = useAccessContext();
  const r = response.data;
  const rows = useMemo(() => (r ? reviewRowsOf(r) : []), [r]);

  if (response.isPending) return <PageSkeleton />;
  if (!r)
    return (
      <>
        <PageHeader title={routeTitle('/review-contributor-response')} />
        <QueryError error={response.error} onRetry={() => void response.refetch()} />
      </>
    );

  const title = responseTitle(r);
  const canReview = r.permissions.canReview;
  // The investor that asked for a published response may override its values (ADR 0181, rule 128).
  const mayOverride =
    r.status === 'published' &&
    r.requesterCompanyId !== r.companyId &&
    mayEver('quality.review', user) &&
    !workplaceReadOnly(ctx);
  const decide = (code: string, changes: Partial<Decision>) => {
    setDecisions((d) => ({ ...d, [code]: { ...(d[code] ?? { verdict: null, comment: '' }), ...changes } }));
    setMissingComment((m) => m.filter((c) => c !== code));
  };
  const chosen = Object.entries(decisions).filter(([, d]) => d.verdict !== null);
  const undecided = rows.filter(
    (row) => currentVerdict(row.metric) === null && !decisions[row.metric.code]?.verdict,
  );
  const flagsOf = (code: string) => quality?.metrics[code]?.flags ?? [];
  // Unflagged: no flag on the value, or every flag looked at and accepted by the investor.
  const unflagged = undecided.filter((row) => flagsOf(row.metric.code).every((f) => f.status === 'resolved'));
  // What one "Accept unflagged" accepts on the server (ADR 0187): the values someone else entered (four eyes).
  const bulk = rows.filter(
    (row) =>
      currentVerdict(row.metric) === null &&
      row.metric.value?.authorId !== user.id &&
      flagsOf(row.metric.code).every((f) => f.status === 'resolved'),
  );

  const send = () => {
    const missing = chosen
      .filter(([, d]) => d.verdict === 'returned' && !d.comment.trim())
      .map(([code]) => code);
    setMissingComment(missing);
    if (missing.length > 0) return;
    review.mutate(
      {
        decisions: chosen.map(([metricCode, d]) => ({
          metricCode,
          verdict: d.verdict!,
          ...(d.comment.trim() ? { comment: d.comment.trim() } : {}),
        })),
      },
      {
        onSuccess: (result) => {
          setDecisions({});
          notifySuccess(
            `Review saved: ${result.decisions.length} verdict${result.decisions.length === 1 ? '' : 's'}; the response is now ${result.status.replace('_', ' ')}`,
          );
        },
      },
    );
  };
  const acceptAll = (which: ReviewRow[]) =>
    setDecisions((d) => {
      const next = { ...d };
      for (const row of which) next[row.metric.code] = { verdict: 'accepted', comment: '' };
      return next;
    });
  const automatic = { approved: 0, sampled: 0, flagged: 0 };
  for (const entry of Object.values(quality?.metrics ?? {}))
    if (entry.preApproval) automatic[entry.preApproval.outcome] += 1;
  const confirmAcceptUnflagged = () =>
    confirmAction({
      title: `Accept ${bulk.length} unflagged value${bulk.length === 1 ? '' : 's'}?`,
      message: `Every value without a verdict and without an open flag gets the verdict accepted now (${bulk.length} value${bulk.length === 1 ? '' : 's'}). Flagged values keep waiting for you${unflagged.length > bulk.length ? '; values you entered yourself wait for someone else' : ''}.`,
      confirmLabel: `Accept ${bulk.length}`,
      onConfirm: async () => {
        const result = await acceptUnflagged.mutateAsync({ expectedCount: bulk.length });
        setDecisions((d) => {
          const next = { ...d };
          for (const decision of result.decisions) delete next[decision.metricCode];
          return next;
        });
        notifySuccess(
          `${result.decisions.length} unflagged value${result.decisions.length === 1 ? '' : 's'} accepted; the response is now ${result.status.replace('_', ' ')}`,
        );
      },
    });
  const confirmPublish = () =>
    confirmAction({
      title: `Publish ${title}?`,
      message:
        'The period is locked and its values count in reports, scores and benchmarks. Reopening it later needs a reason.',
      confirmLabel: 'Publish',
      onConfirm: async () => {
        await publish.mutateAsync({ responseId: r.id });
        notifySuccess(`${title} published`);
      },
    });

  const columns = [
    metricColumn,
    column.accessor((row) => formatValue(row.metric.definition, row.metric.value), {
      id: 'value',
      header: 'Value',
      // Wide enough for the documents behind the value and their places (ADR 0185).
      meta: { label: 'Value', width: 240 },
      cell: ({ row }) => {
        const v = row.original.metric.value;
        return (
          <Stack gap={0}>
            <Text size="sm">{formatValue(row.original.metric.definition, v)}</Text>
            {v?.comment ? (
              <Text size="xs" c="dimmed">
                “{v.comment}”
              </Text>
            ) : null}
            {v?.changeReason && currentVerdict(row.original.metric) === null ? (
              <Text size="xs">Why it changed: {v.changeReason}</Text>
            ) : null}
            <EvidenceFiles responseId={r.id} metric={row.original.metric} canAttach={false} />
            <Group>
              <ValueThreadButton responseId={r.id} metric={row.original.metric} />
            </Group>
          </Stack>
        );
      },
    }),
    column.accessor((row) => flagsOf(row.metric.code).filter((f) => f.status !== 'resolved').length, {
      id: 'quality',
      header: 'Last year and checks',
      meta: { label: 'Last year and checks', width: 260 },
      cell: ({ row }) => {
        const entry = quality?.metrics[row.original.metric.code];
        const before = entry?.previous;
        return (
          <Stack gap={4}>
            <Text size="sm">
              {quality ? `${quality.previousPeriod}: ` : ''}
              {before
                ? before.status === 'provided'
                  ? `${formatCanonical(row.original.metric.definition, before.value)}${before.unit ? ` ${before.unit}` : ''}`
                  : labelText('valueStatus', before.status)
                : 'no value'}
            </Text>
            {(entry?.flags ?? []).map((flag) => (
              <Stack key={flag.id} gap={2} align="flex-start">
                <Group gap={4}>
                  <StatusBadge set="qualityCheck" code={flag.check} prefix="Check" size="sm" />
                  <StatusBadge set="qualityFlagStatus" code={flag.status} prefix="Flag" size="sm" />
                </Group>
                <Text size="xs" c="dimmed">
                  {flag.message.replace(`${flag.metricName}: `, '')}
                </Text>
                {flag.explanation ? <Text size="xs">Explanation: “{flag.explanation.text}”</Text> : null}
              </Stack>
            ))}
            {entry?.override ? (
              <OverrideNote
                override={entry.override}
                definition={row.original.metric.definition}
                responseId={r.id}
              />
            ) : null}
            {mayOverride && row.original.metric.value && row.original.metric.definition.type !== 'table' ? (
              <Button
                size="compact-xs"
                variant="default"
                aria-label={`${entry?.override ? 'Change the override of' : 'Override'} ${row.original.metric.label ?? row.original.metric.definition.name}`}
                onClick={() => setOverriding(row.original.metric)}
              >
                {entry?.override ? 'Change override' : 'Override'}
              </Button>
            ) : null}
          </Stack>
        );
      },
    }),
    column.accessor((row) => row.metric.value?.createdAt ?? '', {
      id: 'who',
      header: 'Entered',
      meta: { label: 'Entered' },
      cell: ({ row }) => {
        const v = row.original.metric.value;
        return v ? (
          <Stack gap={0}>
            <Text size="sm">{authorOf(v)}</Text>
            <Text size="xs" c="dimmed">
              {sourceText(v.source)} · v{v.version} · {formatDateTime(v.createdAt)}
            </Text>
            {row.original.metric.publication && !row.original.metric.publication.thisResponse ? (
              <Text size="xs" c="dimmed">
                {publicationText(row.original.metric.publication)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          '—'
        );
      },
    }),
    column.accessor((row) => currentVerdict(row.metric) ?? 'pending', {
      id: 'verdict',
      header: 'Verdict',
      // Wide enough for why a value was approved automatically or drawn for a check (ADR 0186).
      meta: { label: 'Verdict', width: 240 },
      cell: ({ row }) => {
        const verdict = currentVerdict(row.original.metric);
        const review = row.original.metric.value?.review;
        const comment = review?.comment;
        // What the GP's automatic approval did with the value as handed in (ADR 0186).
        const drawn = quality?.metrics[row.original.metric.code]?.preApproval;
        if (verdict && review?.automatic)
          return (
            <Stack gap={2} align="flex-start">
              <ToneBadge tone="success" size="sm">
                Approved automatically
              </ToneBadge>
              {comment ? <Text size="xs">{withoutLead(comment)}</Text> : null}
            </Stack>
          );
        return verdict ? (
          <Stack gap={2} align="flex-start">
            <StatusBadge set="reviewVerdict" code={verdict} prefix="Verdict" size="sm" />
            {comment ? (
              <Text size="xs" c="dimmed">
                {comment}
              </Text>
            ) : null}
          </Stack>
        ) : drawn && drawn.outcome !== 'approved' ? (
          <Stack gap={2} align="flex-start">
            <ToneBadge tone={drawn.outcome === 'sampled' ? 'info' : 'warning'} size="sm">
              {drawn.outcome === 'sampled' ? 'Drawn for your check' : 'Held by a flag'}
            </ToneBadge>
            <Text size="xs">{withoutLead(drawn.reason)}</Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Not reviewed
          </Text>
        );
      },
    }),
    column.display({
      id: 'decision',
      header: 'Your decision',
      meta: { label: 'Your decision', alwaysVisible: true, width: 300 },
      cell: ({ row }) => {
        const code = row.original.metric.code;
        const name = row.original.metric.label ?? row.original.metric.definition.name;
        const d = decisions[code] ?? { verdict: null, comment: '' };
        if (!canReview) return null;
        return (
          <Stack gap={4}>
            <SegmentedControl
              size="xs"
              aria-label={`Decision on ${name}`}
              value={d.verdict ?? 'none'}
              onChange={(value) => decide(code, { verdict: value === 'none' ? null : value })}
              data={[
                { value: 'none', label: 'No change' },
                { value: 'accepted', label: 'Accept' },
                { value: 'returned', label: 'Return' },
              ]}
            />
            {d.verdict === 'returned' ? (
              <TextInput
                size="xs"
                aria-label={`Comment on ${name}`}
                placeholder="What needs to change?"
                value={d.comment}
                onChange={(e) => decide(code, { comment: e.currentTarget.value })}
                error={missingComment.includes(code) ? 'A returned value needs a comment' : undefined}
              />
            ) : null}
          </Stack>
        );
      },
    }),
  ];

  return (
    <>
      <ResponseHeader
        list="/review-contributor-response"
        title={title}
        status={r.status}
        details={
          <>
            {r.framework.name} version {r.framework.version} · submitted {formatDate(r.submittedAt)} ·{' '}
            {r.completion.answered} of {r.completion.required} required answered
          </>
        }
        primaryAction={
          r.permissions.canPublish ? (
            <Button onClick={confirmPublish}>Publish</Button>
          ) : canReview ? (
            <Button onClick={send} loading={review.isPending} disabled={chosen.length === 0}>
              Save review ({chosen.length})
            </Button>
          ) : null
        }
        secondaryActions={
          <ButtonLink to="/collect-data" search={{ responseId: r.id }} variant="default">
            Open questionnaire
          </ButtonLink>
        }
      />
      {!canReview && r.status !== 'accepted' ? (
        <Alert color="blue" variant="light" mb="md">
          {r.status === 'published'
            ? 'This response is published; its values are read-only.'
            : 'There is nothing for you to review here now: the response is not submitted, or you are not its reviewer.'}
        </Alert>
      ) : null}
      {r.permissions.canPublish ? (
        <Alert color="brand" variant="light" mb="md" title="Every value is accepted">
          Publish to lock the period, or return a value if something is still wrong.
        </Alert>
      ) : null}
      <Card p="md">
        <Stack gap="sm">
          {canReview ? (
            <Group justify="space-between">
              <Text size="sm">
                {undecided.length} value{undecided.length === 1 ? '' : 's'} without a verdict. You cannot
                accept a value you entered yourself (four eyes).
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  onClick={confirmAcceptUnflagged}
                  disabled={!quality || bulk.length === 0}
                >
                  Accept unflagged ({bulk.length})
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => acceptAll(undecided)}
                  disabled={undecided.length === 0}
                >
                  Accept all without a verdict
                </Button>
                {r.permissions.canPublish ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={send}
                    loading={review.isPending}
                    disabled={chosen.length === 0}
                  >
                    Save review ({chosen.length})
                  </Button>
                ) : null}
              </Group>
            </Group>
          ) : null}
          {automatic.approved + automatic.sampled + automatic.flagged > 0 ? (
            <Text size="sm">
              Automatic approval when the company submitted: {automatic.approved} value
              {automatic.approved === 1 ? '' : 's'} approved automatically, {automatic.sampled} drawn for your
              check, {automatic.flagged} held by a flag.
            </Text>
          ) : null}
          <FormAlert error={review.error} />
          <DataTable
            label="Values to review"
            itemName={['value', 'values']}
            columns={columns}
            data={rows}
            getRowId={(row) => row.metric.code}
            paging={{ mode: 'none' }}
            maxHeight="70vh"
            empty={<Text c="dimmed">No value has been entered yet.</Text>}
            filter={{ mode: 'client', placeholder: 'Filter by metric or section' }}
          />
        </Stack>
      </Card>
      {overriding ? (
        <OverrideValueModal
          responseId={r.id}
          companyName={r.companyName}
          metricName={overriding.label ?? overriding.definition.name}
          definition={overriding.definition}
          unit={overriding.definition.unit}
          published={`${formatCanonical(overriding.definition, overriding.value?.value ?? null)}${overriding.definition.unit ? ` ${overriding.definition.unit}` : ''}`}
          current={quality?.metrics[overriding.code]?.override ?? null}
          onClose={() => setOverriding(null)}
        />
      ) : null}
    </>
  );
}
