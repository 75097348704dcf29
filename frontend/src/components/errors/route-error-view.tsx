import { useState } from 'react';
import { Button } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { StatusPage } from './status-page';
import { ThemeProvider } from '@/theme/theme-provider';

/** The error page proper (loaded when an error happens): status, message and "Try again". */
export function RouteErrorView({
  error,
  reset,
  standalone = false,
}: ErrorComponentProps & { standalone?: boolean }) {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const status = error instanceof ApiError && error.statusCode > 0 ? error.statusCode : 500;
  const message = error instanceof ApiError ? error.message : 'Something went wrong';
  // "Try again" re-runs the loaders of the page (a reset alone would render the same failure).
  const retry = () => {
    setRetrying(true);
    reset();
    void router.invalidate().finally(() => setRetrying(false));
  };
  return (
    <ThemeProvider>
      <StatusPage
        code={status}
        message={message}
        standalone={standalone}
        action={
          <Button onClick={retry} loading={retrying}>
            Try again
          </Button>
        }
      />
    </ThemeProvider>
  );
}
