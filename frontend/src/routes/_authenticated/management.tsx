import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { CompanyWorkplaces } from '@/features/company/components/company-workplaces';
import { useCurrentUser } from '@/lib/auth-store';

export const Route = createFileRoute('/_authenticated/management')({
  component: ManagementPage,
});

/**
 * /management (spec 2.1, Administration). For a platform admin at home it is where a visit to a
 * company workplace starts (spec 2.3); the management report of the Reporting menu is a later
 * release's page.
 */
function ManagementPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (user.role !== 'admin') return <PagePlaceholder title="Management" />;
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
