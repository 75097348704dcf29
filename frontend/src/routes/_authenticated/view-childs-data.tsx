import { createFileRoute } from '@tanstack/react-router';
import { MonitoringPage } from '@/features/portfolio/components/monitoring-page';

/** /view-childs-data (spec 2.1, 6.2 Monitoring): the reporting status of the portfolio companies. */
export const Route = createFileRoute('/_authenticated/view-childs-data')({
  component: () => <MonitoringPage title="Monitoring" />,
});
