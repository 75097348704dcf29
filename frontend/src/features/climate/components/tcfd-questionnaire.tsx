import { Accordion, Badge, Checkbox, Group, Radio, Stack, Text, Title, Tooltip } from '@mantine/core';
import type {
  ResponseDetail,
  ResponseMetric,
  ResponseSection,
} from '@esg/contracts/data-collection/responses';
import { isTableRows } from '@esg/contracts/data-collection/index';
import { ToneBadge } from '@/components/ui/status-badge';
import { TONES } from '@/components/ui/tones';
import { notifyError } from '@/lib/notify';
import { useSaveTcfdAnswer } from '../api/save-tcfd-answer';
import { STATUS_TEXT } from './tcfd-status';

/** The disclosures of a dimension section with their indicator metrics, depth first. */
function disclosures(
  section: ResponseSection,
): Array<{ title: string; ref: string | null; metrics: ResponseMetric[] }> {
  return [
    ...(section.metrics.length ? [{ title: section.title, ref: section.ref, metrics: section.metrics }] : []),
    ...section.sections.flatMap(disclosures),
  ];
}

export function TcfdQuestionnaire({ response }: { response: ResponseDetail }) {
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
