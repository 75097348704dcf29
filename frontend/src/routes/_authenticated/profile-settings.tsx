import { createFileRoute } from '@tanstack/react-router';
import { isPrimaryUser, routeTitle } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { PageHeader } from '@/components/ui/page-header';
import { AccountSettings } from '@/features/auth/components/account-settings';
import { useCompany } from '@/features/company/api/get-company';

export const Route = createFileRoute('/_authenticated/profile-settings')({
  component: ProfileSettingsPage,
});

/**
 * The company whose two-factor requirement the signed-in user may set: the primary user's own
 * company (the one whose members the login checks, also for a demo-contract company), or for an
 * admin the visited workplace, else the admin's own company. Null for everyone else.
 */
function useCompanyPolicyTarget(): { companyId: number; companyName: string } | null {
  const { ctx, me } = useAccessContext();
  const primary = isPrimaryUser(ctx);
  const user = ctx.user;
  const companyId =
    !primary || user === null || user.permission !== null
      ? null
      : user.role === 'admin'
        ? (ctx.visitingCompanyId ?? me?.company_id ?? null)
        : (user.companyId ?? null);
  const company = useCompany(companyId);
  if (companyId === null || !company.data) return null;
  return { companyId, companyName: company.data.company.name };
}

function ProfileSettingsPage() {
  const companyPolicy = useCompanyPolicyTarget();
  return (
    <>
      <PageHeader
        title={routeTitle('/profile-settings')}
        description="Your details, your password and how you sign in."
      />
      <AccountSettings companyPolicy={companyPolicy} />
    </>
  );
}
