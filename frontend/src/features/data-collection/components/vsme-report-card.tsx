import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import type { ResponseDetail } from '@esg/contracts/data-collection/index';
import { QueryError } from '@/components/ui/query-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { notifyError } from '@/lib/notify';
import { downloadVsmeReport, useVsmeReportPreview, vsmeReportName } from '../api/vsme-report';

/**
 * The filed report of a published VSME response (issue 25, ADR 0142): a preview of the Inline XBRL
 * document as a reader sees it, the document itself (.xhtml) and the XBRL report package (.zip).
 * The report shows the last publication, so it is offered once the response was published.
 */
export function VsmeReportCard({
  response,
}: {
  response: Pick<ResponseDetail, 'id' | 'companyName' | 'period' | 'publicationNumber' | 'status'>;
}) {
  const [previewing, setPreviewing] = useState(false);
  const [downloading, setDownloading] = useState<'xhtml' | 'zip' | null>(null);
  const preview = useVsmeReportPreview(response.id, response.publicationNumber, previewing);
  const name = vsmeReportName(response.companyName, response.period);
  if (response.publicationNumber === 0) return null;
  const download = (kind: 'xhtml' | 'zip') => {
    setDownloading(kind);
    downloadVsmeReport(response.id, kind, name)
      .catch(() => notifyError('The report could not be downloaded. Try again.'))
      .finally(() => setDownloading(null));
  };
  return (
    <Card p="md" mb="md" data-testid="vsme-report">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={2} size="h4">
            VSME report
          </Title>
          <Text size="sm" c="dimmed">
            Publication {response.publicationNumber} as an Inline XBRL report: the published values tagged
            with EFRAG&apos;s VSME taxonomy, in the taxonomy&apos;s order and with its labels, ready to file.
            {response.status !== 'published'
              ? ' The period is reopened: the report shows the publication in force.'
              : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => setPreviewing(true)}
          >
            Preview report
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading === 'xhtml'}
            onClick={() => download('xhtml')}
          >
            Inline XBRL (.xhtml)
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading === 'zip'}
            onClick={() => download('zip')}
          >
            Report package (.zip)
          </Button>
        </Group>
      </Group>
      <Modal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        title={`VSME report · publication ${response.publicationNumber}`}
        size="min(1100px, 96vw)"
      >
        {preview.data !== undefined ? (
          // The report as a browser shows it; sandboxed: no script, no form, no navigation.
          <iframe
            title="VSME report preview"
            sandbox=""
            srcDoc={preview.data}
            style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-3)' }}
          />
        ) : preview.isError ? (
          <QueryError error={preview.error} onRetry={() => void preview.refetch()} />
        ) : (
          <PageSkeleton />
        )}
      </Modal>
    </Card>
  );
}
