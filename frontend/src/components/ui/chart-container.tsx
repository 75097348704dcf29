import type { ReactNode } from 'react';
import { Box, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ParentSize } from '@visx/responsive';
import { EmptyState } from './empty-state';

interface ChartContainerProps {
  title: string;
  description?: ReactNode;
  /** Height of the drawing area in px; the width follows the container. */
  height?: number;
  loading?: boolean;
  /** True when there is nothing to draw: shows `emptyMessage` instead. */
  empty?: boolean;
  emptyMessage?: string;
  /** Legend, unit switch, export button… */
  actions?: ReactNode;
  /** The same figures as text (a table), for those who cannot see the chart (WCAG 1.1.1). */
  dataTable?: ReactNode;
  /** Draws the chart (visx) into the measured size. */
  children: (size: { width: number; height: number }) => ReactNode;
}

/**
 * The frame every chart is drawn in (issue 15: later screens fill it with visx): a titled figure
 * measuring its width (visx ParentSize), with loading and empty states and the figures as a table
 * beside it. The chart itself is an image for assistive technology (role="img" on its svg, named
 * by the title); the table carries the numbers.
 */
export function ChartContainer({
  title,
  description,
  height = 280,
  loading = false,
  empty = false,
  emptyMessage = 'No figures for this selection yet.',
  actions,
  dataTable,
  children,
}: ChartContainerProps) {
  return (
    <Paper withBorder p="md" radius="lg" component="figure" m={0} aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
      {loading ? (
        <Group h={height} justify="center" aria-busy="true">
          <Loader size="sm" role="status" aria-label={`Loading ${title}`} />
        </Group>
      ) : empty ? (
        <Box h={height}>
          <EmptyState size="sm" title={emptyMessage} />
        </Box>
      ) : (
        <Box h={height} role="img" aria-label={title}>
          <ParentSize debounceTime={50}>
            {({ width }) => (width > 0 ? children({ width, height }) : null)}
          </ParentSize>
        </Box>
      )}
      {dataTable ? <Box mt="sm">{dataTable}</Box> : null}
    </Paper>
  );
}
