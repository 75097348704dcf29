import { Alert } from '@mantine/core';
import { useFailure } from '../hooks/use-failure';

/** A failed call's message (spec 8) as an alert; a 403 leaves for /action-plans instead. */
export function Failure({ error, fallback }: { error: unknown; fallback: string }) {
  const message = useFailure(error, fallback);
  if (!message) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {message}
    </Alert>
  );
}
