import { useEffect, useState } from 'react';
import { lazyRouteComponent, type ErrorComponentProps } from '@tanstack/react-router';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';

const RouteErrorView = lazyRouteComponent(() => import('./route-error-view'), 'RouteErrorView');

/**
 * Shown when a route fails to load or render, in place of the page (the layout stays). A chunk of
 * an older deployment reloads the page (at most once a minute, spec 9); this part is plain markup
 * in the initial download, so it works when chunks cannot load. Any other error loads the error
 * page with its "Try again".
 */
export function RouteErrorPage(props: ErrorComponentProps & { standalone?: boolean }) {
  const chunkError = isChunkLoadError(props.error);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (chunkError) setReloading(reloadForChunkError());
  }, [chunkError]);

  if (!chunkError) return <RouteErrorView {...props} />;
  return (
    <div className="chunk-error" role="alert" aria-busy={reloading || undefined}>
      <p>{reloading ? 'Loading the latest version…' : 'A new version of the application is available.'}</p>
      {reloading ? null : (
        <button type="button" className="chunk-error__button" onClick={() => window.location.reload()}>
          Reload
        </button>
      )}
    </div>
  );
}
