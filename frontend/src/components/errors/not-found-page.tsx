import { lazyRouteComponent } from '@tanstack/react-router';

const NotFoundView = lazyRouteComponent(() => import('./not-found-view'), 'NotFoundView');

/** Spec 2.2: an unknown path shows status 404, 'This page could not be found', and a way home. */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  return <NotFoundView standalone={standalone} />;
}
