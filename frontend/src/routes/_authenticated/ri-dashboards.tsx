import { createFileRoute } from '@tanstack/react-router';
import { API_CUSTOMER_COMPANY_ID, effectiveCompanyId } from '@esg/access-policy';
import { RI_REPORT_IDS } from '@esg/contracts/embedded-reports';
import { useAccessContext } from '@/app/access-context';
import { RiDashboardsPage } from '@/features/ri-dashboards/components/ri-dashboards-page';

/**
 * Spec 2.6: company 310 sees its own report under "{name} Responsible Investing Dashboards"; every
 * other company the demo report under "Demo Responsible Investing Dashboards".
 */
export const Route = createFileRoute('/_authenticated/ri-dashboards')({
  component: RiDashboardsRoute,
});

function RiDashboardsRoute() {
  const { ctx } = useAccessContext();
  const investor = effectiveCompanyId(ctx) === API_CUSTOMER_COMPANY_ID;
  return investor ? (
    <RiDashboardsPage
      heading={`${ctx.company?.name ?? 'Investor'} Responsible Investing Dashboards`}
      reportId={RI_REPORT_IDS.investor}
    />
  ) : (
    <RiDashboardsPage heading="Demo Responsible Investing Dashboards" reportId={RI_REPORT_IDS.demo} />
  );
}
