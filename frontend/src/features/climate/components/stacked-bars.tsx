import { Box, Group, Text } from '@mantine/core';
import { Group as SvgGroup } from '@visx/group';
import { Bar } from '@visx/shape';

/** Scopes 1 and 2, then scope 3. */
export const SCOPE_COLOURS = ['var(--mantine-color-teal-7)', 'var(--mantine-color-blue-4)'];
/** PCAF data-quality scores 1 (best) to 5. */
export const QUALITY_COLOURS = [
  'var(--mantine-color-teal-8)',
  'var(--mantine-color-teal-5)',
  'var(--mantine-color-yellow-5)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-red-7)',
];
/** "score 2: 66.7 %, score 4: 33.3 %": the shares of the attributed outstanding by score. */
export const qualityLabel = (shares: readonly number[]) =>
  shares
    .map((v, i) => (v > 0 ? `score ${i + 1}: ${Math.round(1000 * v) / 10} %` : null))
    .filter(Boolean)
    .join(', ');

export interface StackedBarItem {
  key: string;
  name: string;
  /** One value per segment, in the order of the colours. */
  segments: readonly number[];
  /** The figure written after the bar. */
  label: string;
}

const ROW = 34;
const NARROW_ROW = 50;

/** The height StackedBars of `count` items takes. */
export const stackedBarsHeight = (count: number, narrow: boolean) =>
  Math.max(60, count * (narrow ? NARROW_ROW : ROW));

/**
 * Horizontal stacked bars (visx), one per item in the given order, the figure after each bar. `share`
 * draws every bar to full width (the segments as shares of the item's total). On narrow screens each
 * name goes above its bar, whole, instead of cut beside it.
 */
export function StackedBars({
  width,
  items,
  colours,
  narrow,
  share = false,
}: {
  width: number;
  items: readonly StackedBarItem[];
  colours: readonly string[];
  narrow: boolean;
  share?: boolean;
}) {
  const row = narrow ? NARROW_ROW : ROW;
  const labelWidth = narrow ? 0 : Math.min(220, width * 0.34);
  const barTop = narrow ? 22 : 5;
  const plot = Math.max(10, width - labelWidth - (share ? 8 : 110));
  const totals = items.map((i) => i.segments.reduce((s, v) => s + Math.max(0, v), 0));
  const max = Math.max(0, ...totals);
  const chars = Math.max(8, Math.floor((narrow ? width : labelWidth) / 7.2));
  return (
    <svg
      width={width}
      height={stackedBarsHeight(items.length, narrow)}
      aria-hidden
      fontFamily="system-ui, sans-serif"
    >
      {items.map((item, i) => {
        const total = totals[i];
        const scale = share ? (total > 0 ? plot / total : 0) : max > 0 ? plot / max : 0;
        let x = labelWidth;
        return (
          <SvgGroup key={item.key} top={i * row}>
            <text x={0} y={narrow ? 15 : 20} fontSize={13} fill="#3b4540">
              {item.name.length > chars ? `${item.name.slice(0, chars - 1)}…` : item.name}
            </text>
            {item.segments.map((value, s) => {
              const w = Math.max(0, value) * scale;
              const bar = (
                <Bar key={s} x={x} y={barTop} width={w} height={22} fill={colours[s % colours.length]} />
              );
              x += w;
              return bar;
            })}
            {share ? null : (
              <text x={x + 6} y={barTop + 16} fontSize={12} fill="#3b4540">
                {item.label}
              </text>
            )}
          </SvgGroup>
        );
      })}
    </svg>
  );
}

/** The colours' names beside a chart (hidden from screen readers: the figures are written beneath it). */
export function StackedBarsLegend({
  names,
  colours,
}: {
  names: readonly string[];
  colours: readonly string[];
}) {
  return (
    <Group gap="sm" aria-hidden>
      {names.map((n, i) => (
        <Group key={n} gap={4} wrap="nowrap">
          <Box w={12} h={12} style={{ background: colours[i], borderRadius: 2 }} />
          <Text size="xs">{n}</Text>
        </Group>
      ))}
    </Group>
  );
}
