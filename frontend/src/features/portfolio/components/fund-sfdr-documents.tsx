import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconFileText,
  IconFileSpreadsheet,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconInfoCircle,
} from '@tabler/icons-react';
import type { Fund } from '@esg/contracts/portfolio';
import {
  ARTICLE_6_NO_PERIODIC_REPORT,
  periodicReportFileName,
  type PeriodicReportFormat,
} from '@esg/contracts/sfdr-documents';
import { ButtonLink } from '@/components/ui/links';
import { notifyError } from '@/lib/notify';
import { downloadApiFile } from '@/lib/save-file';

const ANNEX = { article_8: 'Annex IV', article_9: 'Annex V' } as const;

/**
 * The fund's SFDR documents on the fund page (issue 26): the periodic report of an Article 8 or 9 fund for
 * the year of its latest positions (downloads, and the page where the GP completes it), the entity's
 * statement on principal adverse impacts, and for an Article 6 fund why there is no periodic report.
 */
export function FundSfdrDocuments({ fund, year }: { fund: Fund; year: number }) {
  const [busy, setBusy] = useState<PeriodicReportFormat | null>(null);
  const download = (format: PeriodicReportFormat) => {
    setBusy(format);
    downloadApiFile(
      `/funds/${fund.id}/periodic-report/${year}.${format}`,
      periodicReportFileName(year, fund.name, format),
    )
      .catch(() => notifyError('The periodic report could not be downloaded. Please try again.'))
      .finally(() => setBusy(null));
  };
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
            <Group gap="xs" wrap="wrap">
              <Button
                size="sm"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                onClick={() => download('pdf')}
                loading={busy === 'pdf'}
                disabled={busy !== null}
              >
                Periodic report PDF
              </Button>
              <Button
                size="sm"
                variant="default"
                leftSection={<IconFileTypeDocx size={16} aria-hidden />}
                onClick={() => download('docx')}
                loading={busy === 'docx'}
                disabled={busy !== null}
              >
                Periodic report Word
              </Button>
              <Button
                size="sm"
                variant="default"
                leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                onClick={() => download('xlsx')}
                loading={busy === 'xlsx'}
                disabled={busy !== null}
              >
                Periodic report spreadsheet
              </Button>
              <ButtonLink
                size="sm"
                variant="subtle"
                to="/pai-published-report"
                search={{ year, fundId: fund.id }}
              >
                Complete the periodic report
              </ButtonLink>
            </Group>
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
