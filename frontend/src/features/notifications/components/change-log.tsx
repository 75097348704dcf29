import '@/styles/notifications.css';
import type { ChangelogEntryView } from '@esg/contracts/notifications';
import { LIST_ERRORS, notificationErrorMessage } from '../api/errors';
import { useChangelog } from '../api/get-changelog';
import { flattenPages } from '../api/page';
import { fieldLabel, formatDateTime, formatValue } from './format';

function Entry({ entry }: { entry: ChangelogEntryView }) {
  return (
    <li className="changelog__entry">
      <div className="changelog__line">
        <span className="changelog__actor">{entry.actor.name ?? `User ${entry.actor.id}`}</span>
        <span className="changelog__summary">{entry.summary}</span>
        <time className="changelog__time" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </div>
      {entry.changes.length > 0 ? (
        <ul className="changelog__changes">
          {entry.changes.map((change) => (
            <li key={change.field} className="changelog__change">
              <span className="changelog__field">{fieldLabel(change.field)}:</span>{' '}
              <span className="changelog__before">{formatValue(change.field, change.before)}</span>
              <span className="changelog__arrow" aria-label="changed to">
                {' → '}
              </span>
              <span className="changelog__after">{formatValue(change.field, change.after)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * Spec 2.13: the change log of a plan and its recommendations, newest first: who, what, when and
 * the values before and after. 10 entries a page; "Show more" appends the next.
 */
export function ChangeLog({ actionPlanId }: { actionPlanId: number }) {
  const log = useChangelog(actionPlanId);
  const entries = flattenPages(log.data?.pages);
  const error = notificationErrorMessage(log.error, LIST_ERRORS.changelog);

  return (
    <section className="card changelog" aria-labelledby="changelog-heading">
      <h2 id="changelog-heading" className="card__title">
        Change log
      </h2>
      {error ? (
        <div className="alert alert--danger" role="alert">
          {error}
        </div>
      ) : null}
      {log.isPending ? (
        <p className="changelog__empty" role="status">
          Loading the change log…
        </p>
      ) : entries.length === 0 && !log.isError ? (
        <p className="changelog__empty">No changes yet.</p>
      ) : (
        <ol className="changelog__list" aria-label="Change log">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {log.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary changelog__more"
          disabled={log.isFetchingNextPage}
          aria-busy={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </section>
  );
}
