import type { ReactNode } from 'react';
import { Group, Paper, Progress, Text, ThemeIcon } from '@mantine/core';
import type { Tone } from '@esg/contracts/labels';
import { TONES } from './tones';

interface StatCardProps {
  label: string;
  /** The figure, formatted: "12", "48 %", "1,204 tCO₂e". */
  value: ReactNode;
  /** A line under the figure: "3 signed off", "vs 2024: −4 %". */
  hint?: ReactNode;
  tone?: Tone;
  icon?: ReactNode;
  /** 0–100: drawn as a bar under the figure (share done, coverage). */
  progress?: number;
  /** Where the figure comes from (a link to its detail or "how it was made"). */
  footer?: ReactNode;
}

/**
 * What the bar says to a screen reader. The bar stops at full (and at empty): a figure beyond it is
 * said as such ("140 %, more than a full bar"), so the words and the drawn bar agree.
 */
export function barLabel(label: string, progress: number): string {
  const percent = Math.round(progress);
  if (percent > 100) return `${label}: ${percent} %, more than a full bar`;
  if (percent < 0) return `${label}: ${percent} %, less than an empty bar`;
  return `${label}: ${percent} %`;
}

/** One figure with its label (KPI): dashboards, the performance page, the start page. */
export function StatCard({ label, value, hint, tone = 'neutral', icon, progress, footer }: StatCardProps) {
  const colours = TONES[tone];
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        {icon ? (
          <ThemeIcon
            variant="light"
            radius="md"
            size="md"
            style={{ background: colours.bg, color: colours.fg }}
          >
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
      <Text
        fz={{ base: 22, sm: 26 }}
        fw={700}
        lh={1.2}
        mt={6}
        style={{ color: tone === 'neutral' ? undefined : colours.fg }}
      >
        {value}
      </Text>
      {progress !== undefined ? (
        <Progress
          value={Math.max(0, Math.min(100, progress))}
          mt="xs"
          size="sm"
          color={colours.solid}
          aria-label={barLabel(label, progress)}
        />
      ) : null}
      {hint ? (
        <Text size="sm" c="dimmed" mt={6}>
          {hint}
        </Text>
      ) : null}
      {footer ? <div style={{ marginTop: 8 }}>{footer}</div> : null}
    </Paper>
  );
}
