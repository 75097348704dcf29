import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { PageHeader } from '@/components/ui/page-header';
import { CompanyWorkplaces } from '@/features/company/components/company-workplaces';
import { RelatedCompaniesPage } from '@/features/portfolio/components/related-companies-page';
import { useCurrentUser } from '@/lib/auth-store';

export const Route = createFileRoute('/_authenticated/management')({
  component: ManagementPage,
});

/**
 * /management (spec 2.1, Reporting menu "Management"): the companies the company manages with their
 * reporting status. For a platform admin at home (no workplace visited) it is where a visit to a
 * company workplace starts (spec 2.3).
 */
function ManagementPage() {
  const user = useCurrentUser();
  const { ctx } = useAccessContext();
  const navigate = useNavigate();
  if (user.role === 'admin' && (ctx.visitingCompanyId ?? null) === null) {
    return (
      <>
        <PageHeader
          title="Management"
          description="Visit a company’s workplace to see the platform as its users do."
        />
        <CompanyWorkplaces userId={user.id} onVisited={() => void navigate({ to: '/user-guide' })} />
      </>
    );
  }
  if (effectiveCompanyId(ctx) === null) return null;
  return <RelatedCompaniesPage kind="managed" />;
}
