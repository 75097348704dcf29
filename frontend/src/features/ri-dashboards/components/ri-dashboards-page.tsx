import { useEffect, useState } from 'react';
import { Box, Card, LoadingOverlay, Text } from '@mantine/core';
import { RI_DASHBOARDS_HINT, type RiReportId } from '@esg/contracts/embedded-reports';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { useEmbeddedReport } from '../api/get-embedded-report';

interface RiDashboardsPageProps {
  heading: string;
  reportId: RiReportId;
}

/**
 * The Responsible Investing dashboards (spec 2.6): the heading, the hint, and the embedded report
 * under a loading overlay until it has loaded. A failure to fetch the report is logged and the
 * overlay hidden (spec 8), with the reason shown.
 */
export function RiDashboardsPage({ heading, reportId }: RiDashboardsPageProps) {
  const report = useEmbeddedReport(reportId);
  const [loaded, setLoaded] = useState(false);
  const url = report.data?.embedUrl[0]?.embedUrl;

  useEffect(() => {
    // Spec 8: embedded-report fetch errors are logged.
    if (report.error) console.error('Embedded report could not be fetched', report.error);
  }, [report.error]);

  return (
    <>
      <PageHeader title={heading} description={RI_DASHBOARDS_HINT} />
      {report.isError ? <FormAlert error={report.error} /> : null}
      <Card p={0} withBorder style={{ overflow: 'hidden' }}>
        <Box pos="relative" h="calc(100vh - 220px)" mih={480}>
          <LoadingOverlay
            visible={!report.isError && !loaded}
            zIndex={10}
            overlayProps={{ blur: 1 }}
            loaderProps={{ role: 'status', 'aria-label': 'Loading the dashboards' }}
          />
          {url ? (
            <iframe
              key={url}
              src={url}
              title={report.data?.name ?? heading}
              onLoad={() => setLoaded(true)}
              style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
            />
          ) : report.isError ? (
            <Text c="dimmed" p="lg">
              The dashboards could not be loaded.
            </Text>
          ) : null}
        </Box>
      </Card>
    </>
  );
}
