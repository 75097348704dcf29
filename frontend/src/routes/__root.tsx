import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from '@/lib/auth-store';
import { useRouteTitle } from '@/hooks/use-route-title';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteErrorPage } from '@/components/errors/route-error-page';

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthStore;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootComponent() {
  useRouteTitle();
  return <Outlet />;
}
