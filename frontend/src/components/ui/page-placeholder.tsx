/**
 * A page whose feature a later release delivers: the real layout around a short panel naming it.
 * `title` is the page heading; `feature` names what will appear here (defaults to the title).
 */
export function PagePlaceholder({ title, feature = title }: { title: string; feature?: string }) {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      <div className="card card--muted" role="note">
        <p>{feature} is not available yet. It will appear here in an upcoming release.</p>
      </div>
    </div>
  );
}
