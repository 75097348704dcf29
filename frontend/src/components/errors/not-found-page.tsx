import { Link } from '@tanstack/react-router';

/** Spec 2.2: an unknown path shows status 404, 'This page could not be found', and a way home. */
export function NotFoundPage() {
  return (
    <main className="status-page">
      <div className="status-page__content">
        <h1 className="status-page__code">404</h1>
        <div className="status-page__divider" aria-hidden="true" />
        <p className="status-page__message">This page could not be found</p>
      </div>
      <Link to="/" className="button button--primary">
        Go back home
      </Link>
    </main>
  );
}
