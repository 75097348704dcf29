import { Group as SvgGroup } from '@visx/group';
import { Arc, Bar } from '@visx/shape';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Tone } from '@esg/contracts/labels';
import type { TcfdResult } from '@esg/contracts/scoring';
import { ChartContainer } from '@/components/ui/chart-container';
import { ToneBadge } from '@/components/ui/status-badge';

/** The bands of spec 4's overall grade, drawn under the gauge (0-25 Weak … 76-100 Excellent). */
const BANDS = [
  { from: 0, to: 25, label: 'Weak', colour: 'var(--mantine-color-red-6)' },
  { from: 25, to: 50, label: 'Average', colour: 'var(--mantine-color-orange-5)' },
  { from: 50, to: 75, label: 'Good', colour: 'var(--mantine-color-yellow-5)' },
  { from: 75, to: 100, label: 'Excellent', colour: 'var(--mantine-color-teal-6)' },
] as const;

/** The grade as a badge reads it: the registry's tones, whose text passes WCAG AA contrast. */
export const GRADE_TONE: Record<TcfdResult['grade'], Tone> = {
  Weak: 'danger',
  Average: 'warning',
  Good: 'info',
  Excellent: 'success',
};

/** Score 0-100 → angle of the half circle, -π/2 (left) to π/2 (right). */
const angle = (score: number) => -Math.PI / 2 + (Math.PI * score) / 100;

/**
 * The overall climate-risk score as a half-circle gauge (visx, spec 2.8): the grade bands as the track,
 * a needle at the score, the score and grade in the middle.
 */
export function TcfdGauge({ result }: { result: TcfdResult }) {
  return (
    <ChartContainer
      title="Overall climate risk score"
      description={`Average of the four dimension scores, out of 100 (questionnaire v${result.questionnaireVersion})`}
      height={230}
      dataTable={
        <Text size="sm">
          Overall score {result.overall} of 100, grade {result.grade}.
        </Text>
      }
    >
      {({ width, height }) => {
        const radius = Math.min(width / 2, height - 40) - 6;
        const needle = angle(Math.min(100, Math.max(0, result.overall)));
        return (
          <svg width={width} height={height} role="img" aria-label={`Overall score ${result.overall} of 100`}>
            <SvgGroup top={radius + 10} left={width / 2}>
              {BANDS.map((band) => (
                <Arc
                  key={band.label}
                  startAngle={angle(band.from)}
                  endAngle={angle(band.to)}
                  innerRadius={radius * 0.72}
                  outerRadius={radius}
                  padAngle={0.012}
                  fill={band.colour}
                  opacity={band.label === result.grade ? 1 : 0.35}
                />
              ))}
              <line
                x1={0}
                y1={0}
                x2={Math.sin(needle) * radius * 0.92}
                y2={-Math.cos(needle) * radius * 0.92}
                stroke="var(--mantine-color-dark-6)"
                strokeWidth={3}
                strokeLinecap="round"
                data-testid="tcfd-gauge-needle"
              />
              <circle r={6} fill="var(--mantine-color-dark-6)" />
              <text textAnchor="middle" y={-radius * 0.32} fontSize={34} fontWeight={700} fill="currentColor">
                {result.overall}
              </text>
              <text textAnchor="middle" y={30} fontSize={14} fontWeight={600} fill="currentColor">
                {result.grade}
              </text>
              <text textAnchor="middle" x={-radius * 0.86} y={18} fontSize={11} fill="currentColor">
                0
              </text>
              <text textAnchor="middle" x={radius * 0.86} y={18} fontSize={11} fill="currentColor">
                100
              </text>
            </SvgGroup>
          </svg>
        );
      }}
    </ChartContainer>
  );
}

/** Each dimension's score out of 100 (visx bars), with how it was made: Σ selected / Σ maximum. */
export function TcfdDimensionScores({ result }: { result: TcfdResult }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Dimension scores
        </Title>
        {result.dimensions.map((dimension) => (
          <Stack key={dimension.name} gap={2} data-testid="tcfd-dimension">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={500}>
                {dimension.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" ff="monospace" fw={700}>
                  {dimension.score}
                </Text>
                <Text size="xs" c="dimmed">
                  / 100
                </Text>
              </Group>
            </Group>
            <svg width="100%" height={10} aria-hidden preserveAspectRatio="none" viewBox="0 0 100 10">
              <Bar x={0} y={0} width={100} height={10} rx={4} fill="var(--mantine-color-gray-2)" />
              <Bar
                x={0}
                y={0}
                width={Math.min(100, Math.max(0, dimension.score))}
                height={10}
                rx={4}
                fill="var(--mantine-color-teal-6)"
              />
            </svg>
            <Text size="xs" c="dimmed">
              {dimension.answered} of {dimension.indicators} indicators answered · {dimension.selected} of{' '}
              {dimension.maximum} points
            </Text>
          </Stack>
        ))}
        <Group gap="xs">
          <Text size="sm">Grade</Text>
          <ToneBadge tone={GRADE_TONE[result.grade]}>{result.grade}</ToneBadge>
        </Group>
      </Stack>
    </Paper>
  );
}
