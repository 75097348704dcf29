import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { routeTitle } from '@esg/access-policy';

export const APP_NAME = 'ESG Platform';

/** Keeps document.title in step with the route (spec 2.2), named by the shared route catalogue. */
export function useRouteTitle(): void {
  const title = useRouterState({
    select: (state) => {
      // `_notFound` marks the route that renders the not-found component for an unknown path.
      if (state.matches.some((match) => match.status === 'notFound' || match._notFound)) {
        return 'Page Not Found';
      }
      if (state.matches.some((match) => match.status === 'error')) return 'Error';
      return routeTitle(state.location.pathname);
    },
  });
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
