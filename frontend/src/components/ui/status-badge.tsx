import { Badge, Tooltip, type BadgeProps } from '@mantine/core';
import { labelOf, type LabelSetName, type Tone } from '@esg/contracts/labels';
import { TONES } from './tones';

interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  /** The label set of libs/contracts labels.ts the code belongs to. */
  set: LabelSetName;
  code: string;
  /** Read before the label by screen readers ("Priority: High"); the badge alone is ambiguous. */
  prefix?: string;
  /** Show the label's description as a tooltip. */
  withDescription?: boolean;
}

/**
 * A code as a person reads it: the label and tone of the registry (a code never reaches the
 * screen). Colour is not the only cue: the words say it, and `prefix` names what it is.
 */
export function StatusBadge({ set, code, prefix, withDescription = false, ...props }: StatusBadgeProps) {
  const { label, tone, description } = labelOf(set, code);
  const badge = (
    <ToneBadge tone={tone} {...props}>
      {prefix ? <span className="visually-hidden-text">{prefix}: </span> : null}
      {label}
    </ToneBadge>
  );
  return withDescription && description ? (
    <Tooltip label={description}>
      <span>{badge}</span>
    </Tooltip>
  ) : (
    badge
  );
}

/** A badge in one of the registry's tones, for words that are not codes ("3 unread"). */
export function ToneBadge({ tone, children, ...props }: Omit<BadgeProps, 'color'> & { tone: Tone }) {
  const colours = TONES[tone];
  return (
    <Badge
      variant="light"
      tt="none"
      fw={600}
      radius="sm"
      {...props}
      styles={{
        root: {
          backgroundColor: colours.bg,
          color: colours.fg,
          border: `1px solid ${colours.border}`,
          // A status is read whole: never cut to "Pend…" in a narrow column.
          flexShrink: 0,
          maxWidth: 'none',
          overflow: 'visible',
        },
        label: { overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {children}
    </Badge>
  );
}
