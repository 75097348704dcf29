import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** After this long a navigation shows the bar (a fast one shows nothing at all). */
export const PROGRESS_DELAY_MS = 150;

/**
 * The thin bar at the top of the window while a route and its data load (issue 15: route changes
 * show progress after ~150 ms). The old page stays until the new one is ready or its skeleton shows.
 */
export function RouteProgress({ force = false }: { force?: boolean }) {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading && !force) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, force]);
  if (!visible) return null;
  return <div className="route-progress" role="progressbar" aria-label="Loading the page" />;
}
