import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconInfoCircle, IconLock } from '@tabler/icons-react';
import {
  isTableRows,
  type ResponseMetric,
  type SaveValueRequest,
  type TableRow,
  type ValueQuality,
  type ValueStatus,
} from '@esg/contracts/data-collection/index';
import { labelOptions, labelText } from '@esg/contracts/labels';
import { DateField } from '@/components/ui/date-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { useAutosave } from '../hooks/use-autosave';
import { AutosaveStatus } from './autosave-status';
import { EvidenceFiles } from './evidence-files';
import { ValueThreadButton } from './value-thread';
import { formatDateTime } from './format';
import {
  authorOf,
  constraintHint,
  feedsText,
  formatCanonical,
  formatValue,
  publicationText,
  sourceText,
} from './value-format';

type DraftValue = number | string | string[] | TableRow[] | null;

interface Draft {
  value: DraftValue;
  unit: string | null;
  status: ValueStatus;
  reason: string;
  quality: ValueQuality | null;
  dataQualityScore: string | null;
  comment: string;
  exchangeRate: number | string;
  /** Why a published value changes (a restatement, ADR 0090); required then. */
  changeReason: string;
  /** Declined as beyond VSME (the value-chain cap): not available, with the reason. */
  declined: boolean;
}

const NUMERIC = new Set(['number', 'integer', 'percent', 'currency']);
const EUR_UNITS = new Set(['EUR', 'kEUR', 'EURm', 'EURbn']);

/** The choices of a choice metric: the dictionary's allowed values, or a TCFD indicator's options. */
function choicesOf(metric: ResponseMetric): Array<{ value: string; label: string }> {
  if (metric.definition.allowedValues) return metric.definition.allowedValues;
  return (metric.options ?? []).map((o) => ({ value: o.option, label: o.option }));
}

/** The editor's starting point: the current version as it was entered (raw value and unit). */
export function draftOf(metric: ResponseMetric): Draft {
  const v = metric.value;
  const defaultUnit = metric.inputUnit ?? (metric.definition.unit || null);
  if (!v)
    return {
      value: metric.definition.type === 'multi-choice' || metric.multiple ? [] : null,
      unit: defaultUnit,
      status: 'provided',
      reason: '',
      quality: null,
      dataQualityScore: null,
      comment: '',
      exchangeRate: '',
      changeReason: '',
      declined: false,
    };
  let value: DraftValue = null;
  if (v.status === 'provided') {
    const raw = v.rawValue;
    if (typeof v.value === 'boolean') value = v.value ? 'yes' : 'no';
    else if (NUMERIC.has(metric.definition.type))
      value = typeof raw === 'number' ? raw : typeof v.value === 'number' ? v.value : null;
    else if (isTableRows(v.value)) value = v.value;
    else if (Array.isArray(v.value)) value = v.value;
    else value = typeof v.value === 'string' ? v.value : null;
  }
  return {
    value,
    unit: NUMERIC.has(metric.definition.type) ? (v.rawUnit ?? v.unit) || defaultUnit : defaultUnit,
    status: v.status,
    reason: v.reason ?? '',
    quality: v.quality,
    dataQualityScore: v.dataQualityScore === null ? null : String(v.dataQualityScore),
    comment: v.comment ?? '',
    exchangeRate: v.exchangeRate ?? '',
    changeReason: '',
    declined: v.declined === true && v.status === 'not_available',
  };
}

/** The PUT body of a draft (docs/data-collection.md, "Validation" says what the server checks). */
export function requestOf(metric: ResponseMetric, draft: Draft): Partial<SaveValueRequest> {
  const type = metric.definition.type;
  const request: Partial<SaveValueRequest> = { status: draft.status };
  if (draft.status === 'provided') {
    if (type === 'boolean') request.value = draft.value === null ? null : draft.value === 'yes';
    else if (NUMERIC.has(type)) request.value = draft.value === '' ? null : draft.value;
    else request.value = draft.value;
    if (NUMERIC.has(type) && draft.unit) request.unit = draft.unit;
    if (type === 'currency' && draft.unit && !EUR_UNITS.has(draft.unit) && draft.exchangeRate !== '')
      request.exchangeRate = Number(draft.exchangeRate);
  } else if (draft.reason.trim()) request.reason = draft.reason.trim();
  if (draft.declined && draft.status === 'not_available') request.declined = true;
  if (draft.quality) request.quality = draft.quality;
  if (draft.dataQualityScore) request.dataQualityScore = Number(draft.dataQualityScore);
  if (draft.comment.trim()) request.comment = draft.comment.trim();
  if (draft.changeReason.trim()) request.changeReason = draft.changeReason.trim();
  return request;
}

/** The author's edit in one line, beside the other person's value when the two conflict. */
function formatDraft(definition: ResponseMetric['definition'], draft: Draft): string {
  if (draft.status !== 'provided')
    return `${draft.declined ? 'Declined as beyond VSME' : labelText('valueStatus', draft.status)}${draft.reason.trim() ? `: ${draft.reason.trim()}` : ''}`;
  const v = draft.value;
  if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) return 'No value';
  if (definition.type === 'boolean') return v === 'yes' ? 'Yes' : 'No';
  if (NUMERIC.has(definition.type))
    return `${formatCanonical(definition, Number(v))}${draft.unit ? ` ${draft.unit}` : ''}`;
  return formatCanonical(definition, v);
}

interface MetricFieldProps {
  responseId: number;
  metric: ResponseMetric;
  /** The response allows entering values now (status, role); the metric's own `editable` says the rest. */
  canEdit: boolean;
  onHistory: (metric: ResponseMetric) => void;
}

/**
 * One question of the questionnaire: the type's input, the accepted units, status (not applicable /
 * not available with a reason), quality, PCAF score, comment, and the server's verdicts. A value
 * the server refuses stays in the field with the rule it broke: nothing typed is lost.
 */
export function MetricField({ responseId, metric, canEdit, onHistory }: MetricFieldProps) {
  const def = metric.definition;
  const id = useId();
  const editable = canEdit && metric.editable;
  const [draft, setDraft] = useState<Draft>(() => draftOf(metric));
  const current = useRef(draft);
  const [details, setDetails] = useState(false);
  const serverRevision = metric.value ? (metric.value.revision ?? metric.value.version) : 0;
  const autosave = useAutosave({ responseId, metricCode: metric.code, serverRevision });
  const { dirty } = autosave;
  const [reasonMissing, setReasonMissing] = useState(false);

  // A value saved elsewhere (another person, an import, a live update) replaces a field without edits.
  useEffect(() => {
    if (dirty) return;
    current.current = draftOf(metric);
    setDraft(current.current);
  }, [metric.value?.valueVersionId, serverRevision]);

  const publication = metric.publication;
  // A published value changes only with a reason (a restatement): asked for once it is edited, and
  // kept in view until the question is left (the first autosave makes a new version, no longer published).
  const [restatingHere, setRestatingHere] = useState(false);
  const restating = (publication !== null && dirty) || restatingHere;

  /** Why an edit cannot be saved yet, in words; undefined when it can. */
  const waitingFor = (next: Draft): string | undefined => {
    if (next.status !== 'provided' && !next.reason.trim())
      return next.declined ? 'say why you decline it' : 'say why there is no value';
    if (publication !== null && !next.changeReason.trim()) return 'say why the published value changes';
    return undefined;
  };

  /** Every edit is autosaved after a pause in typing (ADR 0226): no Save button per question. */
  const change = (changes: Partial<Draft>, extra: Partial<SaveValueRequest> = {}) => {
    const next = { ...current.current, ...changes };
    current.current = next;
    setDraft(next);
    if (publication !== null) setRestatingHere(true);
    if (changes.changeReason?.trim()) setReasonMissing(false);
    const waiting = waitingFor(next);
    autosave.edit({ ...requestOf(metric, next), ...extra }, { waitingFor: waiting });
  };

  /** The year-on-year warning confirmed: the value saved again with the confirmation. */
  const confirmWarnings = () => {
    change({}, { confirmWarnings: true });
    autosave.flush();
  };

  /** Leaving the question (focus moves outside its card) saves at once what waits for its pause. */
  const leave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (!editable || !dirty) {
      setRestatingHere(false);
      return;
    }
    if (publication !== null && !current.current.changeReason.trim()) setReasonMissing(true);
    autosave.flush();
  };

  /** The other person's value, taken instead of the edit. */
  const takeTheirs = () => {
    const taken = draftOf({ ...metric, value: autosave.takeTheirs() });
    current.current = taken;
    setDraft(taken);
    setReasonMissing(false);
  };

  const refused = autosave.state.kind === 'refused' ? autosave.state : null;
  const title = metric.label ?? def.name;
  const hint = constraintHint(def);
  const review = metric.value?.review ?? null;
  const returned = review?.verdict === 'returned' && review.valueVersionId === metric.value?.valueVersionId;
  const warnings = metric.value && !metric.value.warningsConfirmed ? metric.value.warnings : [];
  const standingErrors = metric.validation.errors;
  const errorText = refused
    ? refused.issues.length > 0
      ? refused.issues.map((i) => i.message).join(' ')
      : refused.reason
    : undefined;
  const inputLabel = (
    <Group gap={6} wrap="nowrap" component="span">
      <span>{title}</span>
      {metric.required ? (
        <Text span c="red.8" aria-hidden>
          *
        </Text>
      ) : null}
    </Group>
  );
  const description = [def.helpText ?? (def.definition !== title ? def.definition : null), hint]
    .filter(Boolean)
    .join(' · ');

  const feeds = feedsText(metric.feeds);
  // "Optional" must never silently mean "drops you out" of an investor's figure (issue 21, finding 2).
  // A figure that reads it only for what an investor finances this way (a real-estate asset, financed vehicles)
  // drops no other company out: said as "used by … (when …)", not as a warning.
  const optionalButRead = !metric.required && metric.feeds.some((feed) => !feed.when) && !metric.value;

  const numeric = NUMERIC.has(def.type);
  const units = def.acceptedUnits;
  const choices = choicesOf(metric);
  const valueInput = (() => {
    const common = {
      label: inputLabel,
      description: description || undefined,
      error: errorText,
      disabled: !editable || draft.status !== 'provided',
      required: metric.required,
    };
    if (numeric)
      return (
        <NumberInput
          {...common}
          value={draft.value as number | string}
          onChange={(v) => change({ value: v })}
          allowDecimal={def.type !== 'integer'}
          thousandSeparator=","
          decimalScale={def.type === 'integer' ? 0 : 12}
          rightSection={
            units.length <= 1 ? (
              <Text size="sm" c="dimmed" pr="xs">
                {draft.unit ?? def.unit}
              </Text>
            ) : undefined
          }
          rightSectionWidth={
            units.length <= 1 ? Math.max(40, (draft.unit ?? def.unit).length * 9 + 16) : undefined
          }
          flex={1}
        />
      );
    if (def.type === 'boolean')
      return (
        <Radio.Group
          {...common}
          value={(draft.value as string | null) ?? ''}
          onChange={(v) => change({ value: v })}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yes" label="Yes" disabled={common.disabled} />
            <Radio value="no" label="No" disabled={common.disabled} />
          </Group>
        </Radio.Group>
      );
    if (def.type === 'multi-choice' || metric.multiple)
      return (
        <MultiSelect
          {...common}
          data={choices}
          value={(draft.value as string[] | null) ?? []}
          onChange={(v) => change({ value: v })}
          searchable
          clearable
        />
      );
    if (def.type === 'choice')
      return (
        <Select
          {...common}
          data={choices}
          value={(draft.value as string | null) ?? null}
          onChange={(v) => change({ value: v })}
          searchable
          clearable
        />
      );
    if (def.type === 'date')
      return (
        <DateField
          {...common}
          value={(draft.value as string | null) ?? null}
          onChange={(v: string | null) => change({ value: v })}
        />
      );
    return (
      <Textarea
        {...common}
        value={(draft.value as string | null) ?? ''}
        onChange={(e) => change({ value: e.currentTarget.value })}
        autosize
        minRows={1}
        maxLength={def.maxLength ?? 4000}
      />
    );
  })();

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      id={`metric-${metric.code}`}
      data-metric={metric.code}
      style={returned || refused ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
      aria-label={title}
      component="section"
      onBlur={leave}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap={6}>
            {metric.ref ? (
              <Badge variant="outline" color="gray.7" radius="sm" tt="none">
                {metric.ref}
              </Badge>
            ) : null}
            {metric.tier && metric.tier !== 'optional' ? (
              <Badge variant="light" color="gray" radius="sm" tt="none" size="sm">
                {metric.tier} tier
              </Badge>
            ) : null}
            {!metric.required ? (
              <Badge variant="light" color="gray" radius="sm" tt="none" size="sm">
                Optional
              </Badge>
            ) : null}
            {review && review.valueVersionId === metric.value?.valueVersionId ? (
              <StatusBadge set="reviewVerdict" code={review.verdict} prefix="Review" size="sm" />
            ) : null}
            {metric.beyondVsme ? (
              <Tooltip
                label="Your investor asks this beyond VSME: the value-chain cap lets you decline it, with a reason"
                multiline
                w={280}
              >
                <Badge variant="light" color="orange" radius="sm" tt="none" size="sm">
                  Beyond VSME
                </Badge>
              </Tooltip>
            ) : null}
            {metric.value?.declined ? (
              <Badge variant="filled" color="orange" radius="sm" tt="none" size="sm">
                Declined
              </Badge>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            <ValueThreadButton responseId={responseId} metric={metric} />
            {metric.value ? (
              <Tooltip label="Every version of this value, who changed it, when and why">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconHistory size={14} aria-hidden />}
                  onClick={() => onHistory(metric)}
                  aria-label={`History of ${title}`}
                >
                  v{metric.value.version}
                </Button>
              </Tooltip>
            ) : null}
          </Group>
        </Group>

        {returned ? (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} />}
            title="Returned by the reviewer"
          >
            {review?.comment ?? 'No comment given.'}
          </Alert>
        ) : null}

        {publication && metric.value ? (
          <Text size="xs" c="dimmed" data-testid="publication">
            {publicationText(publication)}
            {editable
              ? '. It counts as answered; changing it restates the published value, with a reason.'
              : '.'}
          </Text>
        ) : null}

        {editable ? (
          <Group align="flex-start" gap="sm" wrap="wrap">
            <div style={{ flex: '1 1 260px', minWidth: 0 }}>{valueInput}</div>
            {numeric && units.length > 1 ? (
              <Select
                label="Unit"
                data={units}
                value={draft.unit}
                onChange={(u) => change({ unit: u })}
                allowDeselect={false}
                disabled={draft.status !== 'provided'}
                w={120}
                aria-label={`Unit of ${title}`}
              />
            ) : null}
            <Select
              label="Status"
              data={labelOptions('valueStatus')}
              value={draft.status}
              onChange={(s) => change({ status: s ?? 'provided', declined: false })}
              allowDeselect={false}
              w={170}
              aria-label={`Status of ${title}`}
            />
          </Group>
        ) : (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {title}
            </Text>
            <Text size="sm">{formatValue(def, metric.value)}</Text>
          </Stack>
        )}

        {editable && restating ? (
          <Textarea
            label="Reason for the restatement"
            description="The value was published; the reviewer sees why it changes."
            required
            autosize
            minRows={1}
            value={draft.changeReason}
            onChange={(e) => change({ changeReason: e.currentTarget.value })}
            error={reasonMissing ? 'Say why the published value changes' : undefined}
          />
        ) : null}
        {!editable && metric.lock ? (
          <Group
            gap={6}
            wrap="nowrap"
            align="flex-start"
            c={metric.lock.reason === 'under_review_elsewhere' ? 'orange.9' : 'dimmed'}
            data-testid="lock"
          >
            <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="xs" c="inherit">
              {metric.lock.message}
            </Text>
          </Group>
        ) : null}
        {feeds ? (
          optionalButRead ? (
            <Alert color="blue" variant="light" p="xs" icon={<IconInfoCircle size={16} />}>
              <Text size="xs">
                Optional here, but your investors&apos; {feeds} read it: leaving it empty can leave you out of
                those figures.
              </Text>
            </Alert>
          ) : (
            <Text size="xs" c="dimmed">
              Used by your investors&apos; {feeds}
            </Text>
          )
        ) : null}

        {editable && metric.beyondVsme ? (
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed" style={{ flex: '1 1 240px' }}>
              {draft.declined
                ? 'Declined: VSME does not ask this datapoint. Your investor sees the decline and its reason.'
                : 'VSME does not ask this datapoint: you may decline it, with a reason your investor sees.'}
            </Text>
            {draft.declined ? (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => change({ declined: false, status: 'provided', reason: '' })}
              >
                Answer it instead
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                color="orange"
                onClick={() => change({ declined: true, status: 'not_available' })}
                aria-label={`Decline ${title} as beyond VSME`}
              >
                Decline as beyond VSME
              </Button>
            )}
          </Group>
        ) : null}
        {editable && draft.status !== 'provided' ? (
          <TextInput
            label={draft.declined ? 'Reason for declining' : 'Reason'}
            required
            value={draft.reason}
            onChange={(e) => change({ reason: e.currentTarget.value })}
            placeholder={draft.declined ? 'Why do you decline it?' : 'Why is there no value?'}
            aria-label={`Reason of ${title}`}
          />
        ) : null}
        {editable &&
        def.type === 'currency' &&
        draft.unit &&
        !EUR_UNITS.has(draft.unit) &&
        draft.status === 'provided' ? (
          <NumberInput
            label="Exchange rate (EUR per unit)"
            value={draft.exchangeRate}
            onChange={(v) => change({ exchangeRate: v })}
            decimalScale={8}
            w={220}
          />
        ) : null}

        {standingErrors.length > 0 && !refused ? (
          <Text size="sm" c="red.8" role="alert">
            {standingErrors.map((e) => e.message).join(' ')}
          </Text>
        ) : null}
        {warnings.length > 0 ? (
          <Alert color="yellow" variant="light" p="xs" icon={<IconInfoCircle size={16} />}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{warnings.map((w) => w.message).join(' ')}</Text>
              {editable && !dirty ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={confirmWarnings}
                  loading={autosave.state.kind === 'saving'}
                >
                  Confirm value
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}

        {editable ? (
          <>
            <UnstyledButton
              onClick={() => setDetails((d) => !d)}
              aria-expanded={details}
              aria-controls={`${id}-more`}
            >
              <Text size="xs" c="brand.8" fw={600}>
                {details ? 'Hide' : 'Show'} quality and comment
              </Text>
            </UnstyledButton>
            <Collapse expanded={details} id={`${id}-more`}>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <Select
                  label="Quality"
                  data={labelOptions('valueQuality')}
                  value={draft.quality}
                  onChange={(q) => change({ quality: q })}
                  clearable
                  w={160}
                />
                {def.dataQualityScore ? (
                  <Select
                    label="PCAF data quality (1 best – 5)"
                    data={['1', '2', '3', '4', '5']}
                    value={draft.dataQualityScore}
                    onChange={(s) => change({ dataQualityScore: s })}
                    clearable
                    w={200}
                  />
                ) : null}
                <Textarea
                  label="Comment"
                  value={draft.comment}
                  onChange={(e) => change({ comment: e.currentTarget.value })}
                  autosize
                  minRows={1}
                  style={{ flex: '1 1 240px' }}
                />
              </Group>
            </Collapse>
            <AutosaveStatus
              title={title}
              state={autosave.state}
              lastSaved={
                metric.value
                  ? `${sourceText(metric.value.source)} by ${authorOf(metric.value)}, ${formatDateTime(metric.value.createdAt)}`
                  : 'Not answered yet'
              }
              mine={formatDraft(def, draft)}
              theirs={autosave.state.kind === 'conflict' ? formatValue(def, autosave.state.theirs) : ''}
              onRetry={autosave.retry}
              onKeepMine={autosave.keepMine}
              onTakeTheirs={takeTheirs}
            />
          </>
        ) : metric.value ? (
          <Text size="xs" c="dimmed">
            {sourceText(metric.value.source)} by {authorOf(metric.value)},{' '}
            {formatDateTime(metric.value.createdAt)}
          </Text>
        ) : null}
        <EvidenceFiles responseId={responseId} metric={metric} canAttach={editable} />
      </Stack>
    </Paper>
  );
}
