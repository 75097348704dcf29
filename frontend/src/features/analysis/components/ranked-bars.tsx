import { Group as SvgGroup } from '@visx/group';
import { Bar } from '@visx/shape';

export interface BarItem {
  key: string;
  name: string;
  value: number | null;
  /** Drawn hollow with a dashed outline. */
  estimated: boolean;
  label: string;
}

/**
 * Horizontal bars (visx), one per item in the given order, the figure after each bar; estimates hollow.
 * Narrow screens put each name above its bar instead of beside it.
 */
export function RankedBars({
  width,
  items,
  color,
  narrow,
}: {
  width: number;
  items: readonly BarItem[];
  color: string;
  /** Names above the bars (small screens); the parent decides, as it sizes the chart with rankedBarsHeight. */
  narrow: boolean;
}) {
  const row = narrow ? 48 : 34;
  const labelWidth = narrow ? 0 : Math.min(220, width * 0.36);
  const barTop = narrow ? 20 : 5;
  const plot = Math.max(10, width - labelWidth - 90);
  const max = Math.max(0, ...items.map((i) => i.value ?? 0));
  const chars = Math.max(8, Math.floor((narrow ? width : labelWidth) / 7.2));
  return (
    <svg width={width} height={items.length * row} aria-hidden fontFamily="system-ui, sans-serif">
      {items.map((item, i) => {
        const w = item.value !== null && max > 0 ? (plot * Math.max(0, item.value)) / max : 0;
        return (
          <SvgGroup key={item.key} top={i * row}>
            <text x={0} y={narrow ? 14 : 20} fontSize={13} fill="#3b4540">
              {item.name.length > chars ? `${item.name.slice(0, chars - 1)}…` : item.name}
            </text>
            <Bar
              x={labelWidth}
              y={barTop}
              width={w}
              height={22}
              rx={4}
              fill={item.estimated ? '#ffffff' : color}
              stroke={color}
              strokeDasharray={item.estimated ? '3 2' : undefined}
            />
            <text x={labelWidth + w + 6} y={barTop + 16} fontSize={12} fill="#3b4540">
              {item.label}
            </text>
          </SvgGroup>
        );
      })}
    </svg>
  );
}

/** The height a RankedBars of `count` items takes at `width`. */
export const rankedBarsHeight = (count: number, narrow: boolean) => Math.max(60, count * (narrow ? 48 : 34));
