/** A route that exists in the navigation but whose screen has not been built yet. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      <div className="card card--muted">
        <p>This section is not available yet. It will appear here in an upcoming release.</p>
      </div>
    </div>
  );
}
