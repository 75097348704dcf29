import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '@/lib/auth-store';
import { mayPreload, onConnectionChange } from '@/lib/connection';
import { navigationOrigin } from '@/lib/navigation-origin';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { routeTree } from './routeTree.gen';

/** A page whose data takes longer than this shows its skeleton (and the top bar shows progress). */
export const PENDING_MS = 150;

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient, auth: authStore },
    // Routes and their data load on intent (hover, focus), except on 2g or save-data (spec 7.4).
    defaultPreload: mayPreload() ? 'intent' : false,
    // TanStack Query decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: () => <NotFoundPage />,
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: PENDING_MS,
    // Once shown, a skeleton stays long enough not to flicker.
    defaultPendingMinMs: 300,
  });

  onConnectionChange(() =>
    router.update({ ...router.options, defaultPreload: mayPreload() ? 'intent' : false }),
  );

  // Losing the session (logout, 401, revoked) re-runs the guards of the open page, which send
  // the user to /login (and back here after signing in). Signing in navigates explicitly.
  let previous = authStore.getState().status;
  authStore.subscribe(() => {
    const current = authStore.getState().status;
    if (previous === 'authenticated' && current === 'anonymous') void router.invalidate();
    previous = current;
  });

  // The page a navigation starts from: the access policy's "entered from outside" rule needs it.
  // The shown page's path is also written on <html>, so browser tests walking routes know when
  // the new page (not the old one, kept while the next loads) is on screen.
  router.subscribe('onResolved', (event) => {
    navigationOrigin.set(event.toLocation.pathname);
    document.documentElement.dataset.resolvedPath = event.toLocation.pathname;
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
