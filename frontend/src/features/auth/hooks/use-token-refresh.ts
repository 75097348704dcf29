import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authStore } from '@/lib/auth-store';
import { ApiError } from '@/lib/api-client';
import { sessionQueryOptions } from '../api/get-session';

const REFRESH_MARGIN_MS = 60_000;
const MIN_DELAY_MS = 5_000;

/**
 * The access token is short-lived; the `__session` cookie lasts an hour (spec 9). Shortly before
 * the token expires, trade the cookie for a new one so an active user is not logged out mid-task.
 */
export function useTokenRefresh(expiresAt: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (expiresAt === null) return;
    const delay = Math.max(expiresAt - Date.now() - REFRESH_MARGIN_MS, MIN_DELAY_MS);
    const timer = window.setTimeout(() => {
      queryClient
        .fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
        .then((session) => (session ? authStore.signIn(session) : authStore.signOut('expired')))
        .catch((error: unknown) => {
          // A network blip keeps the current token; the next 401 logs out if it really expired.
          if (error instanceof ApiError && error.statusCode === 401) authStore.signOut('expired');
        });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [expiresAt, queryClient]);
}
