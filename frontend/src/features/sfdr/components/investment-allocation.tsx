import { Alert, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  INVESTMENT_CLASS_LABELS,
  type InvestmentClass,
  type PeriodicReport,
} from '@esg/contracts/sfdr-documents';
import { QueryError } from '@/components/ui/query-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useClassifyInvestment, usePeriodicReport } from '../api/periodic-report';

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

function Box({ label, share, hint, tone }: { label: string; share: number; hint: string; tone?: 'warn' }) {
  return (
    <Stack
      gap={2}
      p="sm"
      style={{
        border: `1px solid var(--mantine-color-${tone === 'warn' ? 'orange-7' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {pct(share)}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

/**
 * The asset allocation of the periodic report (issue 26): the boxes of the template from the GP's class of
 * each holding, the holdings with their sector and share, and a class picker for the GP team. Holdings not
 * classified yet are named and shown as such, never counted as 0 % of a box.
 */
export function InvestmentAllocation({
  fundId,
  year,
  canEdit,
}: {
  fundId: number;
  year: number;
  canEdit: boolean;
}) {
  const report = usePeriodicReport(fundId, year, true);
  const classify = useClassifyInvestment(fundId, year);
  if (report.error) return <QueryError error={report.error} onRetry={() => void report.refetch()} />;
  if (!report.data) return <Skeleton h={200} />;
  const data: PeriodicReport = report.data;
  const a = data.allocation;
  const labels = INVESTMENT_CLASS_LABELS[data.annex];
  const options = (
    data.annex === 'V' ? (['sustainable', 'other'] as const) : (['sustainable', 'other_es', 'other'] as const)
  ).map((value) => ({ value, label: labels[value] }));
  const save = (holding: string, name: string, value: string | null) =>
    classify.mutate(
      { holding, classification: (value as InvestmentClass | null) ?? null },
      {
        onSuccess: () => notifySuccess(`${name} classified`),
        onError: (error) =>
          notifyError(error instanceof Error ? error.message : 'The class could not be saved.'),
      },
    );
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h4">
          Asset allocation and economic sectors
        </Title>
        <Text size="sm" c="dimmed">
          Shares of all investments, averaged over the quarter ends of {year}. The class of each investment is
          yours to give; each company&apos;s sector is the main activity it last reported.
        </Text>
      </div>
      {a.holdings.length === 0 ? (
        <Text size="sm">The fund has no positions at a quarter end of {year}.</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: data.annex === 'V' ? 4 : 6 }}>
            {data.annex === 'V' ? (
              <>
                <Box label={labels.sustainable} share={a.sustainable} hint="Sustainable investments" />
                <Box label={labels.other} share={a.other + a.otherEs} hint="Not sustainable" />
              </>
            ) : (
              <>
                <Box label="#1 Aligned with E/S characteristics" share={a.aligned} hint="#1A + #1B" />
                <Box label={labels.sustainable} share={a.sustainable} hint="Sustainable investments" />
                <Box label={labels.other_es} share={a.otherEs} hint="Aligned, not sustainable" />
                <Box label={labels.other} share={a.other} hint="Neither" />
              </>
            )}
            <Box
              label="Not classified yet"
              share={a.unclassified}
              hint="In no box until classified"
              tone={a.unclassified > 0 ? 'warn' : undefined}
            />
            <Box label="Not itemised" share={a.notItemised} hint="All investments less the positions" />
          </SimpleGrid>
          {a.unclassifiedHoldings.length > 0 ? (
            <Alert
              variant="light"
              color="orange"
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={`${a.unclassifiedHoldings.length} ${a.unclassifiedHoldings.length === 1 ? 'investment is' : 'investments are'} not classified yet`}
            >
              {a.unclassifiedHoldings.join(', ')}: {pct(a.unclassified)} of the investments. The periodic
              report shows this share as &quot;Not classified yet&quot;, outside #1 and #2, until each is
              classified below.
            </Alert>
          ) : null}
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label="Investments and their class">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Investment</Table.Th>
                  <Table.Th>Sector</Table.Th>
                  <Table.Th ta="right">Share</Table.Th>
                  <Table.Th>Class</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.holdings.map((h) => (
                  <Table.Tr key={h.holding}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {h.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {h.instrument}
                        {h.country ? ` · ${h.country}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {h.sectorKnown ? (
                        <Text size="sm">{h.sector}</Text>
                      ) : (
                        <Text size="sm" fw={700}>
                          {h.sector}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{pct(h.share)}</Table.Td>
                    <Table.Td miw={220}>
                      {canEdit ? (
                        <Select
                          aria-label={`Class of ${h.name}`}
                          placeholder="Not classified yet"
                          data={options}
                          value={h.classification}
                          clearable
                          disabled={classify.isPending}
                          onChange={(value) => save(h.holding, h.name, value)}
                        />
                      ) : (
                        <Text size="sm">
                          {h.classification ? labels[h.classification] : 'Not classified yet'}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm">
            <Text span fw={600}>
              Economic sectors:{' '}
            </Text>
            {a.sectors.map((r) => `${r.sector} ${pct(r.share)}`).join(' · ')}
          </Text>
        </>
      )}
    </Stack>
  );
}
