import { useEffect, useState } from 'react';
import { Group as SvgGroup } from '@visx/group';
import { Pie } from '@visx/shape';
import { Group, Stack, Text, ColorSwatch } from '@mantine/core';
import { ChartContainer } from '@/components/ui/chart-container';
import { formatTonnes, type SummaryRow } from '../summary';

const COLOURS = [
  'var(--mantine-color-teal-7)',
  'var(--mantine-color-blue-6)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-grape-6)',
];

/** Spec 9: a donut is redrawn 1 s after a data change (the first drawing is immediate, ADR 0163). */
export const DONUT_DELAY_MS = 1000;

/**
 * The 'Emissions Chart' donut of one scope (spec 2.9) with visx. The series is the scope's rows that
 * have activity data, in the spec's order; drawn at once when the summary opens, then, following spec 9, 1 s
 * after the figures change, and only when the first value of the series is non-zero (otherwise the empty
 * state says why).
 */
export function EmissionsDonut({ title, rows }: { title: string; rows: readonly SummaryRow[] }) {
  const series = rows
    .filter((r) => r.tCO2e !== null)
    .map((r) => ({ code: r.code, label: r.label, value: r.tCO2e ?? 0 }));
  const key = JSON.stringify(series);
  // Drawn at once on opening; a change while typing redraws after the spec's 1 s pause (issue 28).
  const [shown, setShown] = useState<{ key: string; series: typeof series } | null>(() => ({ key, series }));
  useEffect(() => {
    const timer = setTimeout(
      () => setShown({ key, series: JSON.parse(key) as typeof series }),
      DONUT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [key]);
  const current = shown?.key === key ? shown.series : null;
  const drawable = series.length > 0 && series[0].value !== 0;
  const total = series.reduce((sum, s) => sum + s.value, 0);
  return (
    <ChartContainer
      title={title}
      height={240}
      loading={drawable && current === null}
      empty={!drawable}
      emptyMessage={
        series.length === 0
          ? 'No activity data in this scope yet.'
          : `Drawn when ${series[0].label.toLowerCase()} has emissions.`
      }
      dataTable={
        <Stack gap={4}>
          {series.map((s, i) => (
            <Group key={s.code} gap="xs" wrap="nowrap">
              <ColorSwatch color={COLOURS[i % COLOURS.length]} size={12} aria-hidden />
              <Text size="sm" style={{ flex: 1 }}>
                {s.label}
              </Text>
              <Text size="sm" ff="monospace">
                {formatTonnes(s.value, s.code)} t ({total > 0 ? Math.round((100 * s.value) / total) : 0} %)
              </Text>
            </Group>
          ))}
        </Stack>
      }
    >
      {({ width, height }) => {
        if (!current) return null;
        const radius = Math.min(width, height) / 2;
        return (
          <svg width={width} height={height} aria-hidden data-testid="emissions-donut">
            <SvgGroup top={height / 2} left={width / 2}>
              <Pie
                data={current.filter((s) => s.value > 0)}
                pieValue={(s) => s.value}
                outerRadius={radius - 4}
                innerRadius={Math.max(radius - 44, radius * 0.55)}
                padAngle={0.01}
                pieSortValues={() => 0}
              >
                {(pie) =>
                  pie.arcs.map((arc) => (
                    <path
                      key={arc.data.code}
                      d={pie.path(arc) ?? ''}
                      fill={COLOURS[current.indexOf(arc.data) % COLOURS.length]}
                    />
                  ))
                }
              </Pie>
              <text textAnchor="middle" dy="-0.2em" fontSize={18} fontWeight={700} fill="currentColor">
                {formatTonnes(total)}
              </text>
              <text textAnchor="middle" dy="1.2em" fontSize={12} fill="currentColor">
                tCO₂e
              </text>
            </SvgGroup>
          </svg>
        );
      }}
    </ChartContainer>
  );
}
