import { Alert } from '@mantine/core';
import { ApiError } from '@/lib/api-client';

/** The message of a failed request, as the server phrased it. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.statusCode === 429 && !error.message)
      return 'Too many attempts. Please wait a moment and try again.';
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * A form's outcome: the server's error (role="alert", announced at once) or a success message
 * (role="status"). Field errors show under their fields; this is for what the server said.
 */
export function FormAlert({ error, success }: { error?: unknown; success?: string | null }) {
  if (error) {
    return (
      <Alert color="red" role="alert" variant="light">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert color="brand" role="status" variant="light">
        {success}
      </Alert>
    );
  }
  return null;
}
