import { Badge, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import type {
  BenchmarkProfile,
  IndustryBenchmark,
  InternalBenchmark,
  PeerStatisticsView,
} from '@esg/contracts/benchmark';
import { percentileText, withUnit } from './format';
import { PeerSteps } from './peer-steps';
import { QuartileStrip } from './quartile-strip';

export interface BenchmarkDetail {
  title: string;
  subject: string;
  metricCode: string;
  value: number | null;
  unit: string;
  profile: BenchmarkProfile;
  industry: IndustryBenchmark;
  internal: InternalBenchmark | null;
  period: string | null;
}

function StatisticsTable({ s, unit }: { s: PeerStatisticsView; unit: string }) {
  return (
    <Table withTableBorder fz="sm">
      <Table.Tbody>
        {(
          [
            ['Peers', String(s.peers)],
            ['Q1', withUnit(s.q1, unit)],
            ['Median', withUnit(s.median, unit)],
            ['Q3', withUnit(s.q3, unit)],
            ['Mean', withUnit(s.mean, unit)],
            ['Position', percentileText(s.percentile)],
          ] as const
        ).map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th scope="row" w="40%">
              {k}
            </Table.Th>
            <Table.Td ff="monospace">{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** How a benchmark was made: the profile peers were chosen by, each group tried, the figures, the formulas. */
export function BenchmarkDetailDrawer({
  detail,
  formulas,
  referenceData,
  onClose,
}: {
  detail: BenchmarkDetail | null;
  formulas: Record<string, string>;
  referenceData: readonly string[];
  onClose: () => void;
}) {
  return (
    <Drawer opened={detail !== null} onClose={onClose} position="right" size="xl" title={detail?.title ?? ''}>
      {detail ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{detail.metricCode}</Badge>
            {detail.period ? <Badge variant="light">Period {detail.period}</Badge> : null}
            <Badge variant="light">
              {detail.subject}: {withUnit(detail.value, detail.unit)}
            </Badge>
          </Group>
          <Title order={3} size="h5">
            Peer group
          </Title>
          <Text size="sm">
            Built from what {detail.subject} published: NACE {detail.profile.nace ?? '—'} (
            {detail.profile.sectionLabel ?? 'no sector'}), {detail.profile.countryName ?? 'no country'} (
            {detail.profile.regionName ?? 'no region'}), {detail.profile.sizeBand ?? 'no size band'}.
          </Text>
          <PeerSteps industry={detail.industry} />
          {detail.industry.statistics ? (
            <>
              <QuartileStrip
                statistics={detail.industry.statistics}
                value={detail.value}
                unit={detail.unit}
                label={detail.subject}
              />
              <StatisticsTable s={detail.industry.statistics} unit={detail.unit} />
            </>
          ) : null}
          {detail.internal ? (
            <>
              <Title order={3} size="h5">
                Within {detail.internal.scopeName ?? 'the portfolio'}
              </Title>
              <StatisticsTable s={detail.internal.statistics} unit={detail.unit} />
              <Table withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Portfolio company</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Value
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.internal.peers.map((p) => (
                    <Table.Tr key={p.companyId}>
                      <Table.Th scope="row">{p.name ?? `Company ${p.companyId}`}</Table.Th>
                      <Table.Td ta="right" ff="monospace">
                        {withUnit(p.value, detail.unit)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : null}
          <Title order={3} size="h5">
            Formulas
          </Title>
          <Stack gap={4}>
            {Object.entries(formulas).map(([k, f]) => (
              <Text key={k} size="sm">
                <strong>{k}</strong>: {f}
              </Text>
            ))}
          </Stack>
          <Text size="xs" c="dimmed">
            Reference data: {referenceData.join(' · ')}
          </Text>
        </Stack>
      ) : null}
    </Drawer>
  );
}
