import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import type { QualityFlag, ResponseDetail, ResponseMetric } from '@esg/contracts/data-collection/index';
import { mayEver, workplaceReadOnly } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { useCurrentUser } from '@/lib/auth-store';
import { FormAlert } from '@/components/ui/form-alert';
import { StatusBadge } from '@/components/ui/status-badge';
import { notifySuccess } from '@/lib/notify';
import { useExplainFlag, useResponseQuality } from '../api/quality';
import { formatDate } from './format';
import { OverrideNote } from './override-value';

/** The finding without the metric's name in front (the card shows the name above it). */
const findingOf = (flag: QualityFlag) => flag.message.replace(`${flag.metricName}: `, '');

/**
 * The company's side of its investor's checks (issue 27, rule 127): every flag on the response's values
 * with its finding and status, the explanation given so far, and "Explain" to say why a value is right;
 * the investor reads it on its quality page and the review screen. The investor's overrides of the
 * company's values are listed too. Shown to the company's users only, and only when a value is flagged or
 * overridden.
 */
export function FlagExplanationsCard({
  response,
  metrics,
}: {
  response: Pick<ResponseDetail, 'id' | 'companyId'>;
  /** Every metric of the response (for its label and definition). */
  metrics: ResponseMetric[];
}) {
  const quality = useResponseQuality(response.id).data;
  const user = useCurrentUser();
  const { ctx } = useAccessContext();
  const [explaining, setExplaining] = useState<QualityFlag | null>(null);
  // The company's own side: the investor reads the same flags on its quality page and the review screen.
  if (!quality || user.companyId !== response.companyId) return null;
  const byCode = new Map(metrics.map((m) => [m.code, m]));
  const entries = Object.entries(quality.metrics).filter(
    ([, entry]) => entry.flags.length > 0 || entry.override !== null,
  );
  if (entries.length === 0) return null;
  // The users of the company whose values they are explain (rule 127), outside read-only workplaces.
  const mayExplain = mayEver('quality.explain', user) && !workplaceReadOnly(ctx);
  const open = entries.reduce((n, [, e]) => n + e.flags.filter((f) => f.status === 'open').length, 0);

  return (
    <Card p="md" mb="md" withBorder aria-labelledby="flag-explanations-title" component="section">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="flag-explanations-title">
            Your investor’s checks
          </Title>
          <Text size="sm" c="dimmed">
            Your investor compares each value with last year’s and with the other companies’ values.{' '}
            {open > 0
              ? `${open} flagged value${open === 1 ? ' waits' : 's wait'} for your explanation: say why the value is right, and the reviewer reads it beside the value.`
              : 'Every flag has an explanation or was accepted.'}
          </Text>
        </div>
        {entries.map(([code, entry]) => {
          const metric = byCode.get(code);
          const name = metric?.label ?? metric?.definition.name ?? entry.flags[0]?.metricName ?? code;
          return (
            <Stack
              key={code}
              gap={6}
              data-testid="flagged-value"
              p="sm"
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text size="sm" fw={600}>
                {name}
              </Text>
              {entry.flags.map((flag) => (
                <Stack key={flag.id} gap={4} align="flex-start">
                  <Group gap={4}>
                    <StatusBadge set="qualityCheck" code={flag.check} prefix="Check" size="sm" />
                    <StatusBadge set="qualityFlagStatus" code={flag.status} prefix="Flag" size="sm" />
                  </Group>
                  <Text size="sm">{findingOf(flag)}</Text>
                  {flag.explanation ? (
                    <Text size="xs" c="dimmed">
                      Your explanation ({flag.explanation.byName ?? 'your team'},{' '}
                      {formatDate(flag.explanation.at)}): “{flag.explanation.text}”
                    </Text>
                  ) : null}
                  {flag.resolution ? (
                    <Text size="xs" c="dimmed">
                      Accepted by your investor{flag.resolution.byName ? ` (${flag.resolution.byName})` : ''}
                      {flag.resolution.comment ? `: “${flag.resolution.comment}”` : ''}
                    </Text>
                  ) : null}
                  {mayExplain && flag.status !== 'resolved' ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`${flag.explanation ? 'Change the explanation of' : 'Explain'} ${name}`}
                      onClick={() => setExplaining(flag)}
                    >
                      {flag.explanation ? 'Change explanation' : 'Explain'}
                    </Button>
                  ) : null}
                </Stack>
              ))}
              {entry.override && metric ? (
                <OverrideNote
                  override={entry.override}
                  definition={metric.definition}
                  responseId={response.id}
                />
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      {explaining ? <ExplainFlagModal flag={explaining} onClose={() => setExplaining(null)} /> : null}
    </Card>
  );
}

/** The company's explanation of one flag: required text, saved for the value's current version. */
function ExplainFlagModal({ flag, onClose }: { flag: QualityFlag; onClose: () => void }) {
  const explain = useExplainFlag();
  const [text, setText] = useState(flag.explanation?.text ?? '');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!text.trim()) return setMissing(true);
    explain.mutate(
      { flagId: flag.id, text: text.trim() },
      {
        onSuccess: () => {
          notifySuccess('Explanation saved: your investor sees it beside the value');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title="Explain the value"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm" fw={600}>
          {flag.metricName} · {flag.period}
        </Text>
        <Text size="sm" c="dimmed">
          {findingOf(flag)}
        </Text>
        <Textarea
          label="Explanation"
          description="Why the value is right: what changed, where the figure comes from. Your investor and its auditors read this."
          required
          autosize
          minRows={3}
          maxLength={4000}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? 'Say why the value is right.' : undefined}
        />
        <Text size="xs" c="dimmed">
          The explanation holds for the value as it is now: if the value changes, the check looks at it again.
        </Text>
        <FormAlert error={explain.error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={explain.isPending} onClick={submit}>
            Save explanation
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
