import { useEffect, useState } from 'react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';

/** Shown when a route fails to load or render; a chunk from an older deployment reloads the page. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (chunkError) setReloading(reloadForChunkError());
  }, [chunkError]);

  if (reloading) {
    return (
      <main className="status-page" aria-busy="true">
        <p className="status-page__message">Loading the latest version…</p>
      </main>
    );
  }

  const status = error instanceof ApiError && error.statusCode > 0 ? error.statusCode : 500;
  const message = chunkError
    ? 'A new version of the application is available.'
    : error instanceof ApiError
      ? error.message
      : 'Something went wrong';

  return (
    <main className="status-page">
      <div className="status-page__content">
        <h1 className="status-page__code">{status}</h1>
        <div className="status-page__divider" aria-hidden="true" />
        <p className="status-page__message" role="alert">
          {message}
        </p>
      </div>
      <div className="status-page__actions">
        {chunkError ? (
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={reset}>
            Try again
          </button>
        )}
        <Link to="/" className="button button--secondary">
          Go back home
        </Link>
      </div>
    </main>
  );
}
