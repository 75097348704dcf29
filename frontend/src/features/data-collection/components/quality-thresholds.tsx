import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import {
  PRE_APPROVAL_DEFAULTS,
  preApprovalSettingsSchema,
  qualityThresholdsSchema,
  type QualitySettings,
  type QualityThresholds,
} from '@esg/contracts/data-collection/index';
import { FormAlert } from '@/components/ui/form-alert';
import { notifySuccess } from '@/lib/notify';
import { useSaveQualitySettings } from '../api/quality-settings';
import { formatDate } from './format';

type NumberField =
  | 'yearOnYear.decimalPercent'
  | 'yearOnYear.integerAbsolute'
  | 'outliers.standardDeviations'
  | 'outliers.iqrMultiplier'
  | 'outliers.minimumPeers'
  | 'absence.ratePercent'
  | 'absence.minimumAsked';

/** Each number of the thresholds: its label, what it means, and the bounds the API accepts, in words. */
const FIELDS: Array<{
  path: NumberField;
  label: string;
  description: string;
  rule: string;
  suffix?: string;
  integer?: boolean;
}> = [
  {
    path: 'yearOnYear.decimalPercent',
    label: 'Change from last year (decimals)',
    description: 'Flag a number, percentage or amount that changed by more than this share of last year’s.',
    rule: 'Give a percentage above 0 and at most 10,000.',
    suffix: ' %',
  },
  {
    path: 'yearOnYear.integerAbsolute',
    label: 'Change from last year (counts)',
    description: 'Flag a whole number (a count) that changed by more than this many.',
    rule: 'Give a number from 0 to 1,000,000.',
  },
  {
    path: 'outliers.standardDeviations',
    label: 'Standard deviations from the mean',
    description: 'Flag a value further than this from the portfolio’s mean.',
    rule: 'Give a number above 0 and at most 10.',
  },
  {
    path: 'outliers.iqrMultiplier',
    label: 'Interquartile fence (k)',
    description: 'Flag a value outside Q1 − k × IQR … Q3 + k × IQR (1.5 is usual).',
    rule: 'Give a number above 0 and at most 10.',
  },
  {
    path: 'outliers.minimumPeers',
    label: 'Companies needed to compare',
    description: 'Compare a value with its peers only when at least this many companies gave one.',
    rule: 'Give a whole number from 3 to 1,000.',
    integer: true,
  },
  {
    path: 'absence.ratePercent',
    label: 'Unanswered by more than',
    description: 'Flag a metric left unanswered by more than this share of the companies asked.',
    rule: 'Give a percentage from 0 to 100.',
    suffix: ' %',
  },
  {
    path: 'absence.minimumAsked',
    label: 'Companies asked, at least',
    description:
      'Count how often a metric goes unanswered only when at least this many companies were asked for it.',
    rule: 'Give a whole number from 1 to 1,000.',
    integer: true,
  },
];

const get = (t: QualityThresholds, path: NumberField): number => {
  const [group, key] = path.split('.') as [keyof QualityThresholds, string];
  return (t[group] as Record<string, number>)[key];
};

/**
 * The GP's thresholds of the quality checks (ADR 0180, `PUT /api/quality/settings`): each number with what it
 * means and the product's default; a value out of bounds is named under its field and nothing is saved.
 * "Use the product's defaults" drops the GP's own thresholds.
 */
export function QualityThresholdsModal({
  settings,
  onClose,
}: {
  settings: QualitySettings;
  onClose: () => void;
}) {
  const save = useSaveQualitySettings();
  const [values, setValues] = useState<Record<NumberField, number | string>>(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f.path, get(settings.thresholds, f.path)])) as Record<
        NumberField,
        number
      >,
  );
  const [booleanFlip, setBooleanFlip] = useState(settings.thresholds.yearOnYear.booleanFlip);
  const [errors, setErrors] = useState<Partial<Record<NumberField, string>>>({});
  // Risk-based pre-approval (ADR 0186): unflagged values pass review on their own, except a sample.
  const [autoApprove, setAutoApprove] = useState(settings.preApproval.enabled);
  const [samplePercent, setSamplePercent] = useState<number | string>(settings.preApproval.samplePercent);
  const [sampleError, setSampleError] = useState<string | undefined>();

  const submit = () => {
    const n = (path: NumberField) => (values[path] === '' ? Number.NaN : Number(values[path]));
    const candidate: QualityThresholds = {
      yearOnYear: {
        decimalPercent: n('yearOnYear.decimalPercent'),
        integerAbsolute: n('yearOnYear.integerAbsolute'),
        booleanFlip,
      },
      outliers: {
        standardDeviations: n('outliers.standardDeviations'),
        iqrMultiplier: n('outliers.iqrMultiplier'),
        minimumPeers: n('outliers.minimumPeers'),
      },
      absence: { ratePercent: n('absence.ratePercent'), minimumAsked: n('absence.minimumAsked') },
    };
    const parsed = qualityThresholdsSchema.safeParse(candidate);
    const preApproval = preApprovalSettingsSchema.safeParse({
      enabled: autoApprove,
      samplePercent: samplePercent === '' ? Number.NaN : Number(samplePercent),
    });
    setSampleError(preApproval.success ? undefined : 'Give a whole percentage from 1 to 100.');
    if (!parsed.success) {
      const found: Partial<Record<NumberField, string>> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.') as NumberField;
        const field = FIELDS.find((f) => f.path === path);
        if (field) found[path] = field.rule;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (!preApproval.success) return;
    // Unchanged defaults stay the product's (they follow the product), whatever happens to pre-approval.
    const sameDefaults =
      !settings.custom && JSON.stringify(parsed.data) === JSON.stringify(settings.thresholds);
    save.mutate(
      { thresholds: sameDefaults ? null : parsed.data, preApproval: preApproval.data },
      {
        onSuccess: () => {
          notifySuccess(
            sameDefaults ? 'Automatic approval saved' : 'Thresholds saved: the flags use them now',
          );
          onClose();
        },
      },
    );
  };
  const reset = () =>
    save.mutate(
      { thresholds: null, preApproval: settings.preApproval },
      {
        onSuccess: () => {
          notifySuccess('Back to the product’s defaults');
          onClose();
        },
      },
    );

  const field = (f: (typeof FIELDS)[number]) => (
    <NumberInput
      key={f.path}
      label={f.label}
      description={`${f.description} Default: ${get(settings.defaults, f.path)}${f.suffix ?? ''}.`}
      value={values[f.path]}
      onChange={(v) => {
        setValues((current) => ({ ...current, [f.path]: v }));
        setErrors((current) => ({ ...current, [f.path]: undefined }));
      }}
      suffix={f.suffix}
      allowDecimal={!f.integer}
      decimalScale={f.integer ? 0 : 4}
      thousandSeparator=","
      error={errors[f.path]}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title="Quality thresholds"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {settings.custom
            ? `Your own thresholds${settings.updatedAt ? `, last changed ${formatDate(settings.updatedAt)}${settings.updatedByName ? ` by ${settings.updatedByName}` : ''}` : ''}.`
            : 'The product’s defaults are in force.'}{' '}
          They apply to the flags on this page, the review screen and the warnings your companies see as they
          type.
        </Text>
        <Title order={3} size="h5">
          Change from last year
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{FIELDS.slice(0, 2).map(field)}</SimpleGrid>
        <Switch
          label="Flag a yes/no answer that turns over"
          checked={booleanFlip}
          onChange={(e) => setBooleanFlip(e.currentTarget.checked)}
        />
        <Title order={3} size="h5">
          Far from the other companies
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>{FIELDS.slice(2, 5).map(field)}</SimpleGrid>
        <Title order={3} size="h5">
          Often unanswered
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{FIELDS.slice(5).map(field)}</SimpleGrid>
        <Title order={3} size="h5">
          Automatic approval
        </Title>
        <Switch
          label="Approve unflagged values automatically"
          description="When a company submits data you asked for, values without an open flag pass review on their own, except a random sample that a person checks. Each value approved this way says why; flagged values always wait for a person."
          checked={autoApprove}
          onChange={(e) => setAutoApprove(e.currentTarget.checked)}
        />
        <NumberInput
          label="Share checked by a person"
          description={`Of the unflagged values of each submission, this share (rounded up, at least one) is drawn for a person's check. Default: ${PRE_APPROVAL_DEFAULTS.samplePercent} %.`}
          value={samplePercent}
          onChange={(v) => {
            setSamplePercent(v);
            setSampleError(undefined);
          }}
          suffix=" %"
          allowDecimal={false}
          disabled={!autoApprove}
          error={sampleError}
          maw={320}
        />
        <FormAlert error={save.error} />
        <Group justify="space-between">
          {settings.custom ? (
            <Button variant="subtle" onClick={reset} loading={save.isPending}>
              Use the product’s defaults
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              Save thresholds
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
