import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '@/lib/auth-store';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient, auth: authStore },
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });

  // Losing the session (logout, 401, revoked) re-runs the guards of the open page, which send
  // the user to /login. Signing in navigates explicitly, so it needs no re-run.
  let previous = authStore.getState().status;
  authStore.subscribe(() => {
    const current = authStore.getState().status;
    if (previous === 'authenticated' && current === 'anonymous') void router.invalidate();
    previous = current;
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The route's name in the document title (spec 2.2: the page title follows the route). */
    title?: string;
  }
}
