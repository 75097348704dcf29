import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from '@/lib/auth-store';
import { useRouteTitle } from '@/hooks/use-route-title';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { RouteProgress } from '@/components/layouts/route-progress';

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthStore;
}

export const Route = createRootRouteWithContext<RouterContext>()({
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
