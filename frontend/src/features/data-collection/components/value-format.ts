import {
  isTableRows,
  type CanonicalValue,
  type CurrentValue,
  type MetricDefinition,
  type MetricFeed,
  type ValuePublication,
} from '@esg/contracts/data-collection/index';
import { labelText } from '@esg/contracts/labels';
import { formatDate } from './format';
import { periodLabel } from './sides';

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });

/** A stored value as people read it: numbers grouped, yes/no, choice labels, lists joined. */
export function formatCanonical(definition: MetricDefinition, value: CanonicalValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return numberFormat.format(value);
  const labelOfChoice = (code: string) =>
    definition.allowedValues?.find((a) => a.value === code)?.label ?? code;
  if (isTableRows(value)) return `${value.length} row${value.length === 1 ? '' : 's'}`;
  if (Array.isArray(value)) return value.map(labelOfChoice).join(', ');
  return definition.allowedValues ? labelOfChoice(value) : value;
}

/** The unit shown after a number ('' for unitless ones). */
const unitSuffix = (unit: string | null | undefined) => (unit ? ` ${unit}` : '');

/**
 * A current value in one line: "105.6 EURm (105,600,000 EUR)" when entered in another unit,
 * "Not applicable: <reason>" for a value that is not there.
 */
export function formatValue(definition: MetricDefinition, value: CurrentValue | null): string {
  if (value === null) return 'Not answered';
  if (value.status !== 'provided')
    return `${value.declined ? 'Declined as beyond VSME' : labelText('valueStatus', value.status)}${value.reason ? `: ${value.reason}` : ''}`;
  const canonical = `${formatCanonical(definition, value.value)}${unitSuffix(value.unit)}`;
  if (
    value.rawUnit &&
    value.rawUnit !== value.unit &&
    (typeof value.rawValue === 'number' || typeof value.rawValue === 'string')
  ) {
    const raw = typeof value.rawValue === 'number' ? numberFormat.format(value.rawValue) : value.rawValue;
    return `${raw} ${value.rawUnit} (${canonical})`;
  }
  return canonical;
}

/** Where a version came from, in words ("Entered", "Calculated (carbon calculator)"). */
export function sourceText(source: CurrentValue['source']): string {
  switch (source.kind) {
    case 'entered':
      return 'Entered';
    case 'imported':
      return 'Imported';
    case 'seeded':
      return 'Seeded';
    case 'calculated':
      return `Calculated${source.calculationType ? ` (${source.calculationType})` : ''}`;
  }
}

/** The constraints of a metric as a hint under its input. */
export function constraintHint(definition: MetricDefinition): string | null {
  const parts: string[] = [];
  if (definition.type === 'integer') parts.push('Whole number');
  if (definition.min !== null && definition.max !== null)
    parts.push(`between ${numberFormat.format(definition.min)} and ${numberFormat.format(definition.max)}`);
  else if (definition.min !== null) parts.push(`at least ${numberFormat.format(definition.min)}`);
  else if (definition.max !== null) parts.push(`at most ${numberFormat.format(definition.max)}`);
  if (definition.maxLength !== null && definition.type === 'text')
    parts.push(`up to ${definition.maxLength} characters`);
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1) + unitSuffix(definition.unit);
}

/** Who wrote a version: its author's name; user 0 is the demo data loader. */
export function authorOf(value: Pick<CurrentValue, 'authorId' | 'authorName'>): string {
  if (value.authorName) return value.authorName;
  return value.authorId === 0 ? 'Demo data' : `user ${value.authorId}`;
}

/** Where a published version was published: "Published through ESG 2025 by Grace Parker on 28 Nov 2026". */
export function publicationText(publication: ValuePublication): string {
  const by = publication.publishedByName ? ` by ${publication.publishedByName}` : '';
  const where = publication.thisResponse
    ? 'Published in this response'
    : `Published through ${publication.standardName} ${periodLabel(publication.period)}`;
  return `${where}${by} on ${formatDate(publication.publishedAt)}`;
}

/** The investors' figures an answer feeds, in one line: "PAI 1–3 (Table 1) · PCAF financed emissions". */
export function feedsText(feeds: readonly MetricFeed[]): string {
  return feeds.map((feed) => (feed.when ? `${feed.text} (when ${feed.when})` : feed.text)).join(' · ');
}
