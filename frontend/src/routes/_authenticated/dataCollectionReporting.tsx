import { createFileRoute } from '@tanstack/react-router';
import { MonitoringPage } from '@/features/portfolio/components/monitoring-page';

/** /dataCollectionReporting (spec 2.1, 6.2 Reporting Dashboard): the portfolio's data collection status. */
export const Route = createFileRoute('/_authenticated/dataCollectionReporting')({
  component: () => <MonitoringPage title="Reporting Dashboard" />,
});
