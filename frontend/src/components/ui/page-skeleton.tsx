/**
 * What a page shows while its data loads for longer than the router's pendingMs (150 ms): the
 * outline of a page (title, a toolbar, rows), announced as busy. Plain elements styled in
 * theme/base.css, so it costs the initial download almost nothing.
 */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-busy="true" aria-live="polite">
      <span className="visually-hidden-text">Loading the page…</span>
      <div className="page-skeleton__bar page-skeleton__bar--title" />
      <div className="page-skeleton__bar page-skeleton__bar--text" />
      <div className="page-skeleton__card">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="page-skeleton__bar page-skeleton__bar--row" />
        ))}
      </div>
    </div>
  );
}
