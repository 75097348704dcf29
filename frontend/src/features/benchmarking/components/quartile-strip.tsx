import { Group as SvgGroup } from '@visx/group';
import { Bar, Line } from '@visx/shape';
import { ParentSize } from '@visx/responsive';
import { Box } from '@mantine/core';
import type { PeerStatisticsView } from '@esg/contracts/benchmark';
import { TONES } from '@/components/ui/tones';
import { withUnit } from './format';

/**
 * The peers' interquartile range as a bar with the median, and the subject as a marker (visx). No minimum
 * or maximum is drawn: an extreme is one company's value, which the anonymity rule keeps back.
 */
export function QuartileStrip({
  statistics,
  value,
  unit,
  label,
  height = 56,
}: {
  statistics: PeerStatisticsView;
  value: number | null;
  unit: string;
  /** What the marker is ("Northwind Renewables"). */
  label: string;
  height?: number;
}) {
  const { q1, median, q3 } = statistics;
  if (q1 === null || median === null || q3 === null) return null;
  const lo = Math.min(q1, value ?? q1);
  const hi = Math.max(q3, value ?? q3);
  const span = hi - lo || Math.abs(hi) || 1;
  const domain = [lo - span * 0.15, hi + span * 0.15];
  const summary = `Peers: Q1 ${withUnit(q1, unit)}, median ${withUnit(median, unit)}, Q3 ${withUnit(q3, unit)}${value !== null ? `; ${label}: ${withUnit(value, unit)}` : ''}`;
  return (
    <Box h={height} role="img" aria-label={summary} miw={160}>
      <ParentSize debounceTime={50}>
        {({ width }) => {
          if (width <= 0) return null;
          const x = (v: number) => 8 + ((v - domain[0]) / (domain[1] - domain[0])) * (width - 16);
          const mid = height / 2 - 6;
          return (
            <svg width={width} height={height} aria-hidden>
              <SvgGroup>
                <Line
                  from={{ x: 8, y: mid }}
                  to={{ x: width - 8, y: mid }}
                  stroke="#c9d2cd"
                  strokeWidth={2}
                />
                <Bar
                  x={x(q1)}
                  y={mid - 9}
                  width={Math.max(2, x(q3) - x(q1))}
                  height={18}
                  rx={4}
                  fill={TONES.info.bg}
                  stroke={TONES.info.solid}
                />
                <Line
                  from={{ x: x(median), y: mid - 11 }}
                  to={{ x: x(median), y: mid + 11 }}
                  stroke={TONES.info.fg}
                  strokeWidth={2.5}
                />
                {value !== null ? (
                  <circle
                    cx={x(value)}
                    cy={mid}
                    r={7}
                    fill={TONES.brand.solid}
                    stroke="#fff"
                    strokeWidth={2}
                  />
                ) : null}
                <text x={x(q1)} y={height - 2} fontSize={11} fill="#5b6762" textAnchor="middle">
                  Q1
                </text>
                <text x={x(median)} y={height - 2} fontSize={11} fill="#5b6762" textAnchor="middle">
                  Median
                </text>
                <text x={x(q3)} y={height - 2} fontSize={11} fill="#5b6762" textAnchor="middle">
                  Q3
                </text>
              </SvgGroup>
            </svg>
          );
        }}
      </ParentSize>
    </Box>
  );
}
