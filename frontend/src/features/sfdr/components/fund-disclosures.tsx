import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { SfdrClassification } from '@esg/contracts/portfolio';
import { ARTICLE_6_NO_PERIODIC_REPORT } from '@esg/contracts/sfdr-documents';
import { QueryError } from '@/components/ui/query-error';
import { PeriodicReportDownloads } from '@/shared/sfdr/periodic-report-downloads';
import { useSfdr2FundTest } from '../api/fund-disclosures';
import { InvestmentAllocation } from './investment-allocation';

const VERDICT = {
  meets: { label: 'Meets', color: 'green.9' },
  fails: { label: 'Does not meet', color: 'red.9' },
  undecided: { label: 'Cannot decide yet', color: 'dark.4' },
} as const;

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A fund's SFDR disclosures on its PAI report (issue 26): the periodic report of Annex IV or V as Word and
 * PDF, and the fund tested against the three categories of the SFDR 2.0 proposal at the end of the year.
 */
export function FundDisclosuresPanel({
  fundId,
  fundName,
  classification,
  year,
  canEdit,
}: {
  fundId: number;
  fundName: string;
  /** Article 6 funds have no periodic report: the panel says why instead of offering the files. */
  classification: SfdrClassification | null;
  year: number;
  /** The GP team classes the investments (rule 116). */
  canEdit: boolean;
}) {
  const article6 = classification === 'article_6';
  const test = useSfdr2FundTest(fundId, `${year}-12-31`);
  const data = test.data;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="fund-disclosures-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h3" id="fund-disclosures-title">
              Periodic report {year}
            </Title>
            <Text size="sm" c="dimmed">
              {article6
                ? 'An Article 6 fund: no periodic SFDR annex to file.'
                : "The fund's periodic disclosure (Annex IV for Article 8, Annex V for Article 9), prefilled from its positions, PAI figures and Taxonomy disclosures."}
            </Text>
          </div>
          {article6 ? null : <PeriodicReportDownloads fundId={fundId} fundName={fundName} year={year} />}
        </Group>
        {article6 ? (
          <Alert
            variant="light"
            color="gray"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title="No periodic report for an Article 6 fund"
          >
            {ARTICLE_6_NO_PERIODIC_REPORT}
          </Alert>
        ) : null}
        {article6 ? null : <InvestmentAllocation fundId={fundId} year={year} canEdit={canEdit} />}
        <div>
          <Title order={3} size="h4">
            SFDR 2.0 readiness
          </Title>
          {data ? (
            <Text size="sm" c="dimmed">
              Based on the Commission&apos;s proposal of {longDate(data.basis.date)} (status:{' '}
              {data.basis.status}, not adopted law): the share of the investments meeting each category
              against its threshold, on the positions of{' '}
              {data.positionsDate ? longDate(data.positionsDate) : 'no date yet'}.
            </Text>
          ) : null}
        </div>
        {test.error ? <QueryError error={test.error} onRetry={() => void test.refetch()} /> : null}
        {data && data.categories.length === 0 ? (
          <Text size="sm">The fund has no positions on or before the end of {year}.</Text>
        ) : null}
        {data && data.categories.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="SFDR 2.0 categories">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Category</Table.Th>
                  <Table.Th ta="right">Qualifying</Table.Th>
                  <Table.Th ta="right">Threshold</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>Why, and what is missing</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.categories.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {c.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {c.criterion}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{pct(c.share)}</Table.Td>
                    <Table.Td ta="right">{pct(c.threshold)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm" fw={700} c={VERDICT[c.verdict].color}>
                        {VERDICT[c.verdict].label}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{c.reason}</Text>
                      {c.excluded.map((e) => (
                        <Text key={`${e.companyId}-${e.exclusion}`} size="xs">
                          Excluded: {e.name} ({e.exclusion})
                        </Text>
                      ))}
                      {c.missing.map((m) => (
                        <Text key={m.companyId} size="xs" c="dimmed">
                          Missing from {m.name}: {m.data.join('; ')}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
