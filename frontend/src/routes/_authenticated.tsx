import { useState } from 'react';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { restoreSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { useTokenRefresh } from '@/features/auth/hooks/use-token-refresh';
import { useAuthState } from '@/lib/auth-store';
import { ApiError } from '@/lib/api-client';
import { useRealtimeSync } from '@/hooks/use-realtime-sync';
import { AppLayout } from '@/components/layouts/app-layout';
import { ErrorDialog } from '@/components/ui/error-dialog';

/**
 * The default layout (spec 2.2) and its authentication check: without a session the user is sent
 * to /login, which brings them back here after signing in (unless they had logged out).
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const auth = await restoreSession(context.queryClient);
    if (auth.status !== 'authenticated') {
      const remember = !(auth.status === 'anonymous' && auth.reason === 'signed-out');
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
      throw redirect({ to: '/login', search: remember ? { redirect: location.href } : {}, replace: true });
    }
    return { user: auth.user };
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const auth = useAuthState();
  const signedIn = auth.status === 'authenticated';
  useRealtimeSync(signedIn ? auth.accessToken : null);
  useTokenRefresh(signedIn ? auth.expiresAt : null);
  const logout = useLogout();
  const [logoutError, setLogoutError] = useState<string | null>(null);

  // Between losing the session and the guard's redirect to /login there is nothing to show.
  if (!signedIn) return null;

  const onLogout = () => {
    logout.mutate(undefined, {
      onError: (error) => {
        // A 401 means the session was already gone: the guard takes the user to /login.
        if (error instanceof ApiError && error.statusCode === 401) return;
        setLogoutError(error instanceof ApiError ? error.message : 'Logout failed. Please try again.');
      },
    });
  };

  return (
    <>
      <AppLayout user={auth.user} onLogout={onLogout} logoutPending={logout.isPending}>
        <Outlet />
      </AppLayout>
      <ErrorDialog message={logoutError} onClose={() => setLogoutError(null)} />
    </>
  );
}
