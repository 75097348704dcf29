import type { MaterialityThresholds } from '@esg/contracts/materiality';
import { ChartContainer } from '@/components/ui/chart-container';
import { placeLabels } from './matrix-labels';

export interface MatrixPoint {
  id: string;
  name: string;
  pillar: 'environment' | 'social' | 'governance';
  impact: number | null;
  financial: number | null;
  material: boolean;
}

export const PILLAR_COLORS = { environment: '#1f7a4d', social: '#2f6fbf', governance: '#6d4fa0' } as const;
const PILLAR_TEXT = { environment: 'Environment', social: 'Social', governance: 'Governance' } as const;

/**
 * The double materiality matrix (visx-style svg): financial score across, impact score up, both 0–5, the
 * company's thresholds as dashed lines splitting the four quadrants. Each scored matter is a dot labelled
 * with its ESRS id, coloured by pillar; a matter scored one way only sits on the other axis' 0, hollow.
 */
export function MaterialityMatrix({
  points,
  thresholds,
}: {
  points: readonly MatrixPoint[];
  thresholds: MaterialityThresholds;
}) {
  return (
    <ChartContainer
      title="Materiality matrix"
      description={
        <span>
          Impact score (up) against financial score (across); dashed lines are your thresholds.{' '}
          {(Object.keys(PILLAR_COLORS) as Array<keyof typeof PILLAR_COLORS>).map((p) => (
            <span key={p} style={{ whiteSpace: 'nowrap', marginRight: 12 }}>
              <svg width={10} height={10} aria-hidden style={{ marginRight: 4 }}>
                <circle cx={5} cy={5} r={5} fill={PILLAR_COLORS[p]} />
              </svg>
              {PILLAR_TEXT[p]}
            </span>
          ))}
        </span>
      }
      height={360}
      empty={points.length === 0}
      emptyMessage="Score a matter to place it on the matrix."
    >
      {({ width, height }) => (
        <Matrix width={width} height={height} points={points} thresholds={thresholds} />
      )}
    </ChartContainer>
  );
}

function Matrix({
  width,
  height,
  points,
  thresholds,
}: {
  width: number;
  height: number;
  points: readonly MatrixPoint[];
  thresholds: MaterialityThresholds;
}) {
  const margin = { top: 12, right: 16, bottom: 40, left: 48 };
  const size = {
    w: Math.max(10, width - margin.left - margin.right),
    h: Math.max(10, height - margin.top - margin.bottom),
  };
  const x = (v: number) => margin.left + (v / 5) * size.w;
  const y = (v: number) => margin.top + size.h - (v / 5) * size.h;
  const ticks = [0, 1, 2, 3, 4, 5];
  const tx = x(thresholds.financial);
  const ty = y(thresholds.impact);
  // Ids in 11 px bold: about 7 px a character. Matters scored alike share a spot: their labels are
  // placed where they cover no other label or dot.
  const labels = placeLabels(
    points.map((p) => ({
      cx: x(p.financial ?? 0),
      cy: y(p.impact ?? 0),
      width: p.id.length * 7,
      height: 11,
    })),
  );
  return (
    <svg width={width} height={height} aria-hidden fontFamily="system-ui, sans-serif">
      <rect x={margin.left} y={margin.top} width={size.w} height={size.h} fill="#ffffff" stroke="#c9d1cd" />
      <rect x={tx} y={margin.top} width={x(5) - tx} height={ty - margin.top} fill="#e4f2ea" />
      <rect x={margin.left} y={margin.top} width={tx - margin.left} height={ty - margin.top} fill="#f1f6f3" />
      <rect x={tx} y={ty} width={x(5) - tx} height={y(0) - ty} fill="#f1f6f3" />
      {ticks.map((t) => (
        <g key={t}>
          <text x={x(t)} y={height - 22} fontSize={11} textAnchor="middle" fill="#4d5853">
            {t}
          </text>
          <text x={margin.left - 8} y={y(t) + 4} fontSize={11} textAnchor="end" fill="#4d5853">
            {t}
          </text>
        </g>
      ))}
      <text x={margin.left + size.w / 2} y={height - 4} fontSize={12} textAnchor="middle" fill="#3b4540">
        Financial materiality
      </text>
      <text
        x={12}
        y={margin.top + size.h / 2}
        fontSize={12}
        textAnchor="middle"
        fill="#3b4540"
        transform={`rotate(-90 12 ${margin.top + size.h / 2})`}
      >
        Impact materiality
      </text>
      <line x1={tx} x2={tx} y1={margin.top} y2={y(0)} stroke="#5b6762" strokeDasharray="5 4" />
      <line x1={margin.left} x2={x(5)} y1={ty} y2={ty} stroke="#5b6762" strokeDasharray="5 4" />
      {points.map((p, i) => {
        const cx = x(p.financial ?? 0);
        const cy = y(p.impact ?? 0);
        const color = PILLAR_COLORS[p.pillar];
        const oneWay = p.impact === null || p.financial === null;
        const label = labels[i];
        return (
          <g key={p.id} data-matter={p.id}>
            <title>{`${p.id} ${p.name}: impact ${p.impact ?? '—'}, financial ${p.financial ?? '—'}${p.material ? ' · material' : ''}`}</title>
            <circle
              cx={cx}
              cy={cy}
              r={p.material ? 7 : 5.5}
              fill={oneWay ? '#ffffff' : color}
              stroke={color}
              strokeWidth={2}
            />
            <text
              x={label.x}
              y={label.y}
              fontSize={11}
              fontWeight={600}
              fill="#1b1f1d"
              textAnchor={label.anchor}
            >
              {p.id}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
