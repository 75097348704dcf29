import { useFailure } from '../hooks/use-failure';

/** A failed call's message (spec 8) as an alert; a 403 leaves for /action-plans instead. */
export function Failure({ error, fallback }: { error: unknown; fallback: string }) {
  const message = useFailure(error, fallback);
  if (!message) return null;
  return (
    <div className="alert alert--danger" role="alert">
      {message}
    </div>
  );
}
