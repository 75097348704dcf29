import { useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { EvidenceCitation, MetricDefinition, ValueOverride } from '@esg/contracts/data-collection/index';
import { FormAlert } from '@/components/ui/form-alert';
import { notifySuccess } from '@/lib/notify';
import { useCitations } from '../api/citations';
import { useOverrideValue } from '../api/value-override';
import { EvidenceViewer, placeLabel } from '@/shared/evidence/evidence-viewer';
import { formatDate } from './format';
import { formatCanonical } from './value-format';

const NUMERIC = new Set(['number', 'integer', 'percent', 'currency']);

/** "Overridden by Grace Parker on 5 Mar 2026: 900 tCO2e (the company published 9,000 tCO2e). Why: …" */
export function OverrideNote({
  override,
  definition,
  responseId,
}: {
  override: ValueOverride;
  definition: MetricDefinition;
  /** The response whose documents the override cites (its evidence is listed by name, ADR 0185). */
  responseId?: number;
}) {
  const unit = (u: string) => (u ? ` ${u}` : '');
  return (
    <Stack gap={0} data-testid="override-note">
      <Text size="xs" fw={600} c="orange.9">
        Overridden by {override.byName ?? 'your team'} on {formatDate(override.at)}:{' '}
        {formatCanonical(definition, override.value)}
        {unit(override.unit)}
      </Text>
      <Text size="xs" c="dimmed">
        The company published {formatCanonical(definition, override.original.value)}
        {unit(override.original.unit)}. Why: “{override.reason}”
      </Text>
      {override.evidenceIds.length > 0 ? (
        <OverrideEvidence override={override} definition={definition} responseId={responseId} />
      ) : null}
    </Stack>
  );
}

/** The documents the GP named for its override, each opening where it backs the value. */
function OverrideEvidence({
  override,
  definition,
  responseId,
}: {
  override: ValueOverride;
  definition: MetricDefinition;
  responseId?: number;
}) {
  const evidence = useCitations(responseId ?? 0, responseId !== undefined);
  const [open, setOpen] = useState<EvidenceCitation | null>(null);
  const files = evidence.data?.files ?? [];
  const named = override.evidenceIds.map((id) => {
    const file = files.find((f) => f.fileId === id);
    const cited =
      evidence.data?.citations.find((c) => c.fileId === id && c.metricCode === override.metricCode) ??
      evidence.data?.citations.find((c) => c.fileId === id);
    return { id, file, cited };
  });
  return (
    <Group gap={4} data-testid="override-evidence">
      <Text size="xs" c="dimmed">
        Backed by:
      </Text>
      {named.map(({ id, file, cited }, i) => (
        <Text key={id} size="xs" component="span">
          {cited ? (
            <Anchor component="button" type="button" size="xs" onClick={() => setOpen(cited)}>
              {cited.fileName}
              {cited.metricCode === override.metricCode && (cited.page !== null || cited.cell !== null)
                ? `, ${placeLabel(cited)}`
                : ''}
            </Anchor>
          ) : (
            (file?.fileName ?? 'a document of the company')
          )}
          {i < named.length - 1 ? ',' : ''}
        </Text>
      ))}
      {open ? (
        <EvidenceViewer citation={open} metricName={definition.name} onClose={() => setOpen(null)} />
      ) : null}
    </Group>
  );
}

/**
 * The GP's override of a company's published value (ADR 0181): the value the investor's figures use instead,
 * and a reason, both required; the override in force is shown and can be withdrawn. The company's value is
 * never changed.
 */
export function OverrideValueModal({
  responseId,
  companyName,
  metricName,
  definition,
  unit,
  published,
  current,
  onClose,
}: {
  responseId: number;
  companyName: string;
  metricName: string;
  definition: MetricDefinition;
  unit: string;
  published: string;
  current: ValueOverride | null;
  onClose: () => void;
}) {
  const { set, withdraw } = useOverrideValue(responseId, definition.code);
  const numeric = NUMERIC.has(definition.type);
  const initial =
    typeof current?.value === 'number' || typeof current?.value === 'string' ? String(current.value) : '';
  const [text, setText] = useState(initial);
  const [flag, setFlag] = useState<string>(current?.value === false ? 'no' : 'yes');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const documents = useCitations(responseId).data?.files ?? [];
  const [evidenceIds, setEvidenceIds] = useState<string[]>(current?.evidenceIds ?? []);

  const submit = () => {
    const value =
      definition.type === 'boolean'
        ? flag === 'yes'
        : numeric
          ? Number(text.replace(/[\s,]/g, ''))
          : text.trim();
    if (definition.type !== 'boolean' && text.trim() === '') return setMissing('value');
    if (numeric && !Number.isFinite(value)) return setMissing('number');
    if (!reason.trim()) return setMissing('reason');
    setMissing(null);
    set.mutate(
      { value, unit: unit || undefined, reason: reason.trim(), evidenceIds },
      {
        onSuccess: () => {
          notifySuccess('Override saved: your figures use it');
          onClose();
        },
      },
    );
  };
  const remove = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        notifySuccess('Override withdrawn: your figures use the company’s value again');
        onClose();
      },
    });

  return (
    <Modal
      opened
      onClose={onClose}
      title="Override the value"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm">
          {companyName} · {metricName}
        </Text>
        <Text size="sm" c="dimmed">
          The company published {published}. Your figures (PAI) will use your value instead; the company’s
          value stays in its response, its history and the exports, and the company sees your override.
        </Text>
        {current ? <OverrideNote override={current} definition={definition} responseId={responseId} /> : null}
        {definition.type === 'boolean' ? (
          <SegmentedControl
            aria-label="Value to use"
            data={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            value={flag}
            onChange={setFlag}
          />
        ) : (
          <TextInput
            label="Value to use"
            required
            inputMode={numeric ? 'decimal' : undefined}
            rightSection={unit ? <Text size="xs">{unit}</Text> : undefined}
            rightSectionWidth={unit ? Math.max(40, unit.length * 8 + 16) : undefined}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setMissing(null);
            }}
            error={
              missing === 'value'
                ? 'Give the value your figures should use.'
                : missing === 'number'
                  ? 'Give a number, for example 1250.5.'
                  : undefined
            }
          />
        )}
        <Textarea
          label="Reason"
          description="Why the company’s value is not used (the company and auditors read this)."
          required
          autosize
          minRows={2}
          maxLength={4000}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissing(null);
          }}
          error={missing === 'reason' ? 'Say why you override the value.' : undefined}
        />
        {documents.length > 0 ? (
          <Checkbox.Group
            label="Documents that back your value"
            description="The company’s documents of this period; the company and auditors see which you relied on."
            value={evidenceIds}
            onChange={setEvidenceIds}
          >
            <Stack gap={4} mt={4}>
              {documents.map((d) => (
                <Checkbox key={d.fileId} value={d.fileId} label={d.fileName} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        <FormAlert error={set.error ?? withdraw.error} />
        <Group justify="space-between">
          {current ? (
            <Button color="red" variant="subtle" loading={withdraw.isPending} onClick={remove}>
              Withdraw override
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={set.isPending} onClick={submit}>
              Save override
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
