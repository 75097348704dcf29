import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '@/lib/auth-store';
import { navigationOrigin } from '@/lib/navigation-origin';
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

  // The page a navigation starts from: the access policy's "entered from outside" rule needs it.
  router.subscribe('onResolved', (event) => navigationOrigin.set(event.toLocation.pathname));

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
