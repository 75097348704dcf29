import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconInfoCircle } from '@tabler/icons-react';
import type { Fund } from '@esg/contracts/portfolio';
import { ARTICLE_6_NO_PERIODIC_REPORT } from '@esg/contracts/sfdr-documents';
import { ButtonLink } from '@/components/ui/links';
import { PeriodicReportDownloads } from '@/shared/sfdr/periodic-report-downloads';

const ANNEX = { article_8: 'Annex IV', article_9: 'Annex V' } as const;

/**
 * The fund's SFDR documents on the fund page (issue 26): the periodic report of an Article 8 or 9 fund for
 * the year of its latest positions (downloads, and the page where the GP completes it), the entity's
 * statement on principal adverse impacts, and for an Article 6 fund why there is no periodic report.
 */
export function FundSfdrDocuments({ fund, year }: { fund: Fund; year: number }) {
  const classification = fund.sfdrClassification;
  return (
    <Card p="md" component="section" aria-labelledby="fund-sfdr-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="fund-sfdr-title">
            SFDR documents {year}
          </Title>
          <Text size="sm" c="dimmed">
            What {fund.name} and its manager file under the SFDR for {year}, from the positions of the year.
          </Text>
        </div>
        {classification === 'article_6' ? (
          <Alert
            variant="light"
            color="gray"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title="No periodic report for an Article 6 fund"
          >
            {ARTICLE_6_NO_PERIODIC_REPORT}
          </Alert>
        ) : (
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <div>
              <Text fw={600}>Periodic report {year}</Text>
              <Text size="sm" c="dimmed">
                {ANNEX[classification]} of Delegated Regulation 2022/1288, prefilled from the fund&apos;s
                positions, PAI figures and Taxonomy disclosures.
              </Text>
            </div>
            <PeriodicReportDownloads fundId={fund.id} fundName={fund.name} year={year}>
              <ButtonLink
                size="sm"
                variant="subtle"
                to="/pai-published-report"
                search={{ year, fundId: fund.id }}
              >
                Complete the periodic report
              </ButtonLink>
            </PeriodicReportDownloads>
          </Group>
        )}
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <div>
            <Text fw={600}>Statement on principal adverse impacts {year}</Text>
            <Text size="sm" c="dimmed">
              The manager&apos;s entity-level statement (Annex I), covering all its funds.
            </Text>
          </div>
          <ButtonLink
            size="sm"
            variant="default"
            leftSection={<IconFileText size={16} aria-hidden />}
            to="/pai-published-report"
            search={{ year }}
          >
            Open the PAI statement
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}
