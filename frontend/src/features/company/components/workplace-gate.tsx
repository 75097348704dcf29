import { lazy, Suspense, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { needsCompanyWorkplace } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';

const ChooseWorkplace = lazy(() => import('./choose-workplace'));

/** The page, or for an admin visiting no workplace on a company's page, the choice of workplace. */
export function WorkplaceGate({ children }: { children: ReactNode }) {
  const { ctx } = useAccessContext();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (ctx.user === null || !needsCompanyWorkplace(pathname, ctx)) return children;
  return (
    <Suspense fallback={null}>
      <ChooseWorkplace path={pathname} userId={ctx.user.id} />
    </Suspense>
  );
}
