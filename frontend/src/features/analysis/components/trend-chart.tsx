import { useState, type Ref } from 'react';
import { Group as SvgGroup } from '@visx/group';
import { LinePath } from '@visx/shape';
import type { TrendPoint, TrendPointQuality, TrendSeries } from '@esg/contracts/analysis';
import { num, pct, unitLabel } from './format';

/** Colours of the series, in order (each ≥ 3:1 against white, told apart by their legend too). */
export const SERIES_COLORS = [
  '#1f7a4d',
  '#c25e00',
  '#2f6fbf',
  '#a23b72',
  '#5b6b1f',
  '#6d4fa0',
  '#b3261e',
  '#1f6f78',
];

export const QUALITY_TEXT: Record<TrendPointQuality, string> = {
  reported: 'reported',
  audited: 'audited',
  estimated: 'estimated',
  mixed: 'partly estimated',
  unknown: 'quality not given',
};

/** A value of a series as text: shares as %, yes/no answers of a company as Yes/No, amounts with the unit. */
export function pointText(
  series: Pick<TrendSeries, 'kind' | 'unit' | 'figure'>,
  value: number | null,
): string {
  if (value === null) return '—';
  if (series.kind === 'share') return series.figure === 'value' ? (value ? 'Yes' : 'No') : pct(value);
  return `${num(value)} ${unitLabel(series.unit)}`.trim();
}

export function pointTitle(series: TrendSeries, point: TrendPoint): string {
  const quality = point.quality ? QUALITY_TEXT[point.quality] : 'no value';
  const estimated =
    point.quality === 'mixed' ? ` (${point.qualityCounts.estimated} of ${point.count} estimated)` : '';
  return `${series.subject.name} · ${point.period}: ${pointText(series, point.value)} · ${quality}${estimated}`;
}

/** Round numbers for an axis: about `count` steps of 1, 2, 2.5 or 5 × 10ⁿ covering [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (min === max) {
    const pad = Math.abs(min) || 1;
    return niceTicks(min - pad, max + pad, count);
  }
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = Math.floor(min / step) * step; t <= max + step * 1e-9; t += step)
    ticks.push(Number(t.toPrecision(12)));
  if (ticks[ticks.length - 1] < max) ticks.push(Number((ticks[ticks.length - 1] + step).toPrecision(12)));
  return ticks;
}

const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });

/** The marker of a point: its shape says its quality (the legend explains them). */
export function QualityMarker({
  quality,
  color,
  x = 0,
  y = 0,
  r = 5,
}: {
  quality: TrendPointQuality | null;
  color: string;
  x?: number;
  y?: number;
  r?: number;
}) {
  switch (quality) {
    case 'estimated':
      return (
        <circle cx={x} cy={y} r={r} fill="#ffffff" stroke={color} strokeWidth={2} strokeDasharray="2 2" />
      );
    case 'mixed':
      return (
        <g>
          <circle cx={x} cy={y} r={r} fill="#ffffff" stroke={color} strokeWidth={2} />
          <path d={`M ${x} ${y - r} A ${r} ${r} 0 0 0 ${x} ${y + r} Z`} fill={color} />
        </g>
      );
    case 'audited':
      return (
        <g>
          <circle cx={x} cy={y} r={r + 2.5} fill="none" stroke={color} strokeWidth={1.5} />
          <circle cx={x} cy={y} r={r} fill={color} />
        </g>
      );
    case 'unknown':
      return <circle cx={x} cy={y} r={r} fill="#8a958f" stroke="#ffffff" strokeWidth={1} />;
    case 'reported':
    case null:
      return <circle cx={x} cy={y} r={r} fill={color} stroke="#ffffff" strokeWidth={1} />;
  }
}

interface TrendChartProps {
  width: number;
  height: number;
  periods: readonly string[];
  series: readonly TrendSeries[];
  colorOf: (series: TrendSeries) => string;
  svgRef?: Ref<SVGSVGElement>;
}

/**
 * A line per series over the periods (visx), each point drawn by its quality; hovering a point names it,
 * its value and quality. Gaps stay gaps: a period without a value is not drawn as 0.
 */
export function TrendChart({ width, height, periods, series, colorOf, svgRef }: TrendChartProps) {
  const [hover, setHover] = useState<{ x: number; y: number; text: string } | null>(null);
  const margin = { top: 14, right: 18, bottom: 34, left: 60 };
  const plotW = Math.max(10, width - margin.left - margin.right);
  const plotH = Math.max(10, height - margin.top - margin.bottom);
  const values = series.flatMap((s) => s.points.map((p) => p.value).filter((v): v is number => v !== null));
  const shares = series.every((s) => s.kind === 'share');
  const lo = Math.min(0, ...values);
  const hi = shares ? 1 : Math.max(0, ...values);
  const ticks = niceTicks(lo, hi, plotH < 160 ? 3 : 5);
  const yMin = ticks[0];
  const yMax = ticks[ticks.length - 1];
  const y = (v: number) => margin.top + plotH - ((v - yMin) / (yMax - yMin || 1)) * plotH;
  const step = plotW / Math.max(1, periods.length);
  const x = (period: string) => margin.left + (periods.indexOf(period) + 0.5) * step;
  const every = Math.max(1, Math.ceil(periods.length / Math.max(1, Math.floor(plotW / 56))));
  return (
    <svg ref={svgRef} width={width} height={height} aria-hidden fontFamily="system-ui, sans-serif">
      <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
      {ticks.map((t) => (
        <g key={t}>
          <line x1={margin.left} x2={margin.left + plotW} y1={y(t)} y2={y(t)} stroke="#e3e8e5" />
          <text x={margin.left - 8} y={y(t) + 4} fontSize={11} textAnchor="end" fill="#4d5853">
            {shares ? `${Math.round(t * 100)} %` : compact.format(t)}
          </text>
        </g>
      ))}
      <line
        x1={margin.left}
        x2={margin.left + plotW}
        y1={margin.top + plotH}
        y2={margin.top + plotH}
        stroke="#9aa59f"
      />
      {periods.map((p, i) =>
        i % every === 0 ? (
          <text key={p} x={x(p)} y={height - 12} fontSize={11} textAnchor="middle" fill="#4d5853">
            {p}
          </text>
        ) : null,
      )}
      {series.map((s) => {
        const color = colorOf(s);
        const drawn = s.points.filter((p) => periods.includes(p.period));
        return (
          <SvgGroup key={s.key}>
            <LinePath<TrendPoint>
              data={drawn}
              x={(p) => x(p.period)}
              y={(p) => y(p.value ?? 0)}
              defined={(p) => p.value !== null}
              stroke={color}
              strokeWidth={2.5}
            />
            {drawn
              .filter((p) => p.value !== null)
              .map((p) => {
                const px = x(p.period);
                const py = y(p.value!);
                const text = pointTitle(s, p);
                return (
                  <g
                    key={p.period}
                    data-point={`${s.key}|${p.period}`}
                    onMouseEnter={() => setHover({ x: px, y: py, text })}
                    onMouseLeave={() => setHover(null)}
                  >
                    <title>{text}</title>
                    <circle cx={px} cy={py} r={11} fill="transparent" />
                    <QualityMarker quality={p.quality} color={color} x={px} y={py} />
                  </g>
                );
              })}
          </SvgGroup>
        );
      })}
      {hover ? <HoverLabel {...hover} width={width} /> : null}
    </svg>
  );
}

function HoverLabel({ x, y, text, width }: { x: number; y: number; text: string; width: number }) {
  const w = Math.min(width - 8, text.length * 6.4 + 16);
  const left = Math.max(4, Math.min(width - w - 4, x - w / 2));
  const top = y - 36 < 2 ? y + 14 : y - 36;
  return (
    <g pointerEvents="none">
      <rect x={left} y={top} width={w} height={24} rx={4} fill="#1b1f1d" opacity={0.92} />
      <text x={left + 8} y={top + 16} fontSize={12} fill="#ffffff">
        {text}
      </text>
    </g>
  );
}
