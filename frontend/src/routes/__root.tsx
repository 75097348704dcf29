import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from '@/lib/auth-store';
import { useRouteTitle } from '@/hooks/use-route-title';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { RouteProgress } from '@/components/layouts/route-progress';
import { restoreSession } from '@/features/auth/api/get-session';

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthStore;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The layouts' guard restores the session; an unknown path has no layout, so the root does too:
  // a signed-in user's 404 is shown inside the application shell (issue 29, item 9).
  beforeLoad: async ({ context }) => {
    await restoreSession(context.queryClient);
  },
  component: RootComponent,
  // No layout around these: they are the page's <main>.
  notFoundComponent: () => <NotFoundPage standalone />,
  errorComponent: (props) => <RouteErrorPage {...props} standalone />,
  pendingComponent: () => <RouteProgress force />,
});

function RootComponent() {
  useRouteTitle();
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
