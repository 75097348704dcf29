import { useRouter } from '@tanstack/react-router';
import { routeTitle } from '@esg/access-policy';
import { PageHeader } from '@/components/ui/page-header';
import { CompanyWorkplaces } from './company-workplaces';

/**
 * What a platform admin at home sees on a company's page (needsCompanyWorkplace): the admin belongs
 * to no company, so the page asks whose workplace to visit and then opens as that company's users
 * see it (spec 2.3), instead of asking the server for the data of no company. Loaded only when shown
 * (workplace-gate.tsx): its table would otherwise weigh on every page's first download.
 */
export default function ChooseWorkplace({ path, userId }: { path: string; userId: number }) {
  const router = useRouter();
  const title = routeTitle(path) ?? 'Company workplace';
  return (
    <>
      <PageHeader
        title={title}
        description="This page shows one company’s data. As the platform administrator you belong to no company: visit a company’s workplace below and the page opens as its users see it."
      />
      {/* The guard runs again for the visited company: a page its users may not open sends the admin on. */}
      <CompanyWorkplaces userId={userId} onVisited={() => void router.invalidate()} />
    </>
  );
}
