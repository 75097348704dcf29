import { createFileRoute } from '@tanstack/react-router';
import { useAccessContext } from '@/app/access-context';
import { ReportHubPage } from '@/features/portal/components/report-hub-page';

/** Every report the user can open, by kind (ADR 0073). */
export const Route = createFileRoute('/_authenticated/report')({
  component: ReportRoute,
});

function ReportRoute() {
  const { ctx } = useAccessContext();
  return <ReportHubPage ctx={ctx} />;
}
