import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/app/route-guard';
import { DefaultShell } from '@/app/default-shell';
import { useTokenRefresh } from '@/features/auth/hooks/use-token-refresh';
import { useAuthState } from '@/lib/auth-store';
import { useRealtimeSync } from '@/hooks/use-realtime-sync';
import { ThemeProvider } from '@/theme/theme-provider';

/** The default layout (spec 2.2) behind the access policy's guard (spec 6.1). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: guardRoute,
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const auth = useAuthState();
  const signedIn = auth.status === 'authenticated';
  useRealtimeSync(signedIn ? auth.accessToken : null);
  useTokenRefresh(signedIn ? auth.expiresAt : null);

  // Between losing the session and the guard's redirect to /login there is nothing to show.
  if (!signedIn) return null;

  return (
    <ThemeProvider>
      <DefaultShell user={auth.user}>
        <Outlet />
      </DefaultShell>
    </ThemeProvider>
  );
}
