import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse } from '@esg/contracts/auth';
import { ApiError, apiClient } from '@/lib/api-client';
import { authStore, type AuthState } from '@/lib/auth-store';

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * GET /api/auth/session: trades the HttpOnly `__session` cookie for a fresh access token, which is
 * how a reload keeps the user signed in. `null` means there is no session (401).
 */
export async function getSession(): Promise<LoginResponse | null> {
  try {
    const { data } = await apiClient.get('/auth/session', { schema: loginResponseSchema, anonymous: true });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    // Asked once per page load; refreshes are explicit (see useTokenRefresh).
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * Resolves the `unknown` start-up state once: asks the server for the session behind the cookie.
 * Route guards await this, so a deep link after a reload lands where it pointed.
 */
export async function restoreSession(queryClient: QueryClient): Promise<AuthState> {
  if (authStore.getState().status === 'unknown') {
    try {
      const session = await queryClient.ensureQueryData(sessionQueryOptions());
      if (session) authStore.signIn(session);
      else authStore.signOut('no-session');
    } catch {
      // Spec 4: a failure loading the user triggers logout.
      authStore.signOut('no-session');
    }
  }
  return authStore.getState();
}
