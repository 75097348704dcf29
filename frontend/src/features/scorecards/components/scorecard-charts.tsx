import { Table } from '@mantine/core';
import { Group as SvgGroup } from '@visx/group';
import { Bar, LinePath } from '@visx/shape';
import type { CompanyScorecard } from '@esg/contracts/scorecards';
import { ChartContainer } from '@/components/ui/chart-container';
import { TONES } from '@/components/ui/tones';
import { GRADE_TONES, num } from './format';

/*
 * The scorecards' charts (issue 29, item 3), drawn with visx in the frame every chart uses
 * (ChartContainer: a titled figure, the svg an image named by its title, the figures as a table
 * beside it).
 */

/** The grades in the order a reader scans them, best first, and the companies that have none. */
export const GRADE_ORDER = ['Excellent', 'Good', 'Average', 'Weak', 'Not graded'] as const;

const gradeColour = (grade: string): string =>
  grade === 'Not graded' ? TONES.neutral.solid : TONES[GRADE_TONES[grade] ?? 'neutral'].solid;

const AXIS = '#5b6762';
const GRID = '#e3e8e5';

/** How many companies have each grade: one bar per grade, the count after it. */
export function GradeDistribution({
  grades,
  period,
  loading,
}: {
  grades: Readonly<Record<string, number>> | null;
  period: string | null;
  loading: boolean;
}) {
  const rows = GRADE_ORDER.map((grade) => ({ grade, count: grades?.[grade] ?? 0 }));
  const total = rows.reduce((s, r) => s + r.count, 0);
  const title = period ? `Grade distribution · ${period}` : 'Grade distribution';
  return (
    <ChartContainer
      title={title}
      description="How many of the companies have each grade."
      height={GRADE_ORDER.length * 34}
      loading={loading}
      empty={total === 0}
      emptyMessage="No company is scored for this period."
      dataTable={
        <Table withTableBorder fz="sm" aria-label={`Companies per grade${period ? ` · ${period}` : ''}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Grade</Table.Th>
              <Table.Th scope="col" ta="right">
                Companies
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.grade}>
                <Table.Th scope="row" fw={400}>
                  {r.grade}
                </Table.Th>
                <Table.Td ta="right">{r.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    >
      {({ width, height }) => {
        const label = 96;
        const plot = Math.max(10, width - label - 40);
        const max = Math.max(1, ...rows.map((r) => r.count));
        return (
          <svg width={width} height={height} aria-hidden fontFamily="system-ui, sans-serif">
            {rows.map((r, i) => (
              <SvgGroup key={r.grade} top={i * 34}>
                <text x={0} y={21} fontSize={13} fill="#3b4540">
                  {r.grade}
                </text>
                <Bar
                  x={label}
                  y={6}
                  width={(r.count / max) * plot}
                  height={22}
                  rx={3}
                  fill={gradeColour(r.grade)}
                />
                <text x={label + (r.count / max) * plot + 6} y={22} fontSize={12} fill="#3b4540">
                  {r.count}
                </text>
              </SvgGroup>
            ))}
          </svg>
        );
      }}
    </ChartContainer>
  );
}

/** The grade bands of the overall score (0–25 Weak … 76–100 Excellent), drawn behind the line. */
const BANDS = [
  { grade: 'Weak', from: 0, to: 25.5 },
  { grade: 'Average', from: 25.5, to: 50.5 },
  { grade: 'Good', from: 50.5, to: 75.5 },
  { grade: 'Excellent', from: 75.5, to: 100 },
] as const;

/** A company's overall score over its published periods (0–100), the grade bands behind it. */
export function ScoreHistory({ name, history }: { name: string; history: CompanyScorecard['history'] }) {
  const scored = history.filter((h) => h.overall !== null);
  return (
    <ChartContainer
      title={`${name}: overall score over time`}
      description="The overall score of every period the company published, on the grade bands."
      height={220}
      empty={scored.length === 0}
      emptyMessage="No period is graded yet: every pillar needs at least one scored KPI."
      dataTable={
        <Table.ScrollContainer minWidth={280}>
          <Table withTableBorder fz="sm" aria-label={`Overall score of ${name} per period`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Period</Table.Th>
                <Table.Th scope="col" ta="right">
                  Overall score
                </Table.Th>
                <Table.Th scope="col">Grade</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((h) => (
                <Table.Tr key={h.period}>
                  <Table.Th scope="row" fw={400}>
                    {h.period}
                  </Table.Th>
                  <Table.Td ta="right">{h.overall === null ? '—' : `${num(h.overall)} / 100`}</Table.Td>
                  <Table.Td>{h.grade ?? 'Not graded'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    >
      {({ width, height }) => {
        const left = 74;
        const right = 16;
        const top = 22;
        const bottom = 26;
        // The first and last points sit inside the plot, their figures clear of the axis.
        const inset = 28;
        const span = width - left - right - 2 * inset;
        const x = (i: number) =>
          left + inset + (history.length === 1 ? span / 2 : (i * span) / (history.length - 1));
        const y = (v: number) => top + ((100 - v) / 100) * (height - top - bottom);
        const points = history
          .map((h, i) => ({ i, v: h.overall }))
          .filter((p): p is { i: number; v: number } => p.v !== null);
        return (
          <svg width={width} height={height} aria-hidden fontFamily="system-ui, sans-serif">
            {BANDS.map((b) => (
              <g key={b.grade}>
                <rect
                  x={left}
                  y={y(b.to)}
                  width={Math.max(0, width - left - right)}
                  height={y(b.from) - y(b.to)}
                  fill={TONES[GRADE_TONES[b.grade]].bg}
                />
                <text
                  x={left - 6}
                  y={(y(b.from) + y(b.to)) / 2 + 4}
                  fontSize={11}
                  textAnchor="end"
                  fill={AXIS}
                >
                  {b.grade}
                </text>
              </g>
            ))}
            <line x1={left} x2={width - right} y1={y(0)} y2={y(0)} stroke={GRID} />
            {history.map((h, i) => (
              <text key={h.period} x={x(i)} y={height - 8} fontSize={11} textAnchor="middle" fill={AXIS}>
                {h.period}
              </text>
            ))}
            <LinePath
              data={points}
              x={(p) => x(p.i)}
              y={(p) => y(p.v)}
              stroke={TONES.brand.solid}
              strokeWidth={2.5}
            />
            {points.map((p) => (
              <g key={p.i}>
                <circle cx={x(p.i)} cy={y(p.v)} r={4.5} fill={TONES.brand.solid} />
                <text x={x(p.i)} y={y(p.v) - 9} fontSize={12} textAnchor="middle" fill="#3b4540">
                  {num(p.v)}
                </text>
              </g>
            ))}
          </svg>
        );
      }}
    </ChartContainer>
  );
}
