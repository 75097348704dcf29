import type { ReactNode } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { needsCompanyWorkplace, routeTitle } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { PageHeader } from '@/components/ui/page-header';
import { CompanyWorkplaces } from './company-workplaces';

/**
 * What a platform admin at home sees on a company's page (needsCompanyWorkplace): the admin belongs
 * to no company, so the page asks whose workplace to visit and then opens as that company's users
 * see it (spec 2.3), instead of asking the server for the data of no company.
 */
export function ChooseWorkplace({ path, userId }: { path: string; userId: number }) {
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

/** The page, or for an admin visiting no workplace on a company's page, the choice of workplace. */
export function WorkplaceGate({ children }: { children: ReactNode }) {
  const { ctx } = useAccessContext();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (ctx.user === null || !needsCompanyWorkplace(pathname, ctx)) return children;
  return <ChooseWorkplace path={pathname} userId={ctx.user.id} />;
}
