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

/** A server error (role="alert", announced at once) or a success message (role="status"). */
export function FormStatus({ error, success }: { error?: unknown; success?: string | null }) {
  if (error) {
    return (
      <div className="alert alert--danger" role="alert">
        {errorMessage(error)}
      </div>
    );
  }
  if (success) {
    return (
      <div className="alert alert--success" role="status">
        {success}
      </div>
    );
  }
  return null;
}
