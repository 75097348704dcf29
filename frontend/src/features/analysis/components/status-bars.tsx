import { Group as SvgGroup } from '@visx/group';
import { Bar } from '@visx/shape';
import { Table } from '@mantine/core';
import { labelOf } from '@esg/contracts/labels';
import { ChartContainer } from '@/components/ui/chart-container';
import { TONES } from '@/components/ui/tones';

const ORDER = ['requested', 'in_progress', 'returned', 'submitted', 'accepted', 'reopened', 'published'];

/** The period's responses by status as horizontal bars (visx), with the counts as a table beside. */
export function StatusBars({
  byStatus,
  loading,
  period,
}: {
  byStatus: Record<string, number>;
  loading: boolean;
  period: string | null;
}) {
  const rows = ORDER.filter((s) => (byStatus[s] ?? 0) > 0).map((s) => ({
    status: s,
    count: byStatus[s],
    ...labelOf('responseStatus', s),
  }));
  const max = Math.max(1, ...rows.map((r) => r.count));
  const barHeight = 26;
  return (
    <ChartContainer
      title={`Responses by status${period ? ` · ${period}` : ''}`}
      height={Math.max(120, rows.length * (barHeight + 10))}
      loading={loading}
      empty={rows.length === 0}
      emptyMessage="No data was asked for this period."
      dataTable={
        <Table withTableBorder>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.status}>
                <Table.Th scope="row">{r.label}</Table.Th>
                <Table.Td ta="right">{r.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    >
      {({ width }) => {
        const labelWidth = 150;
        const plot = Math.max(10, width - labelWidth - 40);
        return (
          <svg width={width} height={rows.length * (barHeight + 10)} aria-hidden>
            {rows.map((r, i) => (
              <SvgGroup key={r.status} top={i * (barHeight + 10)}>
                <text x={0} y={barHeight / 2 + 5} fontSize={13} fill="#3b4540">
                  {r.label}
                </text>
                <Bar
                  x={labelWidth}
                  y={0}
                  width={(plot * r.count) / max}
                  height={barHeight}
                  rx={4}
                  fill={TONES[r.tone].solid}
                />
                <text
                  x={labelWidth + (plot * r.count) / max + 6}
                  y={barHeight / 2 + 5}
                  fontSize={13}
                  fill="#3b4540"
                >
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
