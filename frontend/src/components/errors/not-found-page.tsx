import { lazyRouteComponent } from '@tanstack/react-router';
import { useAuthState } from '@/lib/auth-store';

const NotFoundView = lazyRouteComponent(() => import('./not-found-view'), 'NotFoundView');
// The shell is the signed-in layout's: loaded only for a signed-in user's unknown path.
const NotFoundInShell = lazyRouteComponent(() => import('./not-found-in-shell'), 'NotFoundInShell');

/**
 * Spec 2.2: an unknown path shows status 404, 'This page could not be found', and a way home. A
 * signed-in user sees it inside the application's shell (issue 29, item 9); anyone else alone.
 */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const auth = useAuthState();
  if (standalone && auth.status === 'authenticated') return <NotFoundInShell user={auth.user} />;
  return <NotFoundView standalone={standalone} />;
}
